import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { JwtPair } from '../../../shared/generated/api.gen';
import { authProvider } from '../../providers/auth/authProvider';
import { isApiError } from '../../providers/http/ApiError';
import { httpClient } from '../../providers/http/httpClient';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { PublicCard } from './PublicCard';

/**
 * login/emailActivation?emailCode=…: the link of an activation e-mail whose account already has
 * its password (a sign-up). The code activates the account and signs the person in
 * (POST /api/noauth/activateByEmailCode); a code that is wrong or used says so and offers to
 * send the activation e-mail again.
 */
const EmailActivationPage = () => {
    const translate = usePublicTranslate();
    const [params] = useSearchParams();
    const emailCode = params.get('emailCode') ?? '';
    const [failure, setFailure] = useState<string | null>(null);
    // One activation per page: a code works once (StrictMode runs effects twice in development).
    const started = useRef(false);

    useEffect(() => {
        if (started.current) return;
        started.current = true;
        if (!emailCode) {
            setFailure(translate('login.activation-code-missing'));
            return;
        }
        void (async () => {
            try {
                const pair = await httpClient.request<JwtPair>('/api/noauth/activateByEmailCode', { method: 'POST', query: { emailCode }, ignoreErrors: true });
                // Signed in, the route guard sends the person to their home page.
                await authProvider.signInWithTokens(pair);
            } catch (error) {
                setFailure(isApiError(error) && error.message ? error.message : translate('login.activation-failed'));
            }
        })();
    }, [emailCode, translate]);

    return (
        <PublicCard title={translate('login.account-activation')} busy={failure === null}>
            {failure === null ? (
                <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>{translate('login.activating')}</Box>
            ) : (
                <>
                    <Alert severity="error">
                        {failure} {translate('login.activation-failed-hint')}
                    </Alert>
                    <Button component={RouterLink} to="/login/resendActivation" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
                        {translate('login.resend-activation')}
                    </Button>
                    <Button component={RouterLink} to="/login" fullWidth size="large" sx={{ mt: 1 }}>
                        {translate('login.back-to-login')}
                    </Button>
                </>
            )}
        </PublicCard>
    );
};

export default EmailActivationPage;
