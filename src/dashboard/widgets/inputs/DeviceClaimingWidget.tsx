import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isApiError } from '../../../providers/http/ApiError';
import { httpClient } from '../../../providers/http/httpClient';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';

type Outcome = { kind: 'success' } | { kind: 'not-found' } | { kind: 'failed' } | null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * ThingsBoard's Device claiming widget: a customer user claims a device by its name, with its secret
 * key when `deviceSecret` is on (`POST /api/customer/device/{deviceName}/claim`). The widget's own
 * texts (labels, messages) replace the console's where set.
 */
export const DeviceClaimingWidget = ({ widget }: WidgetComponentProps) => {
    const translate = useTranslate();
    const settings = widget.config.settings ?? {};
    const [name, setName] = useState('');
    const [secret, setSecret] = useState('');
    const [touched, setTouched] = useState(false);
    const [busy, setBusy] = useState(false);
    const [outcome, setOutcome] = useState<Outcome>(null);
    const askSecret = settings.deviceSecret === true;
    const nameMissing = name.trim() === '';
    const secretMissing = askSecret && secret.trim() === '';
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (nameMissing || secretMissing || busy) return;
        setBusy(true);
        setOutcome(null);
        try {
            const answer = await httpClient.request<{ response?: string }>(`/api/customer/device/${encodeURIComponent(name.trim())}/claim`, { method: 'POST', body: askSecret ? { secretKey: secret } : {}, ignoreErrors: true });
            setOutcome(answer?.response === 'SUCCESS' ? { kind: 'success' } : { kind: 'failed' });
            if (answer?.response === 'SUCCESS') {
                setName('');
                setSecret('');
                setTouched(false);
            }
        } catch (error) {
            setOutcome(isApiError(error) && error.status === 404 ? { kind: 'not-found' } : { kind: 'failed' });
        } finally {
            setBusy(false);
        }
    };
    const showLabel = settings.showLabel !== false;
    const message = (setting: string, key: string) => text(settings[setting]) || translate(key);
    return (
        <Stack component="form" onSubmit={submit} noValidate spacing={1.5} sx={{ position: 'absolute', inset: 0, overflow: 'auto', p: 1, justifyContent: 'center' }}>
            {text(settings.widgetTitle) && <Typography variant="subtitle2">{text(settings.widgetTitle)}</Typography>}
            <TextField
                size="small"
                label={showLabel ? text(settings.deviceLabel) || translate('widgets.claiming.device-name') : undefined}
                slotProps={{ htmlInput: { 'aria-label': text(settings.deviceLabel) || translate('widgets.claiming.device-name') } }}
                value={name}
                onChange={event => setName(event.target.value)}
                error={touched && nameMissing}
                helperText={touched && nameMissing ? message('requiredErrorDevice', 'widgets.claiming.device-name-required') : undefined}
                disabled={busy}
            />
            {askSecret && (
                <TextField
                    size="small"
                    type="password"
                    label={showLabel ? text(settings.secretKeyLabel) || translate('widgets.claiming.secret-key') : undefined}
                    slotProps={{ htmlInput: { 'aria-label': text(settings.secretKeyLabel) || translate('widgets.claiming.secret-key') } }}
                    value={secret}
                    onChange={event => setSecret(event.target.value)}
                    error={touched && secretMissing}
                    helperText={touched && secretMissing ? message('requiredErrorSecretKey', 'widgets.claiming.secret-key-required') : undefined}
                    disabled={busy}
                />
            )}
            <Stack direction="row" spacing={1} alignItems="center">
                <Button type="submit" variant="contained" disabled={busy}>{text(settings.labelClaimButon) || translate('widgets.claiming.claim')}</Button>
                {outcome?.kind === 'success' && <Alert severity="success" sx={{ py: 0, flex: 1 }}>{message('successfulClaimDevice', 'widgets.claiming.claimed')}</Alert>}
                {outcome?.kind === 'not-found' && <Alert severity="error" sx={{ py: 0, flex: 1 }}>{message('deviceNotFound', 'widgets.claiming.not-found')}</Alert>}
                {outcome?.kind === 'failed' && <Alert severity="error" sx={{ py: 0, flex: 1 }}>{message('failedClaimDevice', 'widgets.claiming.failed')}</Alert>}
            </Stack>
        </Stack>
    );
};
