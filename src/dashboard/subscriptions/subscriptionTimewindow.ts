import { boundIntervalToTimewindow, DEFAULT_MAX_DATAPOINTS_LIMIT, maxDatapointsFromServer, type AggregationType } from '../../lib/time/aggregation';
import type { QuickTimeInterval } from '../../lib/time/quickIntervals';
import { REALTIME_TYPE, TIMEWINDOW_TAB, timewindowModel, type Timewindow } from '../../lib/time/timewindow';
import { realtimeWindowMs, timewindowRange } from '../../lib/time/timewindowRange';

export interface SubscriptionAggregation {
    type: AggregationType;
    /** Bucket width in ms (1 s without aggregation), bounded by the window (part1 §9). */
    interval: number;
    /** Points per key: the window's limit for NONE, else one per bucket. */
    limit: number;
}

/** A realtime window: the server sends the window, then live points; the window slides with the clock. */
export interface RealtimeSubscriptionWindow {
    realtime: true;
    startTs: number;
    /** What the tsCmd asks for: the window, plus one interval when the start was aligned to a bucket. */
    timeWindow: number;
    /** A quick interval (current day, …) stays put until its period ends, then starts again. */
    quickInterval: QuickTimeInterval | null;
    aggregation: SubscriptionAggregation;
}

/** A history window: one answer for a fixed period. */
export interface HistorySubscriptionWindow {
    realtime: false;
    startTs: number;
    endTs: number;
    aggregation: SubscriptionAggregation;
}

export type SubscriptionWindow = RealtimeSubscriptionWindow | HistorySubscriptionWindow;

/**
 * What a widget's time window asks of the server at `now` (ThingsBoard's createSubscriptionTimewindow):
 * the period, the aggregation interval bounded to it, and the limit. A last-interval realtime window
 * starts on a bucket boundary (and reaches one interval further) so live points fall into the same
 * buckets as the server's. `serverMaxDatapoints` is the system's maxDatapointsLimit as the server gave it (500 until it has).
 */
export function subscriptionWindow(value: Timewindow | null | undefined, now: number, serverMaxDatapoints?: number | null): SubscriptionWindow {
    const maxDatapoints = maxDatapointsFromServer(serverMaxDatapoints ?? DEFAULT_MAX_DATAPOINTS_LIMIT);
    const model = timewindowModel(value, { now, maxDatapoints });
    const type = value?.aggregation ? model.aggregation.type : 'AVG';
    // A limit missing from the stored window means the maximum (the panel's half-maximum is only its default).
    const noneLimit = Math.min(value?.aggregation?.limit || maxDatapoints, maxDatapoints);
    /** `boundsWindowMs` bounds the interval; `aggWindowMs` (the period asked for) counts the buckets. */
    const aggregation = (boundsWindowMs: number, interval: number, aggWindowMs = boundsWindowMs): SubscriptionAggregation => {
        const bounded = boundIntervalToTimewindow(boundsWindowMs, interval, type);
        return { type, interval: bounded, limit: type === 'NONE' ? noneLimit : Math.ceil(aggWindowMs / bounded) };
    };
    const range = timewindowRange(model, now);

    if (model.selectedTab === TIMEWINDOW_TAB.HISTORY) {
        const windowMs = range.endTimeMs - range.startTimeMs;
        return { realtime: false, startTs: range.startTimeMs, endTs: range.endTimeMs, aggregation: aggregation(windowMs, model.history.interval) };
    }
    const windowMs = realtimeWindowMs(model.realtime);
    if (model.realtime.realtimeType === REALTIME_TYPE.INTERVAL) {
        return { realtime: true, startTs: range.startTimeMs, timeWindow: windowMs, quickInterval: model.realtime.quickInterval, aggregation: aggregation(windowMs, model.realtime.interval) };
    }
    const interval = boundIntervalToTimewindow(windowMs, model.realtime.interval, type);
    const offset = range.startTimeMs % interval;
    const timeWindow = offset ? windowMs + interval : windowMs;
    return { realtime: true, startTs: range.startTimeMs - offset, timeWindow, quickInterval: null, aggregation: aggregation(windowMs, model.realtime.interval, timeWindow) };
}
