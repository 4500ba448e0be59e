import { describe, expect, it } from 'vitest';
import { defaultPeriod, PERIOD_MIN_GAP_MS, withEnd, withStart } from './period';

const NOW = 1_700_000_000_000;
const period = { startTimeMs: NOW - 60_000, endTimeMs: NOW - 10_000 };

describe('period', () => {
    it('defaults to the last 24 hours ending now', () => {
        expect(defaultPeriod(NOW)).toEqual({ startTimeMs: NOW - 86_400_000, endTimeMs: NOW });
    });

    it.each([
        [NOW - 120_000, NOW - 120_000],
        [NOW - 10_000, NOW - 11_000],
        [NOW, NOW - 11_000],
    ])('start %d is kept at %d (at most end - 1 s)', (start, kept) => {
        expect(withStart(period, start).startTimeMs).toBe(kept);
    });

    it.each([
        [NOW - 30_000, NOW - 30_000],
        [NOW - 60_000, NOW - 59_000],
        [NOW - 90_000, NOW - 59_000],
        [NOW + 5_000, NOW],
    ])('end %d is kept at %d (at least start + 1 s, at most now)', (end, kept) => {
        expect(withEnd(period, end, NOW).endTimeMs).toBe(kept);
    });

    it('keeps a 1 s gap', () => {
        expect(PERIOD_MIN_GAP_MS).toBe(1000);
    });
});
