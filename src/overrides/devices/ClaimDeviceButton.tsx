import AddTaskIcon from '@mui/icons-material/AddTask';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useAuthority } from '../../components/pickers/useSessionDetails';
import { httpClient } from '../../providers/http/httpClient';
import { claimPath, claimRefusal } from './claimOutcome';

/** The claim form: the device's name and the secret key it announced; a refusal says why. */
const ClaimDeviceDialog = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [name, setName] = useState('');
    const [secretKey, setSecretKey] = useState('');
    const [pending, setPending] = useState(false);
    const [refusal, setRefusal] = useState<string | null>(null);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!name.trim()) return;
        setPending(true);
        setRefusal(null);
        try {
            await httpClient.request(claimPath(name.trim()), { method: 'POST', body: { secretKey }, ignoreErrors: true });
        } catch (error) {
            const { key, text } = claimRefusal(error);
            setRefusal(text ? `${translate(key)} ${text}` : translate(key));
            setPending(false);
            return;
        }
        notify('device.claim-success', { type: 'success', messageArgs: { name: name.trim() } });
        refresh();
        onClose();
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="claim-device-title">
            <form onSubmit={event => void submit(event)} noValidate>
                <DialogTitle id="claim-device-title">{translate('device.claim-device')}</DialogTitle>
                <DialogContent>
                    <Stack sx={{ gap: 2 }}>
                        <DialogContentText>{translate('device.claim-device-text')}</DialogContentText>
                        <TextField autoFocus required label={translate('device.name')} value={name} onChange={event => setName(event.target.value)} disabled={pending} />
                        <TextField label={translate('device.secret-key')} type="password" value={secretKey} onChange={event => setSecretKey(event.target.value)} disabled={pending} autoComplete="off" />
                        {refusal && <Alert severity="error">{refusal}</Alert>}
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={pending}>{translate('action.cancel')}</Button>
                    <Button type="submit" variant="contained" disabled={pending || !name.trim()}>{translate('device.claim')}</Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};

/** "Claim device" on a customer user's device list (ThingsBoard's device claiming). */
export const ClaimDeviceButton = () => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    if (useAuthority() !== 'CUSTOMER_USER') return null;
    return (
        <>
            <Button size="small" startIcon={<AddTaskIcon />} onClick={() => setOpen(true)}>
                {translate('device.claim-device')}
            </Button>
            {open && <ClaimDeviceDialog onClose={() => setOpen(false)} />}
        </>
    );
};
