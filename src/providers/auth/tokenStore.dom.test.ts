import { beforeEach, describe, expect, it } from 'vitest';
import { fakeJwt } from './fakeJwt';
import { createTokenStore, TOKEN_KEYS } from './tokenStore';

const lifetime = (seconds: number) => fakeJwt({ iat: 1000, exp: 1000 + seconds });

describe('tokenStore', () => {
    let now: number;
    const store = createTokenStore(window.localStorage, () => now);

    beforeEach(() => {
        window.localStorage.clear();
        now = 5_000_000;
    });

    it('stores both tokens with client-clock expirations under the ThingsBoard keys', () => {
        const pair = { token: lifetime(9000), refreshToken: lifetime(604800) };
        store.save(pair);

        expect(localStorage.getItem(TOKEN_KEYS.accessToken)).toBe(pair.token);
        expect(localStorage.getItem('jwt_token_expiration')).toBe(
            String(now + 9_000_000)
        );
        expect(localStorage.getItem('refresh_token')).toBe(pair.refreshToken);
        expect(localStorage.getItem('refresh_token_expiration')).toBe(
            String(now + 604_800_000)
        );
        expect(store.validAccessToken()).toBe(pair.token);
        expect(store.validRefreshToken()).toBe(pair.refreshToken);
    });

    it('does not store a token whose exp − iat is not positive', () => {
        store.save({ token: lifetime(0), refreshToken: lifetime(60) });

        expect(localStorage.getItem('jwt_token')).toBeNull();
        expect(localStorage.getItem('jwt_token_expiration')).toBeNull();
        expect(store.validRefreshToken()).not.toBeNull();
    });

    it('stops returning a token 2 s before it expires', () => {
        store.save({ token: lifetime(10), refreshToken: lifetime(60) });

        now += 7_999;
        expect(store.validAccessToken()).not.toBeNull();
        now += 1;
        expect(store.validAccessToken()).toBeNull();
        expect(store.hasSession()).toBe(true);

        now += 50_000;
        expect(store.validRefreshToken()).toBeNull();
        expect(store.hasSession()).toBe(false);
    });

    it('clears all four keys', () => {
        store.save({ token: lifetime(10), refreshToken: lifetime(60) });
        store.clear();

        expect(localStorage.length).toBe(0);
        expect(store.hasSession()).toBe(false);
    });
});
