import { DAY, HOUR, MINUTE, SECOND } from './units';

/** The aggregation functions of part2 §3.12, in ThingsBoard's order. */
export const AGGREGATION_TYPES = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'] as const;
export type AggregationType = (typeof AGGREGATION_TYPES)[number];

export const aggregationLabelKey = (type: AggregationType): string => `aggregation.${type.toLowerCase()}`;

/** The smallest limit the slider offers (part1 §9: the absolute minimum is 7). */
export const MIN_DATAPOINTS_LIMIT = 7;
/** The console's maximum until the server has answered GET /api/dashboard/maxDatapointsLimit. */
export const DEFAULT_MAX_DATAPOINTS_LIMIT = 500;

/** The server's max datapoints as the console uses it: missing, or 7 or less, becomes 8 (part1 §9). */
export const maxDatapointsFromServer = (value: number | null | undefined): number =>
    !value || value <= MIN_DATAPOINTS_LIMIT ? MIN_DATAPOINTS_LIMIT + 1 : value;

/** A limit as the panel loads it: empty or zero becomes the minimum, anything else is clamped into range (part2 §5.1). */
export const clampLimit = (limit: number | null | undefined, maxLimit: number): number =>
    !limit || limit < MIN_DATAPOINTS_LIMIT ? MIN_DATAPOINTS_LIMIT : Math.min(limit, maxLimit);

/** Aggregation intervals never go below a second nor above 7300 days (part1 §9). */
export const MIN_AGGREGATION_INTERVAL = SECOND;
export const MAX_AGGREGATION_INTERVAL = 7300 * DAY;

/** The aggregation-interval choices of part2 §3.12, shortest first. */
export const AGGREGATION_INTERVALS: readonly number[] = [
    SECOND, 5 * SECOND, 10 * SECOND, 15 * SECOND, 30 * SECOND,
    MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE,
    HOUR, 2 * HOUR, 5 * HOUR, 10 * HOUR, 12 * HOUR,
    DAY, 7 * DAY, 30 * DAY,
];

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A lower bound rounded up to whole seconds and kept within the absolute bounds; none means 1 s. */
export const boundMinInterval = (min?: number | null): number =>
    min == null ? MIN_AGGREGATION_INTERVAL : clamp(Math.ceil(min / SECOND) * SECOND, MIN_AGGREGATION_INTERVAL, MAX_AGGREGATION_INTERVAL);

/** An upper bound rounded down to whole seconds and kept within the absolute bounds; none means 7300 days. */
export const boundMaxInterval = (max?: number | null): number =>
    max == null ? MAX_AGGREGATION_INTERVAL : clamp(Math.floor(max / SECOND) * SECOND, MIN_AGGREGATION_INTERVAL, MAX_AGGREGATION_INTERVAL);

/** The finest grouping a window allows: window/500. */
export const minIntervalLimit = (windowMs: number): number => boundMinInterval(windowMs / 500);
/** The grouping chosen when none is given: window/200. */
export const avgInterval = (windowMs: number): number => boundMinInterval(windowMs / 200);
/** The coarsest grouping a window allows: window/7. */
export const maxIntervalLimit = (windowMs: number): number => boundMaxInterval(windowMs / MIN_DATAPOINTS_LIMIT);

/** The predefined intervals between the (rounded) bounds. */
export const intervalChoices = (min?: number | null, max?: number | null): number[] => {
    const low = boundMinInterval(min);
    const high = boundMaxInterval(max);
    return AGGREGATION_INTERVALS.filter(interval => interval >= low && interval <= high);
};

/** The predefined interval nearest to `intervalMs` (or to `min` when there is none); the first on a tie. */
export const nearestPredefinedInterval = (min: number, max: number, intervalMs?: number | null): number => {
    const wanted = intervalMs || min;
    const choices = intervalChoices(min, max);
    if (choices.length === 0) return wanted;
    return choices.reduce((best, choice) => (Math.abs(choice - wanted) < Math.abs(best - wanted) ? choice : best));
};

/**
 * The aggregation interval a window of `windowMs` uses (ThingsBoard's boundIntervalToTimewindow):
 * 1 s without aggregation; a given interval clamped to window/500 … window/7; otherwise the
 * predefined interval nearest to window/200.
 */
export function boundIntervalToTimewindow(windowMs: number, intervalMs: number | null | undefined, type: AggregationType): number {
    if (type === 'NONE') return SECOND;
    const min = minIntervalLimit(windowMs);
    const max = maxIntervalLimit(windowMs);
    if (intervalMs) return clamp(intervalMs, min, max);
    return nearestPredefinedInterval(min, max, avgInterval(windowMs));
}
