import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

const NOW = 1_700_000_000_000;

describe('timeAgo', () => {
    it('tells the time in the largest whole unit', () => {
        expect(timeAgo(NOW - 5_000, NOW, 'en-US')).toBe('5 seconds ago');
        expect(timeAgo(NOW - 3 * 60_000 - 10_000, NOW, 'en-US')).toBe('3 minutes ago');
        expect(timeAgo(NOW - 2 * 3_600_000, NOW, 'en-US')).toBe('2 hours ago');
        expect(timeAgo(NOW - 86_400_000, NOW, 'en-US')).toBe('yesterday');
    });
    it('says "now" for the current moment and for a server clock slightly ahead', () => {
        expect(timeAgo(NOW, NOW, 'en-US')).toBe('now');
        expect(timeAgo(NOW + 2_000, NOW, 'en-US')).toBe('now');
    });
    it('speaks the console language', () => {
        expect(timeAgo(NOW - 2 * 3_600_000, NOW, 'de-DE')).toBe('vor 2 Stunden');
    });
});
