import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { isEmail } from '../../lib/isEmail';
import { httpClient } from '../../providers/http/httpClient';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { EmailField } from './EmailField';
import { PublicCard } from './PublicCard';

/**
 * login/resendActivation: a person whose account waits for activation asks for the activation
 * e-mail again (POST /api/noauth/resendEmailActivation). The server never says whether the address
 * has such an account, so neither does the page; after one send the button stays disabled.
 */
const ResendActivationPage = () => {
    const translate = usePublicTranslate();
    const [email, setEmail] = useState('');
    const [submitted, setSubmitted] = useState(false);
    const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
    const error = !submitted ? null : !email ? translate('user.email-required') : !isEmail(email) ? translate('user.invalid-email-format') : null;

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        if (!isEmail(email)) return;
        setState('sending');
        try {
            await httpClient.request('/api/noauth/resendEmailActivation', { method: 'POST', query: { email } });
            setState('sent');
        } catch {
            setState('idle'); // the http layer has shown the error
        }
    };

    return (
        <PublicCard title={translate('login.resend-activation')} subtitle={translate('login.resend-activation-hint')} busy={state === 'sending'}>
            <Box component="form" noValidate onSubmit={submit}>
                <EmailField value={email} onChange={setEmail} error={error} disabled={state === 'sent'} />
                {state === 'sent' && (
                    <Alert severity="success" sx={{ mt: 1 }}>
                        {translate('login.activation-mail-resent')}
                    </Alert>
                )}
                <Button type="submit" variant="contained" size="large" fullWidth disabled={state !== 'idle'} sx={{ mt: 2 }}>
                    {translate('login.resend-activation-send')}
                </Button>
                <Button component={RouterLink} to="/login" fullWidth size="large" sx={{ mt: 1 }}>
                    {translate('login.back-to-login')}
                </Button>
            </Box>
        </PublicCard>
    );
};

export default ResendActivationPage;
