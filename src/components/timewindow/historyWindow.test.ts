import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { timewindowModel } from '../../lib/time/timewindow';
import { DEFAULT_HISTORY_WINDOW, historyOfTimewindow, rangeOf, timewindowOfHistory, type HistoryWindow } from './historyWindow';

const DAY = 86_400_000;

describe('history window', () => {
    it('opens on the last day', () => {
        expect(rangeOf(DEFAULT_HISTORY_WINDOW, 100_000_000)).toEqual({ startTime: 100_000_000 - DAY, endTime: 100_000_000 });
    });

    it('gives a fixed period as it is', () => {
        expect(rangeOf({ historyType: 'FIXED', fixedTimewindow: { startTimeMs: 5, endTimeMs: 9 } }, 100)).toEqual({ startTime: 5, endTime: 9 });
    });

    it('gives a quick interval in the browser zone', () => {
        const now = DateTime.fromISO('2026-05-13T14:00:00').toMillis();
        expect(rangeOf({ historyType: 'INTERVAL', quickInterval: 'YESTERDAY' }, now)).toEqual({
            startTime: DateTime.fromISO('2026-05-12T00:00:00').toMillis(),
            endTime: DateTime.fromISO('2026-05-13T00:00:00').toMillis(),
        });
    });

    it('goes through the full control and back unchanged', () => {
        const windows: HistoryWindow[] = [
            DEFAULT_HISTORY_WINDOW,
            { historyType: 'FIXED', fixedTimewindow: { startTimeMs: 5, endTimeMs: 9 } },
            { historyType: 'INTERVAL', quickInterval: 'PREVIOUS_MONTH' },
        ];
        for (const window of windows) expect(historyOfTimewindow(timewindowModel(timewindowOfHistory(window), { now: 0 }, { historyOnly: true }))).toEqual(window);
    });
});
