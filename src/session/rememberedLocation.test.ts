import { describe, expect, it } from 'vitest';
import { afterLoginPath, rememberLocation } from './rememberedLocation';

describe('afterLoginPath', () => {
    it('returns to the remembered page with its query', () => {
        const state = rememberLocation({
            pathname: '/dashboards/42',
            search: '?state=abc',
        });
        expect(afterLoginPath(state)).toBe('/dashboards/42?state=abc');
    });

    it('goes home when nothing was remembered', () => {
        expect(afterLoginPath(null)).toBe('/home');
        expect(afterLoginPath({})).toBe('/home');
        expect(afterLoginPath('garbage')).toBe('/home');
    });

    it('never returns to the root or a public page', () => {
        expect(afterLoginPath({ nextPathname: '/' })).toBe('/home');
        expect(afterLoginPath({ nextPathname: '/login' })).toBe('/home');
        expect(afterLoginPath({ nextPathname: '/login/resetPassword' })).toBe(
            '/home'
        );
        expect(afterLoginPath({ nextPathname: '//evil.example' })).toBe(
            '/home'
        );
    });
});
