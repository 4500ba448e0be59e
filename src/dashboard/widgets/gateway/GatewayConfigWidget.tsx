import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { useRpcTarget } from '../controls/useRpcTarget';
import { loadGatewayForm, saveGatewayForm, saveGatewayLoggingLevel } from './gatewayApi';
import { GatewayConfigForm } from './GatewayConfigForm';
import type { GatewayForm } from './gatewayConfiguration';
import { GatewayPicker } from './GatewayPicker';

const textSetting = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One gateway's form, loaded from its attributes; a new form when another gateway is chosen. */
const GatewayFormLoader = ({ deviceId, readOnly, savedText, archiveFileName }: { deviceId: string; readOnly: boolean; savedText: string; archiveFileName: unknown }) => {
    const [form, setForm] = useState<GatewayForm | null>(null);
    useEffect(() => {
        let current = true;
        setForm(null);
        loadGatewayForm(deviceId, window.location.hostname).then(
            loaded => current && setForm(loaded),
            () => undefined,
        );
        return () => {
            current = false;
        };
    }, [deviceId]);
    if (!form) return <CircularProgress size={24} sx={{ alignSelf: 'center', my: 2 }} />;
    return <GatewayConfigForm key={deviceId} initial={form} readOnly={readOnly} savedText={savedText} onSave={next => saveGatewayForm(deviceId, next)} archiveFileName={archiveFileName} onDownloaded={next => saveGatewayLoggingLevel(deviceId, next.logLevel)} />;
};

/**
 * ThingsBoard's gateway configuration widgets: 'single' edits the gateway of the widget's alias
 * (Gateway configuration (Single device), in a dashboard state per gateway); 'pick' lets the user
 * choose a gateway, or create one, first (Gateway Configuration).
 */
export const gatewayConfigWidget = (mode: 'single' | 'pick') => {
    const GatewayConfigWidget = ({ widget }: WidgetComponentProps) => {
        const translate = useTranslate();
        const settings = widget.config.settings ?? {};
        const aliasId = widget.config.datasources?.[0]?.entityAliasId;
        const target = useRpcTarget(mode === 'single' && aliasId ? [aliasId] : null);
        const [picked, setPicked] = useState<string | null>(null);
        const deviceId = mode === 'single' ? (target.status === 'ready' ? target.target.deviceId : null) : picked;
        const title = textSetting(mode === 'single' ? settings.gatewayTitle : settings.widgetTitle);
        return (
            <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5, pt: 1 }}>
                {title && <Typography variant="subtitle2">{title}</Typography>}
                {mode === 'pick' && (
                    <GatewayPicker value={picked} onChange={setPicked} gatewayType={textSetting(settings.gatewayType) || 'Gateway'} nameExistsText={textSetting(settings.gatewayNameExists)} />
                )}
                {deviceId ? (
                    <GatewayFormLoader deviceId={deviceId} readOnly={settings.readOnly === true} savedText={textSetting(settings.successfulSave)} archiveFileName={settings.archiveFileName} />
                ) : (
                    (mode === 'pick' || target.status === 'none') && (
                        <Typography color="text.secondary" sx={{ textAlign: 'center', my: 'auto' }}>
                            {translate(mode === 'pick' ? 'widgets.gateway.choose-gateway' : 'widgets.gateway.no-gateway')}
                        </Typography>
                    )
                )}
            </Box>
        );
    };
    return GatewayConfigWidget;
};
