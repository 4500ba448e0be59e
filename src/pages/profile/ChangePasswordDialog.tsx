import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useCloseOnNavigation } from '../../components/dialogs/useCloseOnNavigation';
import { showToast } from '../../components/toast/toastStore';
import { authProvider } from '../../providers/auth/authProvider';

const EMPTY = { currentPassword: '', newPassword: '', newPassword2: '' };

/**
 * Current, new and repeated password. A mismatch is refused without a call; on success
 * the server's new tokens replace the outdated ones, so the session goes on.
 */
export const ChangePasswordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const [fields, setFields] = useState(EMPTY);
    const [submitting, setSubmitting] = useState(false);
    const close = () => {
        setFields(EMPTY);
        onClose();
    };
    useCloseOnNavigation(open, close);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        event.stopPropagation(); // the dialog sits inside the profile form
        if (fields.newPassword !== fields.newPassword2) {
            showToast({ message: 'login.passwords-mismatch-error', kind: 'error' });
            return;
        }
        setSubmitting(true);
        try {
            await authProvider.changePassword(fields.currentPassword, fields.newPassword);
            showToast({ message: 'profile.password-changed', kind: 'success' });
            close();
        } catch {
            // The http layer has shown the server's message.
        } finally {
            setSubmitting(false);
        }
    };

    const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
        <TextField
            name={name}
            type="password"
            label={translate(label)}
            autoComplete={autoComplete}
            required
            fullWidth
            margin="dense"
            value={fields[name]}
            onChange={event => setFields(current => ({ ...current, [name]: event.target.value }))}
        />
    );

    return (
        <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="change-password-title">
            <form onSubmit={submit}>
                <DialogTitle id="change-password-title">{translate('profile.change-password')}</DialogTitle>
                <DialogContent>
                    {field('currentPassword', 'profile.current-password', 'current-password')}
                    {field('newPassword', 'login.new-password', 'new-password')}
                    {field('newPassword2', 'login.new-password-again', 'new-password')}
                </DialogContent>
                <DialogActions>
                    <Button onClick={close}>{translate('action.cancel')}</Button>
                    <Button
                        type="submit"
                        variant="contained"
                        disabled={submitting || !fields.currentPassword || !fields.newPassword || !fields.newPassword2}
                    >
                        {translate('profile.change-password')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
