import Box from '@mui/material/Box';
import { darken } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LedLight } from '../../../components/display/LedLight';
import { httpClient } from '../../../providers/http/httpClient';
import type { Widget } from '../../model/dashboardConfig';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { useWidgetFeed } from '../../runtime/useWidgetFeed';
import { useWidgetScope } from '../../runtime/WidgetScopeContext';
import { isLit, LED_DEFAULTS, type LedIndicatorSettings } from './ledState';

/**
 * The latest-value widget the LED reads through the ordinary data feed: the target device's
 * `valueAttribute` (an attribute or time series), as ThingsBoard's rpc LED subscribes to it.
 * A LED configured with its own datasources (a latest widget) reads those instead.
 */
function valueWidgetOf(widget: Widget, settings: LedIndicatorSettings): Widget {
    const aliasId = widget.config.targetDeviceAliasIds?.[0];
    const method = settings.retrieveValueMethod ?? LED_DEFAULTS.retrieveValueMethod;
    const datasources = aliasId
        ? [{ type: 'entity' as const, entityAliasId: aliasId, dataKeys: [{ name: settings.valueAttribute || LED_DEFAULTS.valueAttribute, type: method === 'timeseries' ? ('timeseries' as const) : ('attribute' as const) }] }]
        : [];
    return { ...widget, type: 'latest', config: { ...widget.config, datasources } };
}

/** A latest value needs no time window. */
const NO_TIMEWINDOW = {};

type DeviceStatus = 'unchecked' | 'online' | 'failed';

/** ThingsBoard's status check: a two-way RPC `checkStatusMethod` whose truthy answer means the device is there. */
function useDeviceStatus(deviceId: string | null, settings: LedIndicatorSettings): DeviceStatus {
    const [status, setStatus] = useState<DeviceStatus>('unchecked');
    const method = settings.checkStatusMethod || LED_DEFAULTS.checkStatusMethod;
    const timeout = settings.requestTimeout ?? LED_DEFAULTS.requestTimeout;
    useEffect(() => {
        if (!settings.performCheckStatus || !deviceId) return;
        let current = true;
        httpClient
            .request<unknown>(`/api/plugins/rpc/twoway/${deviceId}`, { method: 'POST', body: { method, params: {}, timeout }, ignoreErrors: true, ignoreLoading: true })
            .then(
                answer => current && setStatus(isLit(answer) ? 'online' : 'failed'),
                () => current && setStatus('failed'),
            );
        return () => {
            current = false;
        };
    }, [deviceId, method, timeout, settings.performCheckStatus]);
    return status;
}

/**
 * ThingsBoard's LED indicator: a lamp lit in `ledColor` while the value is on, under its title.
 * The value is the target device's attribute (or time series) `valueAttribute`, or the widget's
 * own first data key; `initialValue` shows until one arrives. With `performCheckStatus` a
 * failed status RPC turns the lamp off and says so.
 */
export const LedIndicator = ({ widget, snapshot, width, height }: WidgetComponentProps) => {
    const translate = useTranslate();
    const scope = useWidgetScope();
    const settings = (widget.config.settings ?? {}) as LedIndicatorSettings;
    const ownData = snapshot.data.length > 0;
    const valueWidget = useMemo(() => valueWidgetOf(widget, settings), [widget, settings]);
    const targetSnapshot = useWidgetFeed({ widget: valueWidget, ...scope, timewindow: NO_TIMEWINDOW });
    const data = ownData ? snapshot.data : targetSnapshot.data;
    const latest = data[0]?.data.at(-1);
    const deviceId = data[0]?.datasource.entityType === 'DEVICE' ? (data[0].datasource.entityId ?? null) : null;
    const status = useDeviceStatus(deviceId, settings);
    const lit = status !== 'failed' && (latest ? isLit(latest[1]) : settings.initialValue === true);
    const color = settings.ledColor || LED_DEFAULTS.ledColor;
    const size = Math.max(24, Math.min(width, height - (settings.title ? 28 : 0), 160) * 0.7);

    return (
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}>
            {settings.title && (
                <Typography variant="subtitle2" noWrap sx={{ maxWidth: '100%' }}>
                    {settings.title}
                </Typography>
            )}
            <LedLight size={size} colorOn={color} colorOff={darken(color, 0.5)} enabled={lit} label={translate(lit ? 'widgets.led.on' : 'widgets.led.off')} />
            {status === 'failed' && (
                <Typography variant="caption" color="error" role="status">
                    {translate('widgets.led.check-status-failed')}
                </Typography>
            )}
        </Box>
    );
};
