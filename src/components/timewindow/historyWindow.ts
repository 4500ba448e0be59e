import { quickIntervalRange, type QuickTimeInterval } from '../../lib/time/quickIntervals';
import { HISTORY_TYPE, TIMEWINDOW_TAB, type Timewindow, type TimewindowModel } from '../../lib/time/timewindow';
import { DAY } from '../../lib/time/units';

/**
 * The history-only time window of alarm, event and audit-log tables (part2 §2.4 in history-only
 * mode, §3.3 `history`): the last interval up to now, a fixed period, or a quick interval.
 */
export type HistoryWindow =
    | { historyType: 'LAST_INTERVAL'; timewindowMs: number }
    | { historyType: 'FIXED'; fixedTimewindow: { startTimeMs: number; endTimeMs: number } }
    | { historyType: 'INTERVAL'; quickInterval: QuickTimeInterval };

/** ThingsBoard's tables open on the last day. */
export const DEFAULT_HISTORY_WINDOW: HistoryWindow = { historyType: 'LAST_INTERVAL', timewindowMs: DAY };

/** The startTime and endTime query parameters of the window, at `now` (quick intervals in the browser's zone). */
export function rangeOf(window: HistoryWindow, now: number = Date.now()): { startTime: number; endTime: number } {
    if (window.historyType === 'FIXED') return { startTime: window.fixedTimewindow.startTimeMs, endTime: window.fixedTimewindow.endTimeMs };
    if (window.historyType === 'INTERVAL') {
        const range = quickIntervalRange(window.quickInterval, now);
        return { startTime: range.startTimeMs, endTime: range.endTimeMs };
    }
    return { startTime: now - window.timewindowMs, endTime: now };
}

/** The window as the full control's stored value (the History tab). */
export function timewindowOfHistory(window: HistoryWindow): Timewindow {
    switch (window.historyType) {
        case 'LAST_INTERVAL':
            return { selectedTab: TIMEWINDOW_TAB.HISTORY, history: { historyType: HISTORY_TYPE.LAST_INTERVAL, timewindowMs: window.timewindowMs } };
        case 'FIXED':
            return { selectedTab: TIMEWINDOW_TAB.HISTORY, history: { historyType: HISTORY_TYPE.FIXED, fixedTimewindow: { ...window.fixedTimewindow } } };
        case 'INTERVAL':
            return { selectedTab: TIMEWINDOW_TAB.HISTORY, history: { historyType: HISTORY_TYPE.INTERVAL, quickInterval: window.quickInterval } };
    }
}

/** The history part of the full control's value. */
export function historyOfTimewindow({ history }: Pick<TimewindowModel, 'history'>): HistoryWindow {
    switch (history.historyType) {
        case HISTORY_TYPE.FIXED:
            return { historyType: 'FIXED', fixedTimewindow: { ...history.fixedTimewindow } };
        case HISTORY_TYPE.INTERVAL:
            return { historyType: 'INTERVAL', quickInterval: history.quickInterval };
        default:
            return { historyType: 'LAST_INTERVAL', timewindowMs: history.timewindowMs };
    }
}

/** What a time-windowed table (alarms, audit logs, events) asks for: one page, its sort and text search, the window ending at `now`. */
export interface TimeWindowedPageParams {
    page: number;
    pageSize: number;
    sortProperty: string;
    sortOrder: 'ASC' | 'DESC';
    window: HistoryWindow;
    textSearch?: string;
}

/** The page link and time window query parameters of a time-windowed table's request. */
export function timeWindowedPageQuery(params: TimeWindowedPageParams, now: number = Date.now()) {
    const { startTime, endTime } = rangeOf(params.window, now);
    return {
        pageSize: params.pageSize,
        page: params.page,
        sortProperty: params.sortProperty,
        sortOrder: params.sortOrder,
        textSearch: params.textSearch?.trim() || undefined,
        startTime,
        endTime,
    };
}
