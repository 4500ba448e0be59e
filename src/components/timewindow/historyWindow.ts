/**
 * The history-only time window of alarm, event and audit-log tables (part2 §2.4 in history-only
 * mode, §3.3 `history`): the last interval up to now, or a fixed period.
 */
export type HistoryWindow =
    | { historyType: 'LAST_INTERVAL'; timewindowMs: number }
    | { historyType: 'FIXED'; fixedTimewindow: { startTimeMs: number; endTimeMs: number } };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The "last" choices the picker offers, shortest first. */
export const LAST_INTERVALS_MS: readonly number[] = [HOUR, 6 * HOUR, 12 * HOUR, DAY, 7 * DAY, 30 * DAY];

/** ThingsBoard's tables open on the last day. */
export const DEFAULT_HISTORY_WINDOW: HistoryWindow = { historyType: 'LAST_INTERVAL', timewindowMs: DAY };

/** The startTime and endTime query parameters of the window, at `now`. */
export function rangeOf(window: HistoryWindow, now: number = Date.now()): { startTime: number; endTime: number } {
    return window.historyType === 'FIXED'
        ? { startTime: window.fixedTimewindow.startTimeMs, endTime: window.fixedTimewindow.endTimeMs }
        : { startTime: now - window.timewindowMs, endTime: now };
}
