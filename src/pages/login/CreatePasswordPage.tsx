import { useSearchParams } from 'react-router';
import type { JwtPair } from '../../../shared/generated/api.gen';
import { authProvider } from '../../providers/auth/authProvider';
import { httpClient } from '../../providers/http/httpClient';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { NewPasswordForm } from './NewPasswordForm';
import { PublicCard } from './PublicCard';

/** login/createPassword: activates the account of the URL's activateToken and signs in. */
const CreatePasswordPage = () => {
    const translate = usePublicTranslate();
    const [params] = useSearchParams();
    const activateToken = params.get('activateToken') ?? '';
    return (
        <PublicCard title={translate('login.create-password')}>
            <NewPasswordForm
                passwordLabel="login.password"
                repeatLabel="login.password-again"
                submitLabel="login.create-password"
                onSubmit={async password => {
                    const pair = await httpClient.request<JwtPair>('/api/noauth/activate', {
                        method: 'POST',
                        query: { sendActivationMail: true },
                        body: { activateToken, password },
                    });
                    await authProvider.signInWithTokens(pair);
                }}
            />
        </PublicCard>
    );
};

export default CreatePasswordPage;
