import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_WINDOW, rangeOf } from './historyWindow';

describe('history window', () => {
    it('opens on the last day', () => {
        expect(rangeOf(DEFAULT_HISTORY_WINDOW, 100_000_000)).toEqual({ startTime: 100_000_000 - 86_400_000, endTime: 100_000_000 });
    });

    it('gives a fixed period as it is', () => {
        expect(rangeOf({ historyType: 'FIXED', fixedTimewindow: { startTimeMs: 5, endTimeMs: 9 } }, 100)).toEqual({ startTime: 5, endTime: 9 });
    });
});
