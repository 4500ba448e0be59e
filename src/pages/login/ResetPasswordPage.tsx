import { useSearchParams } from 'react-router';
import type { JwtPair } from '../../../shared/generated/api.gen';
import { authProvider } from '../../providers/auth/authProvider';
import { httpClient } from '../../providers/http/httpClient';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { NewPasswordForm } from './NewPasswordForm';
import { PublicCard } from './PublicCard';

/**
 * login/resetPassword and login/resetExpiredPassword (with a subtitle): a new password for
 * the resetToken of the URL; the answer's tokens sign the person in.
 */
const ResetPasswordPage = ({ expiredPassword = false }: { expiredPassword?: boolean }) => {
    const translate = usePublicTranslate();
    const [params] = useSearchParams();
    const resetToken = params.get('resetToken') ?? '';
    return (
        <PublicCard
            title={translate(expiredPassword ? 'login.password-expired' : 'login.password-reset')}
            subtitle={expiredPassword ? translate('login.password-expired-message') : undefined}
        >
            <NewPasswordForm
                passwordLabel="login.new-password"
                repeatLabel="login.new-password-again"
                submitLabel="login.reset-password"
                onSubmit={async password => {
                    const pair = await httpClient.request<JwtPair>('/api/noauth/resetPassword', {
                        method: 'POST',
                        body: { resetToken, password },
                    });
                    await authProvider.signInWithTokens(pair);
                }}
            />
        </PublicCard>
    );
};

export default ResetPasswordPage;
