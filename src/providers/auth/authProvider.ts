// Type-only import: this module is part of the sign-in page, which must not load react-admin.
import type { AuthProvider } from 'react-admin';
import type { JwtPair, User } from '../../../shared/generated/api.gen';
import { checkForUpdates } from '../../session/checkForUpdates';
import { loadSession, type SessionDetails } from '../../session/loadSession';
import { createSessionStore, type SessionStore } from '../../session/sessionStore';
import { languageStore } from '../i18n/languageStore';
import type { HttpClient } from '../http/createHttpClient';
import { httpClient } from '../http/httpClient';
import { decodeJwtClaims } from './jwtClaims';
import { tokenStore, TOKEN_KEYS, type TokenStore } from './tokenStore';
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
    /** Starts a session from tokens the server handed out (reset, activation, public login). */
    signInWithTokens(pair: JwtPair): Promise<SessionDetails>;
    publicLogin(publicId: string): Promise<void>;
    changePassword(currentPassword: string, newPassword: string): Promise<void>;
    /** The profile page saved the user. */
    userSaved(user: User): void;
    sessions: SessionStore;
}

/**
 * Session rules live in the http client (refresh, retry) and the token store (validity);
 * this adapter gives react-admin and the public pages the operations they call.
 * It is a plain object, not a Proxy, so it can be awaited and passed around (pitfall P4).
 */
export const createAuthProvider = (
    http: HttpClient,
    tokens: TokenStore,
    sessions: SessionStore = createSessionStore(() =>
        loadSession(http, decodeJwtClaims(window.localStorage.getItem(TOKEN_KEYS.accessToken) ?? ''))
    )
): ThingsboardAuthProvider => {
    const signInWithTokens = async (pair: JwtPair) => {
        tokens.clear();
        sessions.reset();
        tokens.save(pair);
        try {
            return await sessions.ensureLoaded();
        } catch (error) {
            tokens.clear();
            sessions.reset();
            throw error;
        }
    };

    return {
        async login({ username, password }) {
            const pair = await http.request<JwtPair>('/api/auth/login', {
                method: 'POST',
                body: { username, password },
                ignoreErrors: true, // the sign-in form shows the message itself
            });
            const { user } = await signInWithTokens(pair);
            // The user's own language wins at sign-in (part 1 §2 / reference §2 step 4).
            const lang = user.additionalInfo?.lang;
            if (lang) await languageStore.setLanguage(lang);
            if (user.authority === 'SYS_ADMIN') checkForUpdates(http);
        },

        signInWithTokens,

        async publicLogin(publicId) {
            const pair = await http.request<JwtPair>('/api/auth/login/public', {
                method: 'POST',
                body: { publicId },
            });
            await signInWithTokens(pair);
        },

        async changePassword(currentPassword, newPassword) {
            const pair = await http.request<JwtPair>('/api/auth/changePassword', {
                method: 'POST',
                body: { currentPassword, newPassword },
            });
            // The old tokens are outdated now; the new pair keeps the session.
            if (pair?.token) tokens.save(pair);
        },

        async logout() {
            if (tokens.hasSession()) {
                // Ends this session's tokens on the embedded server (a real ThingsBoard only audits it): never block sign-out on it.
                await http
                    .request('/api/auth/logout', {
                        method: 'POST',
                        ignoreErrors: true,
                        ignoreLoading: true,
                        endsSession: true,
                    })
                    .catch(() => undefined);
            }
            tokens.clear();
            sessions.reset();
        },

        async checkAuth() {
            if (!tokens.hasSession()) {
                // `message: false` keeps react-admin from toasting on the way to /login (P5).
                throw { message: false };
            }
        },

        /** The http layer already told the person; react-admin only leaves once the session is gone. */
        async checkError() {
            if (!tokens.hasSession()) throw { message: false };
        },

        async getIdentity() {
            return toIdentity((await sessions.ensureLoaded()).user);
        },

        getSession: () => sessions.ensureLoaded(),

        // canAccess is the console's (consoleAuthProvider.ts): the registry stays out of the sign-in page.

        userSaved: user => sessions.setUser(user),

        sessions,
    };
};

export const authProvider = createAuthProvider(httpClient, tokenStore);
