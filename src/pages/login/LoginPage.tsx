import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ProductLogo } from '../../components/display/ProductLogo';
import { isEmail } from '../../lib/isEmail';
import { loadAdminApp } from '../../loadAdminApp';
import { authProvider } from '../../providers/auth/authProvider';
import { ERROR_CODES, isApiError } from '../../providers/http/ApiError';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { preloadConsoleWhenIdle } from '../../session/preloadConsole';
import { afterLoginPath } from '../../session/rememberedLocation';
import { OAuth2Clients } from './OAuth2Clients';
import { OutlinedTextField } from './OutlinedTextField';
import { PublicCardFrame } from './PublicCard';
import { PasswordVisibilityToggle } from './PasswordVisibilityToggle';

export const LoginPage = () => {
    const translate = usePublicTranslate();
    const navigate = useNavigate();
    const location = useLocation();
    const [username, setUsername] = useState('');
    const [password, setPassword] = useState('');
    const [usernameTouched, setUsernameTouched] = useState(false);
    const [passwordVisible, setPasswordVisible] = useState(false);
    const [submitting, setSubmitting] = useState(false);
    const [error, setError] = useState<string | null>(null);

    const usernameError = usernameTouched && !isEmail(username);
    // The console's code downloads while the person types.
    useEffect(preloadConsoleWhenIdle, []);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!isEmail(username)) {
            setUsernameTouched(true);
            return;
        }
        setSubmitting(true);
        setError(null);
        // Download the console while the credentials are being checked.
        loadAdminApp().catch(() => undefined);
        try {
            await authProvider.login({ username, password });
            navigate(afterLoginPath(location.state), { replace: true });
        } catch (failure) {
            if (isApiError(failure) && failure.errorCode === ERROR_CODES.credentialsExpired) {
                // An expired password is renewed with the reset token the server sent.
                const { resetToken } = (failure.body ?? {}) as { resetToken?: string };
                navigate(`/login/resetExpiredPassword?resetToken=${encodeURIComponent(resetToken ?? '')}`);
                return;
            }
            setError(
                isApiError(failure)
                    ? translate(failure.message, { _: failure.message })
                    : translate('error.unhandled-error-code')
            );
            setSubmitting(false);
        }
    };

    return (
        <PublicCardFrame width={550} busy={submitting}>
            <Box sx={{ px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 6 } }}>
                <Box sx={{ textAlign: 'center', mb: 1 }}>
                    <ProductLogo size={48} />
                </Box>
                <Typography
                    component="h1"
                    variant="subtitle1"
                    color="text.secondary"
                    align="center"
                    sx={{ mb: 4 }}
                >
                    {translate('login.welcome')}
                </Typography>
                {error && (
                    <Alert severity="error" sx={{ mb: 3 }}>
                        {error}
                    </Alert>
                )}
                <OAuth2Clients />
                <Box component="form" noValidate onSubmit={submit}>
                    <OutlinedTextField
                        name="username"
                        type="email"
                        autoComplete="username"
                        autoFocus
                        label={translate('login.username')}
                        value={username}
                        onChange={event => setUsername(event.target.value)}
                        onBlur={() => setUsernameTouched(true)}
                        error={usernameError}
                        helperText={
                            usernameError
                                ? translate('user.invalid-email-format')
                                : ' '
                        }
                        startAdornment={
                            <InputAdornment position="start">
                                <MailOutline />
                            </InputAdornment>
                        }
                    />
                    <OutlinedTextField
                        name="password"
                        type={passwordVisible ? 'text' : 'password'}
                        autoComplete="current-password"
                        margin="dense"
                        label={translate('login.password')}
                        value={password}
                        onChange={event => setPassword(event.target.value)}
                        startAdornment={
                            <InputAdornment position="start">
                                <LockOutlined />
                            </InputAdornment>
                        }
                        endAdornment={
                            <PasswordVisibilityToggle
                                visible={passwordVisible}
                                onToggle={() =>
                                    setPasswordVisible(!passwordVisible)
                                }
                            />
                        }
                    />
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5, mt: 1, mb: 3 }}>
                        <Link
                            component={RouterLink}
                            to="/login/resendActivation"
                            variant="body2"
                            underline="hover"
                        >
                            {translate('login.resend-activation-link')}
                        </Link>
                        <Link
                            component={RouterLink}
                            to="/login/resetPasswordRequest"
                            variant="body2"
                            underline="hover"
                            sx={{ ml: 'auto' }}
                        >
                            {translate('login.forgot-password')}
                        </Link>
                    </Box>
                    <Button
                        type="submit"
                        variant="contained"
                        size="large"
                        fullWidth
                        disabled={submitting}
                    >
                        {translate('login.login')}
                    </Button>
                </Box>
            </Box>
        </PublicCardFrame>
    );
};
