/** Start and end of a period stay at least a second apart (part 2 §9). */
export const PERIOD_MIN_GAP_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TimePeriod {
    startTimeMs: number;
    endTimeMs: number;
}

/** No value means the last 24 hours ending now. */
export const defaultPeriod = (now: number): TimePeriod => ({ startTimeMs: now - DAY_MS, endTimeMs: now });

/** A new start, clamped to at most end − 1 s. */
export const withStart = (period: TimePeriod, startTimeMs: number): TimePeriod => ({
    ...period,
    startTimeMs: Math.min(startTimeMs, period.endTimeMs - PERIOD_MIN_GAP_MS),
});

/** A new end, clamped to at least start + 1 s and at most now. */
export const withEnd = (period: TimePeriod, endTimeMs: number, now: number): TimePeriod => ({
    ...period,
    endTimeMs: Math.min(Math.max(endTimeMs, period.startTimeMs + PERIOD_MIN_GAP_MS), now),
});
