/**
 * The history-only time window of alarm, event and audit-log tables (part2 §2.4 in history-only
 * mode, §3.3 `history`): the last interval up to now, or a fixed period.
 */
export type HistoryWindow =
    | { historyType: 'LAST_INTERVAL'; timewindowMs: number }
    | { historyType: 'FIXED'; fixedTimewindow: { startTimeMs: number; endTimeMs: number } };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The "last" choices a quick pick offers, shortest first. */
export const LAST_INTERVALS_MS: readonly number[] = [HOUR, 6 * HOUR, 12 * HOUR, DAY, 7 * DAY, 30 * DAY];

/** ThingsBoard's tables open on the last day. */
export const DEFAULT_HISTORY_WINDOW: HistoryWindow = { historyType: 'LAST_INTERVAL', timewindowMs: DAY };

/** The startTime and endTime query parameters of the window, at `now`. */
export function rangeOf(window: HistoryWindow, now: number = Date.now()): { startTime: number; endTime: number } {
    return window.historyType === 'FIXED'
        ? { startTime: window.fixedTimewindow.startTimeMs, endTime: window.fixedTimewindow.endTimeMs }
        : { startTime: now - window.timewindowMs, endTime: now };
}

/** The units of the interval editor (part2 §3.12), largest first. */
export const INTERVAL_UNITS = [
    { unit: 'DAYS', ms: DAY, label: 'timeinterval.days' },
    { unit: 'HOURS', ms: HOUR, label: 'timeinterval.hours' },
    { unit: 'MINUTES', ms: MINUTE, label: 'timeinterval.minutes' },
    { unit: 'SECONDS', ms: SECOND, label: 'timeinterval.seconds' },
] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number]['unit'];

const msOfUnit = (unit: IntervalUnit) => INTERVAL_UNITS.find(entry => entry.unit === unit)!.ms;

/** An interval as the editor shows it: the largest unit that divides it evenly. */
export function intervalParts(ms: number): { count: number; unit: IntervalUnit } {
    const entry = INTERVAL_UNITS.find(candidate => ms % candidate.ms === 0) ?? INTERVAL_UNITS[INTERVAL_UNITS.length - 1]!;
    return { count: Math.max(1, Math.round(ms / entry.ms)), unit: entry.unit };
}

/** What the panel edits: both choices at once, so switching between them keeps what was typed. */
export interface HistoryWindowDraft {
    historyType: HistoryWindow['historyType'];
    /** The interval count as typed. */
    count: string;
    unit: IntervalUnit;
    /** The period's ends in epoch ms; null while a picker holds no valid date. */
    startTimeMs: number | null;
    endTimeMs: number | null;
}

/** The draft of a window; a last interval gets the period of the last day ending now beside it (part2 §4, period picker). */
export function draftOf(window: HistoryWindow, now: number = Date.now()): HistoryWindowDraft {
    if (window.historyType === 'FIXED') {
        return { historyType: 'FIXED', count: '1', unit: 'DAYS', startTimeMs: window.fixedTimewindow.startTimeMs, endTimeMs: window.fixedTimewindow.endTimeMs };
    }
    const { count, unit } = intervalParts(window.timewindowMs);
    return { historyType: 'LAST_INTERVAL', count: String(count), unit, startTimeMs: now - DAY, endTimeMs: now };
}

/** The window a draft stands for, or null while it is invalid (no whole positive count; a period that does not start before it ends). */
export function windowOf(draft: HistoryWindowDraft): HistoryWindow | null {
    if (draft.historyType === 'LAST_INTERVAL') {
        const count = Number(draft.count);
        if (!/^\d+$/.test(draft.count.trim()) || !Number.isSafeInteger(count) || count < 1) return null;
        return { historyType: 'LAST_INTERVAL', timewindowMs: count * msOfUnit(draft.unit) };
    }
    if (draft.startTimeMs === null || draft.endTimeMs === null || draft.startTimeMs >= draft.endTimeMs) return null;
    return { historyType: 'FIXED', fixedTimewindow: { startTimeMs: draft.startTimeMs, endTimeMs: draft.endTimeMs } };
}

export function sameWindow(a: HistoryWindow, b: HistoryWindow): boolean {
    if (a.historyType === 'LAST_INTERVAL') return b.historyType === 'LAST_INTERVAL' && a.timewindowMs === b.timewindowMs;
    return b.historyType === 'FIXED' && a.fixedTimewindow.startTimeMs === b.fixedTimewindow.startTimeMs && a.fixedTimewindow.endTimeMs === b.fixedTimewindow.endTimeMs;
}
