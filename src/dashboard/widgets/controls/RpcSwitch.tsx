import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { rpcSwitchSettings, switchStateOf, type RpcSwitchSettings } from './rpcSettings';
import type { RpcTarget } from './rpcTarget';
import { RpcError, RpcTargetFrame } from './RpcTargetFrame';
import { useRpcValue } from './useRpcValue';

/** Narrower than this, the on/off labels would be cut: the switch shows alone (a round switch at its default size). */
const LABELS_MIN_WIDTH_PX = 150;

const SwitchControl = ({ target, settings, label, width }: { target: RpcTarget; settings: RpcSwitchSettings; label: string; width: number }) => {
    const translate = useTranslate();
    const { value, error, busy, change } = useRpcValue({ target, ...settings, parse: switchStateOf });
    const toggle = <Switch checked={value} disabled={busy} onChange={event => void change(event.target.checked)} slotProps={{ input: { 'aria-label': label } }} />;
    return (
        <>
            {settings.showOnOffLabels && width >= LABELS_MIN_WIDTH_PX ? (
                <Stack direction="row" alignItems="center" spacing={0.5}>
                    <Typography variant="body2" color={value ? 'text.secondary' : 'text.primary'}>{translate('widgets.rpc.off')}</Typography>
                    {toggle}
                    <Typography variant="body2" color={value ? 'text.primary' : 'text.secondary'}>{translate('widgets.rpc.on')}</Typography>
                </Stack>
            ) : (
                <FormControlLabel control={toggle} label="" sx={{ m: 0 }} />
            )}
            <RpcError error={error} />
        </>
    );
};

/**
 * ThingsBoard's switch controls (switch, round switch, slide toggle): the device's on/off state,
 * read by `retrieveValueMethod` (a two-way `getValueMethod` call, or an attribute or time series
 * key followed live), and set by a `setValueMethod` call with the new boolean.
 */
export const RpcSwitch = ({ widget, width }: WidgetComponentProps) => {
    const settings = rpcSwitchSettings(widget.config.settings);
    const label = settings.title || widget.config.title || widget.typeAlias;
    return (
        <RpcTargetFrame aliasIds={widget.config.targetDeviceAliasIds} title={settings.title}>
            {target => <SwitchControl target={target} settings={settings} label={label} width={width} />}
        </RpcTargetFrame>
    );
};
