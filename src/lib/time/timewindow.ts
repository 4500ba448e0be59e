import { AGGREGATION_TYPES, DEFAULT_MAX_DATAPOINTS_LIMIT, type AggregationType } from './aggregation';
import { isQuickTimeInterval, type QuickTimeInterval } from './quickIntervals';
import { DAY, MINUTE, SECOND } from './units';

/** ThingsBoard's numeric enums, as dashboards store them (thingsboard-api §1.5). */
export const TIMEWINDOW_TAB = { REALTIME: 0, HISTORY: 1 } as const;
export const REALTIME_TYPE = { LAST_INTERVAL: 0, INTERVAL: 1 } as const;
export const HISTORY_TYPE = { LAST_INTERVAL: 0, FIXED: 1, INTERVAL: 2 } as const;
export type TimewindowTab = (typeof TIMEWINDOW_TAB)[keyof typeof TIMEWINDOW_TAB];
export type RealtimeType = (typeof REALTIME_TYPE)[keyof typeof REALTIME_TYPE];
export type HistoryType = (typeof HISTORY_TYPE)[keyof typeof HISTORY_TYPE];

export interface FixedTimewindow {
    startTimeMs: number;
    endTimeMs: number;
}

/** A time window as a dashboard or widget stores it (part2 §3.3): every field may be missing. */
export interface Timewindow {
    displayValue?: string;
    selectedTab?: TimewindowTab;
    hideInterval?: boolean;
    hideAggregation?: boolean;
    hideAggInterval?: boolean;
    hideTimezone?: boolean;
    realtime?: { realtimeType?: RealtimeType; timewindowMs?: number; interval?: number; quickInterval?: QuickTimeInterval };
    history?: { historyType?: HistoryType; timewindowMs?: number; interval?: number; fixedTimewindow?: Partial<FixedTimewindow>; quickInterval?: QuickTimeInterval };
    aggregation?: { type?: AggregationType; limit?: number };
    timezone?: string | null;
}

/** The same window with every field filled in: what the control edits. */
export interface TimewindowModel {
    selectedTab: TimewindowTab;
    hideInterval: boolean;
    hideAggregation: boolean;
    hideAggInterval: boolean;
    hideTimezone: boolean;
    realtime: { realtimeType: RealtimeType; timewindowMs: number; interval: number; quickInterval: QuickTimeInterval };
    history: { historyType: HistoryType; timewindowMs: number; interval: number; fixedTimewindow: FixedTimewindow; quickInterval: QuickTimeInterval };
    aggregation: { type: AggregationType; limit: number };
    /** An IANA zone id; null is the browser's time. */
    timezone: string | null;
}

export interface TimewindowContext {
    /** The clock, for the default fixed period (the last day ending now). */
    now: number;
    /** The maximum datapoints (see maxDatapointsFromServer); the default limit is half of it. */
    maxDatapoints?: number;
}

/**
 * The default window (part2 §9): realtime, the last minute grouped by the second; history the
 * last minute beside a fixed period of the last day; CURRENT_DAY as quick interval; AVG with
 * half the maximum datapoints.
 */
export function defaultTimewindow({ now, maxDatapoints = DEFAULT_MAX_DATAPOINTS_LIMIT }: TimewindowContext): TimewindowModel {
    return {
        selectedTab: TIMEWINDOW_TAB.REALTIME,
        hideInterval: false,
        hideAggregation: false,
        hideAggInterval: false,
        hideTimezone: false,
        realtime: { realtimeType: REALTIME_TYPE.LAST_INTERVAL, timewindowMs: MINUTE, interval: SECOND, quickInterval: 'CURRENT_DAY' },
        history: {
            historyType: HISTORY_TYPE.LAST_INTERVAL,
            timewindowMs: MINUTE,
            interval: SECOND,
            fixedTimewindow: { startTimeMs: now - DAY, endTimeMs: now },
            quickInterval: 'CURRENT_DAY',
        },
        aggregation: { type: 'AVG', limit: Math.floor(maxDatapoints / 2) },
        timezone: null,
    };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The tab a stored window shows: its selectedTab, else realtime when it has a realtime part, else history (part2 §3.3). */
export const selectedTabOf = (value: Timewindow): TimewindowTab =>
    value.selectedTab === TIMEWINDOW_TAB.REALTIME || value.selectedTab === TIMEWINDOW_TAB.HISTORY
        ? value.selectedTab
        : value.realtime !== undefined ? TIMEWINDOW_TAB.REALTIME : TIMEWINDOW_TAB.HISTORY;

const realtimeTypeOf = (realtime: NonNullable<Timewindow['realtime']>): RealtimeType =>
    realtime.realtimeType ?? (realtime.quickInterval !== undefined ? REALTIME_TYPE.INTERVAL : REALTIME_TYPE.LAST_INTERVAL);

const historyTypeOf = (history: NonNullable<Timewindow['history']>): HistoryType =>
    history.historyType ??
    (history.timewindowMs !== undefined ? HISTORY_TYPE.LAST_INTERVAL : history.quickInterval !== undefined ? HISTORY_TYPE.INTERVAL : HISTORY_TYPE.FIXED);

export interface TimewindowModes {
    /** Only the History tab (alarm, event and audit-log tables). */
    historyOnly?: boolean;
    /** The realtime tab offers only a quick interval. */
    quickIntervalOnly?: boolean;
}

/**
 * A stored window over the defaults (ThingsBoard's initModelFromDefaultTimewindow): missing types
 * are inferred from the fields present, a missing or zero limit is half the maximum datapoints.
 */
export function timewindowModel(value: Timewindow | null | undefined, context: TimewindowContext, modes: TimewindowModes = {}): TimewindowModel {
    const model = defaultTimewindow(context);
    if (value) {
        model.hideInterval = value.hideInterval === true;
        model.hideAggregation = value.hideAggregation === true;
        model.hideAggInterval = value.hideAggInterval === true;
        model.hideTimezone = value.hideTimezone === true;
        model.selectedTab = selectedTabOf(value);
        const { realtime, history, aggregation } = value;
        if (realtime) {
            model.realtime.realtimeType = realtimeTypeOf(realtime);
            if (isNumber(realtime.interval)) model.realtime.interval = realtime.interval;
            if (isNumber(realtime.timewindowMs)) model.realtime.timewindowMs = realtime.timewindowMs;
            if (isQuickTimeInterval(realtime.quickInterval)) model.realtime.quickInterval = realtime.quickInterval;
        }
        if (history) {
            model.history.historyType = historyTypeOf(history);
            if (isNumber(history.interval)) model.history.interval = history.interval;
            if (isNumber(history.timewindowMs)) model.history.timewindowMs = history.timewindowMs;
            if (isQuickTimeInterval(history.quickInterval)) model.history.quickInterval = history.quickInterval;
            if (isNumber(history.fixedTimewindow?.startTimeMs)) model.history.fixedTimewindow.startTimeMs = history.fixedTimewindow.startTimeMs;
            if (isNumber(history.fixedTimewindow?.endTimeMs)) model.history.fixedTimewindow.endTimeMs = history.fixedTimewindow.endTimeMs;
        }
        if (aggregation) {
            if (AGGREGATION_TYPES.includes(aggregation.type as AggregationType)) model.aggregation.type = aggregation.type as AggregationType;
            if (aggregation.limit) model.aggregation.limit = aggregation.limit;
        }
        model.timezone = value.timezone || null;
    }
    if (modes.quickIntervalOnly) model.realtime.realtimeType = REALTIME_TYPE.INTERVAL;
    if (modes.historyOnly) model.selectedTab = TIMEWINDOW_TAB.HISTORY;
    return model;
}

/** The model as ThingsBoard stores it (cloneSelectedTimewindow): no display value, no null timezone. */
export function storedTimewindow(model: TimewindowModel): Timewindow {
    const stored: Timewindow = {
        hideInterval: model.hideInterval,
        hideAggregation: model.hideAggregation,
        hideAggInterval: model.hideAggInterval,
        hideTimezone: model.hideTimezone,
        selectedTab: model.selectedTab,
        realtime: { ...model.realtime },
        history: { ...model.history, fixedTimewindow: { ...model.history.fixedTimewindow } },
        aggregation: { ...model.aggregation },
    };
    if (model.timezone) stored.timezone = model.timezone;
    return stored;
}

/** Deep equality of two models: the panel's Update stays disabled while nothing changed. */
export const sameTimewindow = (a: TimewindowModel, b: TimewindowModel): boolean => JSON.stringify(storedTimewindow(a)) === JSON.stringify(storedTimewindow(b));
