import { describe, expect, it } from 'vitest';
import { isShareableLink, SHARE_TARGETS } from './socialShare';

describe('social share', () => {
    it.each([
        [undefined, false],
        ['', false],
        ['http://localhost:8080/dashboard/1', false],
        ['http://127.0.0.1/x', false],
        ['http://[::1]/x', false],
        ['not a url', false],
        ['https://demo.example.com/dashboard/1', true],
    ])('%j shareable: %j', (link, expected) => {
        expect(isShareableLink(link)).toBe(expected);
    });

    it('shares to Facebook, Twitter, Linkedin and Reddit with the link encoded', () => {
        expect(SHARE_TARGETS.map(target => target.network)).toEqual(['Facebook', 'Twitter', 'Linkedin', 'Reddit']);
        expect(SHARE_TARGETS[0].url({ shareLink: 'https://a.example/x?y=1' })).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fa.example%2Fx%3Fy%3D1');
    });
});
