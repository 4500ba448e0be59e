import type { JwtPair } from '../../../shared/generated/api.gen';
import { authProvider } from '../../providers/auth/authProvider';
import { httpClient } from '../../providers/http/httpClient';

/** Who may sign in as whom (ThingsBoard: the sysadmin as a tenant admin, a tenant admin as a customer user). */
export const LOGIN_AS: Readonly<Record<string, string>> = {
    SYS_ADMIN: 'TENANT_ADMIN',
    TENANT_ADMIN: 'CUSTOMER_USER',
};

/** Takes the user's tokens, starts that session, and reloads into its home page. */
export const loginAsUser = async (userId: string, home = '/home') => {
    const pair = await httpClient.request<JwtPair>(`/api/user/${userId}/token`);
    await authProvider.signInWithTokens(pair);
    // A full reload: react-admin's caches and stores belong to the previous user.
    window.location.assign(home);
};
