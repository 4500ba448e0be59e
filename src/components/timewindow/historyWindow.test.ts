import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_WINDOW, draftOf, intervalParts, rangeOf, sameWindow, windowOf, type HistoryWindowDraft } from './historyWindow';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('history window', () => {
    it('opens on the last day', () => {
        expect(rangeOf(DEFAULT_HISTORY_WINDOW, 100_000_000)).toEqual({ startTime: 100_000_000 - DAY, endTime: 100_000_000 });
    });

    it('gives a fixed period as it is', () => {
        expect(rangeOf({ historyType: 'FIXED', fixedTimewindow: { startTimeMs: 5, endTimeMs: 9 } }, 100)).toEqual({ startTime: 5, endTime: 9 });
    });

    it('shows an interval in the largest unit that divides it', () => {
        expect(intervalParts(7 * DAY)).toEqual({ count: 7, unit: 'DAYS' });
        expect(intervalParts(36 * HOUR)).toEqual({ count: 36, unit: 'HOURS' });
        expect(intervalParts(90_000)).toEqual({ count: 90, unit: 'SECONDS' });
    });

    it('drafts a last interval beside a period of the last day ending now', () => {
        expect(draftOf({ historyType: 'LAST_INTERVAL', timewindowMs: 2 * HOUR }, 10 * DAY)).toEqual({
            historyType: 'LAST_INTERVAL', count: '2', unit: 'HOURS', startTimeMs: 9 * DAY, endTimeMs: 10 * DAY,
        });
    });

    it('turns a valid draft into a window and an invalid one into null', () => {
        const draft: HistoryWindowDraft = { historyType: 'LAST_INTERVAL', count: '3', unit: 'MINUTES', startTimeMs: 1, endTimeMs: 2 };
        expect(windowOf(draft)).toEqual({ historyType: 'LAST_INTERVAL', timewindowMs: 180_000 });
        for (const count of ['0', '-1', '1.5', '', 'x']) expect(windowOf({ ...draft, count })).toBeNull();
        const period = { ...draft, historyType: 'FIXED' as const };
        expect(windowOf(period)).toEqual({ historyType: 'FIXED', fixedTimewindow: { startTimeMs: 1, endTimeMs: 2 } });
        expect(windowOf({ ...period, startTimeMs: 2 })).toBeNull();
        expect(windowOf({ ...period, endTimeMs: null })).toBeNull();
    });

    it('compares windows by what they select', () => {
        expect(sameWindow({ historyType: 'LAST_INTERVAL', timewindowMs: DAY }, DEFAULT_HISTORY_WINDOW)).toBe(true);
        expect(sameWindow({ historyType: 'LAST_INTERVAL', timewindowMs: HOUR }, DEFAULT_HISTORY_WINDOW)).toBe(false);
        const fixed = { historyType: 'FIXED' as const, fixedTimewindow: { startTimeMs: 1, endTimeMs: 2 } };
        expect(sameWindow(fixed, { historyType: 'FIXED', fixedTimewindow: { startTimeMs: 1, endTimeMs: 2 } })).toBe(true);
        expect(sameWindow(fixed, DEFAULT_HISTORY_WINDOW)).toBe(false);
    });
});
