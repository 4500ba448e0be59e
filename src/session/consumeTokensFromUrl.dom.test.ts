import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../providers/auth/fakeJwt';
import { createTokenStore } from '../providers/auth/tokenStore';
import { consumeTokensFromUrl } from './consumeTokensFromUrl';

describe('consumeTokensFromUrl', () => {
    const tokens = createTokenStore(window.localStorage);
    const access = fakeJwt({ iat: 1, exp: 9001 });
    const refresh = fakeJwt({ iat: 1, exp: 604801 });
    const history = { state: { key: 'k' }, replaceState: vi.fn() };

    beforeEach(() => {
        localStorage.clear();
        history.replaceState.mockClear();
    });

    it('stores the tokens and removes them from the address', () => {
        consumeTokensFromUrl(
            {
                pathname: '/dashboards/42',
                search: `?accessToken=${access}&state=abc&refreshToken=${refresh}`,
                hash: '#top',
            },
            history,
            tokens
        );

        expect(tokens.validAccessToken()).toBe(access);
        expect(tokens.validRefreshToken()).toBe(refresh);
        expect(history.replaceState).toHaveBeenCalledWith(
            { key: 'k' },
            '',
            '/dashboards/42?state=abc#top'
        );
    });

    it('does nothing unless both tokens are there', () => {
        consumeTokensFromUrl(
            { pathname: '/home', search: `?accessToken=${access}`, hash: '' },
            history,
            tokens
        );

        expect(tokens.hasSession()).toBe(false);
        expect(history.replaceState).not.toHaveBeenCalled();
    });
});
