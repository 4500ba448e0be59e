import { quickIntervalPeriodMs, quickIntervalRange } from './quickIntervals';
import { HISTORY_TYPE, REALTIME_TYPE, TIMEWINDOW_TAB, type FixedTimewindow, type TimewindowModel } from './timewindow';
import { DAY } from './units';

/**
 * The start and end (epoch ms) a window selects at `now`: the last interval up to now, the
 * calendar period of a quick interval in the window's zone, or the fixed period as it is.
 */
export function timewindowRange(model: TimewindowModel, now: number): FixedTimewindow {
    if (model.selectedTab === TIMEWINDOW_TAB.REALTIME) {
        return model.realtime.realtimeType === REALTIME_TYPE.INTERVAL
            ? quickIntervalRange(model.realtime.quickInterval, now, model.timezone)
            : { startTimeMs: now - model.realtime.timewindowMs, endTimeMs: now };
    }
    switch (model.history.historyType) {
        case HISTORY_TYPE.LAST_INTERVAL:
            return { startTimeMs: now - model.history.timewindowMs, endTimeMs: now };
        case HISTORY_TYPE.INTERVAL:
            return quickIntervalRange(model.history.quickInterval, now, model.timezone);
        default:
            return { ...model.history.fixedTimewindow };
    }
}

/** The length of the realtime window the aggregation-interval bounds derive from. */
export function realtimeWindowMs(realtime: TimewindowModel['realtime']): number {
    return realtime.realtimeType === REALTIME_TYPE.INTERVAL ? quickIntervalPeriodMs(realtime.quickInterval) : realtime.timewindowMs;
}

/** The length of the history window the aggregation-interval bounds derive from (a day while the period is incomplete). */
export function historyWindowMs(history: TimewindowModel['history']): number {
    switch (history.historyType) {
        case HISTORY_TYPE.LAST_INTERVAL:
            return history.timewindowMs;
        case HISTORY_TYPE.INTERVAL:
            return quickIntervalPeriodMs(history.quickInterval);
        default:
            return history.fixedTimewindow.endTimeMs - history.fixedTimewindow.startTimeMs || DAY;
    }
}
