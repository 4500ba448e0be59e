import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../providers/auth/fakeJwt';
import { fakeUser } from '../../providers/auth/fakeUser';
import { tokenStore } from '../../providers/auth/tokenStore';
import { LANGUAGE_STORAGE_KEY, languageStore } from '../../providers/i18n/languageStore';
import { switchLanguage } from './switchLanguage';

describe('switching the language from the palette', () => {
    beforeEach(() => {
        tokenStore.save({ token: fakeJwt({ scopes: ['TENANT_ADMIN'], iat: 1, exp: 9001 }), refreshToken: fakeJwt({ iat: 1, exp: 604801 }) });
    });
    afterEach(async () => {
        vi.unstubAllGlobals();
        await languageStore.setLanguage('en_US');
    });

    it('applies at once, is remembered here and saved in the user for the next sign-in, as the profile does', async () => {
        const fetch = vi.fn(async (_input: string, init?: RequestInit) => new Response(String(init?.body), { headers: { 'Content-Type': 'application/json' } }));
        vi.stubGlobal('fetch', fetch);
        await switchLanguage('de_DE', fakeUser({ additionalInfo: { defaultDashboardId: 'd1' } }));
        expect(languageStore.getSnapshot().locale).toBe('de_DE');
        expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de_DE');
        const [path, init] = fetch.mock.calls[0]!;
        expect(path).toBe('/api/user');
        expect(JSON.parse(String(init?.body)).additionalInfo).toEqual({ defaultDashboardId: 'd1', lang: 'de_DE' });
    });
});
