import { decodeJwtClaims } from './jwtClaims';
import { clientExpiration, isUnexpired } from './tokenExpiry';
import type { JwtPair } from '../../../shared/generated/api.gen';

/** The localStorage keys ThingsBoard's own UI uses, so both consoles read the same session. */
export const TOKEN_KEYS = {
    accessToken: 'jwt_token',
    accessTokenExpiration: 'jwt_token_expiration',
    refreshToken: 'refresh_token',
    refreshTokenExpiration: 'refresh_token_expiration',
} as const;

export interface TokenStore {
    /** Stores each token of the pair whose lifetime (exp − iat) is positive. */
    save(pair: JwtPair): void;
    /** The access token if it stays valid for more than the margin, else null. */
    validAccessToken(): string | null;
    validRefreshToken(): string | null;
    /** True while a call can be authorised, directly or after a refresh. */
    hasSession(): boolean;
    clear(): void;
}

export const createTokenStore = (
    storage: Storage,
    now: () => number = Date.now
): TokenStore => {
    const saveToken = (token: string, key: string, expirationKey: string) => {
        const expiration = clientExpiration(decodeJwtClaims(token), now());
        if (expiration === null) return;
        storage.setItem(key, token);
        storage.setItem(expirationKey, String(expiration));
    };

    const readValidToken = (key: string, expirationKey: string) => {
        const token = storage.getItem(key);
        const expiration = Number(storage.getItem(expirationKey));
        return token && isUnexpired(expiration || null, now()) ? token : null;
    };

    const validAccessToken = () =>
        readValidToken(
            TOKEN_KEYS.accessToken,
            TOKEN_KEYS.accessTokenExpiration
        );
    const validRefreshToken = () =>
        readValidToken(
            TOKEN_KEYS.refreshToken,
            TOKEN_KEYS.refreshTokenExpiration
        );

    return {
        save: ({ token, refreshToken }) => {
            saveToken(
                token,
                TOKEN_KEYS.accessToken,
                TOKEN_KEYS.accessTokenExpiration
            );
            saveToken(
                refreshToken,
                TOKEN_KEYS.refreshToken,
                TOKEN_KEYS.refreshTokenExpiration
            );
        },
        validAccessToken,
        validRefreshToken,
        hasSession: () =>
            validAccessToken() !== null || validRefreshToken() !== null,
        clear: () =>
            Object.values(TOKEN_KEYS).forEach(key => storage.removeItem(key)),
    };
};

export const tokenStore = createTokenStore(window.localStorage);
