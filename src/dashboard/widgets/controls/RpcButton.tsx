import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { rpcButtonSettings } from './rpcSettings';
import type { RpcTarget } from './rpcTarget';
import { RpcTargetFrame } from './RpcTargetFrame';
import { rpcErrorMessage, sendRpc } from './sendRpc';

/**
 * ThingsBoard's RPC button: one click sends `methodName` with `methodParams` to the target device,
 * one-way or two-way, and waits at most `requestTimeout`; a failure shows under the button when
 * `showError` is on, and clears with the next click.
 */
export const RpcButton = ({ widget }: WidgetComponentProps) => {
    const settings = rpcButtonSettings(widget.config.settings);
    const [sending, setSending] = useState(false);
    const [error, setError] = useState<string | null>(null);

    const send = async (target: RpcTarget) => {
        setSending(true);
        setError(null);
        try {
            await sendRpc(target.deviceId, { method: settings.methodName, params: settings.methodParams, timeout: settings.requestTimeout, oneway: settings.oneway });
        } catch (failure) {
            if (settings.showError) setError(rpcErrorMessage(failure));
        } finally {
            setSending(false);
        }
    };

    return (
        <RpcTargetFrame aliasIds={widget.config.targetDeviceAliasIds} title={settings.title} error={error}>
            {target => (
                <Button
                    variant={settings.raised ? 'contained' : 'outlined'}
                    color={settings.primary ? 'primary' : 'secondary'}
                    disabled={sending}
                    onClick={() => void send(target)}
                    startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
                    sx={{ maxWidth: '100%' }}
                >
                    {settings.buttonText}
                </Button>
            )}
        </RpcTargetFrame>
    );
};
