import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseMethodParams } from './rpcSettings';
import { rpcErrorMessage, sendPersistentRpc } from './sendRpc';

/** ThingsBoard's persistent request timeout when none is given: the device has a minute to take it. */
const DEFAULT_TIMEOUT_MS = 60_000;
/** Bounds of the timeout a person types (ms): at least a second, at most a week. */
const TIMEOUT_BOUNDS = { min: 1000, max: 7 * 24 * 3600 * 1000 };
const METHOD_MAX_LENGTH = 255;

/**
 * The persistent RPC table's new request: method, params (JSON, else text), one- or two-way and how
 * long the server keeps it for the device; sent as a persistent RPC, which the table then lists.
 */
export const SendRpcDialog = ({ deviceId, onClose, onSent }: { deviceId: string; onClose: () => void; onSent: () => void }) => {
    const translate = useTranslate();
    const [method, setMethod] = useState('');
    const [params, setParams] = useState('{}');
    const [oneway, setOneway] = useState(false);
    const [timeout, setTimeoutMs] = useState(String(DEFAULT_TIMEOUT_MS));
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const timeoutMs = Number(timeout);
    const timeoutValid = Number.isInteger(timeoutMs) && timeoutMs >= TIMEOUT_BOUNDS.min && timeoutMs <= TIMEOUT_BOUNDS.max;
    const send = async () => {
        setBusy(true);
        setError(null);
        try {
            await sendPersistentRpc(deviceId, { method: method.trim(), params: parseMethodParams(params), oneway, timeout: timeoutMs });
            onSent();
        } catch (failure) {
            const message = rpcErrorMessage(failure);
            setError(translate(message, { _: message }));
            setBusy(false);
        }
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs">
            <DialogTitle>{translate('widgets.control.send-rpc')}</DialogTitle>
            <DialogContent>
                <Stack sx={{ gap: 2, pt: 1 }}>
                    <TextField label={translate('rpc.method')} value={method} onChange={event => setMethod(event.target.value)} required autoFocus slotProps={{ htmlInput: { maxLength: METHOD_MAX_LENGTH } }} />
                    <TextField label={translate('rpc.params')} value={params} onChange={event => setParams(event.target.value)} multiline minRows={2} />
                    <TextField
                        label={translate('widgets.control.rpc-timeout')}
                        value={timeout}
                        onChange={event => setTimeoutMs(event.target.value)}
                        type="number"
                        error={!timeoutValid}
                        slotProps={{ htmlInput: TIMEOUT_BOUNDS }}
                    />
                    <FormControlLabel control={<Switch checked={oneway} onChange={event => setOneway(event.target.checked)} />} label={translate('rpc.oneway')} />
                    {error && <Stack sx={{ color: 'error.main', typography: 'body2' }} role="alert">{error}</Stack>}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" disabled={busy || !method.trim() || !timeoutValid} onClick={() => void send()}>
                    {translate('widgets.control.send')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
