import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { showToast } from '../../components/toast/toastStore';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { OutlinedTextField } from './OutlinedTextField';

/**
 * A password typed twice. A mismatch shows an error toast and sends nothing; only the
 * first entry is passed on, the repeat never leaves the page (part 1 §5).
 */
export const NewPasswordForm = ({
    passwordLabel,
    repeatLabel,
    submitLabel,
    onSubmit,
}: {
    passwordLabel: string;
    repeatLabel: string;
    submitLabel: string;
    onSubmit: (password: string) => Promise<void>;
}) => {
    const translate = usePublicTranslate();
    const [password, setPassword] = useState('');
    const [repeat, setRepeat] = useState('');
    const [submitting, setSubmitting] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (password !== repeat) {
            showToast({ message: 'login.passwords-mismatch-error', kind: 'error' });
            return;
        }
        setSubmitting(true);
        try {
            await onSubmit(password);
        } catch {
            setSubmitting(false);
        }
    };

    const lock = (
        <InputAdornment position="start">
            <LockOutlined />
        </InputAdornment>
    );
    return (
        <Box component="form" noValidate onSubmit={submit}>
            <OutlinedTextField
                name="password"
                type="password"
                autoComplete="new-password"
                autoFocus
                label={translate(passwordLabel)}
                value={password}
                onChange={event => setPassword(event.target.value)}
                startAdornment={lock}
            />
            <OutlinedTextField
                name="password2"
                type="password"
                autoComplete="new-password"
                label={translate(repeatLabel)}
                value={repeat}
                onChange={event => setRepeat(event.target.value)}
                startAdornment={lock}
            />
            <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={submitting || !password || !repeat}
                sx={{ mt: 3 }}
            >
                {translate(submitLabel)}
            </Button>
            <Button component={RouterLink} to="/login" fullWidth size="large" sx={{ mt: 1 }}>
                {translate('action.cancel')}
            </Button>
        </Box>
    );
};
