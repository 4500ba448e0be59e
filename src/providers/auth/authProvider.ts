// Type-only import: this module is part of the sign-in page, which must not load react-admin.
import type { AuthProvider } from 'react-admin';
import { loadSession, type SessionDetails } from '../../session/loadSession';
import { ERROR_CODES, isApiError } from '../http/ApiError';
import type { HttpClient } from '../http/createHttpClient';
import { httpClient } from '../http/httpClient';
import { tokenStore, type TokenStore } from './tokenStore';
import type { JwtPair } from '../../generated/api.gen';
import { toIdentity, type ShellIdentity } from './userIdentity';

export interface Credentials {
    username: string;
    password: string;
}

export interface ThingsboardAuthProvider extends AuthProvider {
    login(credentials: Credentials): Promise<void>;
    getIdentity(): Promise<ShellIdentity>;
    /** The user and platform flags, loaded once per sign-in. */
    getSession(): Promise<SessionDetails>;
}

/**
 * Session rules live in the http client (refresh, retry) and the token store (validity);
 * this adapter gives react-admin and the sign-in page the operations they call.
 * It is a plain object, not a Proxy, so it can be awaited and passed around (pitfall P4).
 */
export const createAuthProvider = (
    http: HttpClient,
    tokens: TokenStore
): ThingsboardAuthProvider => {
    let session: Promise<SessionDetails> | null = null;

    const getSession = () => {
        session ??= loadSession(http).catch(error => {
            session = null;
            throw error;
        });
        return session;
    };

    return {
        async login({ username, password }) {
            const pair = await http.request<JwtPair>('/api/auth/login', {
                method: 'POST',
                body: { username, password },
                ignoreErrors: true, // the sign-in form shows the message itself
            });
            tokens.clear();
            session = null;
            tokens.save(pair);
            try {
                await getSession();
            } catch (error) {
                tokens.clear();
                throw error;
            }
        },

        async logout() {
            session = null;
            if (tokens.hasSession()) {
                // Stateless on the server (an audit entry only): never block sign-out on it.
                await http
                    .request('/api/auth/logout', {
                        method: 'POST',
                        ignoreErrors: true,
                        ignoreLoading: true,
                    })
                    .catch(() => undefined);
            }
            tokens.clear();
        },

        async checkAuth() {
            if (!tokens.hasSession()) {
                // `message: false` keeps react-admin from toasting on the way to /login (P5).
                throw { message: false };
            }
        },

        async checkError(error: unknown) {
            const sessionRejected =
                isApiError(error) &&
                error.status === 401 &&
                error.errorCode !== ERROR_CODES.credentialsExpired;
            if (sessionRejected) {
                throw { message: error.message || 'access.unauthorized' };
            }
        },

        async getIdentity() {
            return toIdentity((await getSession()).user);
        },

        getSession,
    };
};

export const authProvider = createAuthProvider(httpClient, tokenStore);
