import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { showToast } from '../../components/toast/toastStore';
import { isEmail } from '../../lib/isEmail';
import { httpClient } from '../../providers/http/httpClient';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { EmailField } from './EmailField';
import { PublicCard } from './PublicCard';

/**
 * Asks for a reset link by e-mail. The address is checked on submit only; after one
 * submit the button stays disabled (part 1 §2, §5).
 */
export const ResetPasswordRequestPage = () => {
    const translate = usePublicTranslate();
    const [email, setEmail] = useState('');
    const [submitted, setSubmitted] = useState(false);
    const [sent, setSent] = useState(false);
    const error = !submitted
        ? null
        : !email
          ? translate('user.email-required')
          : !isEmail(email)
            ? translate('user.invalid-email-format')
            : null;

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        if (!isEmail(email)) return;
        setSent(true);
        try {
            await httpClient.request('/api/noauth/resetPasswordByEmail', {
                method: 'POST',
                body: { email },
            });
            showToast({ message: 'login.password-link-sent-message', kind: 'success' });
        } catch {
            // The http layer has shown the error.
        }
    };

    return (
        <PublicCard title={translate('login.request-password-reset')} subtitle={translate('login.request-password-reset-hint')}>
            <Box component="form" noValidate onSubmit={submit}>
                <EmailField value={email} onChange={setEmail} error={error} />
                <Button type="submit" variant="contained" size="large" fullWidth disabled={sent} sx={{ mt: 2 }}>
                    {translate('login.request-password-reset')}
                </Button>
                <Button component={RouterLink} to="/login" fullWidth size="large" sx={{ mt: 1 }}>
                    {translate('action.cancel')}
                </Button>
            </Box>
        </PublicCard>
    );
};
