import { DateTime } from 'luxon';
import { DAY, HOUR, MONTH, WEEK, YEAR } from './units';

/**
 * The quick intervals of part2 §3.12, in ThingsBoard's order and spelling. A "current" one is the
 * calendar period that holds now; its "so far" variant ends at now instead of at the period's end.
 */
export const QUICK_INTERVALS = [
    'YESTERDAY',
    'DAY_BEFORE_YESTERDAY',
    'THIS_DAY_LAST_WEEK',
    'PREVIOUS_WEEK',
    'PREVIOUS_WEEK_ISO',
    'PREVIOUS_MONTH',
    'PREVIOUS_YEAR',
    'CURRENT_HOUR',
    'CURRENT_DAY',
    'CURRENT_DAY_SO_FAR',
    'CURRENT_WEEK',
    'CURRENT_WEEK_ISO',
    'CURRENT_WEEK_SO_FAR',
    'CURRENT_WEEK_ISO_SO_FAR',
    'CURRENT_MONTH',
    'CURRENT_MONTH_SO_FAR',
    'CURRENT_YEAR',
    'CURRENT_YEAR_SO_FAR',
] as const;
export type QuickTimeInterval = (typeof QUICK_INTERVALS)[number];

export const isQuickTimeInterval = (value: unknown): value is QuickTimeInterval => QUICK_INTERVALS.includes(value as QuickTimeInterval);

/** The quick-interval select's list: all, or only the CURRENT_ ones (part2 §9; the realtime tab). */
export const quickIntervalChoices = (currentOnly: boolean): readonly QuickTimeInterval[] =>
    currentOnly ? QUICK_INTERVALS.filter(interval => interval.startsWith('CURRENT_')) : QUICK_INTERVALS;

/** ThingsBoard's translation key of a quick interval ('timeinterval.predefined.current-week-iso-so-far'). */
export const quickIntervalLabelKey = (interval: QuickTimeInterval): string =>
    `timeinterval.predefined.${interval.toLowerCase().replace(/_/g, '-')}`;

type Unit = 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * How each interval is found from now: step back `back` units (weeks for the same weekday last
 * week), start at the beginning of `startOf`, and last one `length` — or end at now when `soFar`.
 * 'sundayWeek' is the US week (Sun - Sat), 'isoWeek' the ISO week (Mon - Sun).
 */
interface IntervalRule {
    back?: { unit: Unit; count: number };
    startOf: 'hour' | 'day' | 'sundayWeek' | 'isoWeek' | 'month' | 'year';
    length: Unit;
    soFar?: boolean;
    /** The nominal length used for aggregation bounds (part2 §9: a month counts as 30 days). */
    periodMs: number;
}

const RULES: Record<QuickTimeInterval, IntervalRule> = {
    YESTERDAY: { back: { unit: 'day', count: 1 }, startOf: 'day', length: 'day', periodMs: DAY },
    DAY_BEFORE_YESTERDAY: { back: { unit: 'day', count: 2 }, startOf: 'day', length: 'day', periodMs: DAY },
    THIS_DAY_LAST_WEEK: { back: { unit: 'week', count: 1 }, startOf: 'day', length: 'day', periodMs: DAY },
    PREVIOUS_WEEK: { back: { unit: 'week', count: 1 }, startOf: 'sundayWeek', length: 'week', periodMs: WEEK },
    PREVIOUS_WEEK_ISO: { back: { unit: 'week', count: 1 }, startOf: 'isoWeek', length: 'week', periodMs: WEEK },
    PREVIOUS_MONTH: { back: { unit: 'month', count: 1 }, startOf: 'month', length: 'month', periodMs: MONTH },
    PREVIOUS_YEAR: { back: { unit: 'year', count: 1 }, startOf: 'year', length: 'year', periodMs: YEAR },
    CURRENT_HOUR: { startOf: 'hour', length: 'hour', periodMs: HOUR },
    CURRENT_DAY: { startOf: 'day', length: 'day', periodMs: DAY },
    CURRENT_DAY_SO_FAR: { startOf: 'day', length: 'day', soFar: true, periodMs: DAY },
    CURRENT_WEEK: { startOf: 'sundayWeek', length: 'week', periodMs: WEEK },
    CURRENT_WEEK_ISO: { startOf: 'isoWeek', length: 'week', periodMs: WEEK },
    CURRENT_WEEK_SO_FAR: { startOf: 'sundayWeek', length: 'week', soFar: true, periodMs: WEEK },
    CURRENT_WEEK_ISO_SO_FAR: { startOf: 'isoWeek', length: 'week', soFar: true, periodMs: WEEK },
    CURRENT_MONTH: { startOf: 'month', length: 'month', periodMs: MONTH },
    CURRENT_MONTH_SO_FAR: { startOf: 'month', length: 'month', soFar: true, periodMs: MONTH },
    CURRENT_YEAR: { startOf: 'year', length: 'year', periodMs: YEAR },
    CURRENT_YEAR_SO_FAR: { startOf: 'year', length: 'year', soFar: true, periodMs: YEAR },
};

const startOf = (moment: DateTime, what: IntervalRule['startOf']): DateTime => {
    if (what === 'isoWeek') return moment.startOf('week'); // luxon weeks are ISO weeks
    // luxon's weekday is 1 (Monday) … 7 (Sunday); a Sunday week starts `weekday % 7` days back.
    if (what === 'sundayWeek') return moment.startOf('day').minus({ days: moment.weekday % 7 });
    return moment.startOf(what);
};

/** The nominal length of a quick interval, for the aggregation-interval bounds (ThingsBoard's quickTimeIntervalPeriod). */
export const quickIntervalPeriodMs = (interval: QuickTimeInterval): number => RULES[interval].periodMs;

/**
 * Start and end (epoch ms) of a quick interval at `now`, in the IANA zone `zone` (the browser's
 * when absent). Calendar arithmetic: a day is 23 or 25 hours long on a DST change.
 */
export function quickIntervalRange(interval: QuickTimeInterval, now: number, zone?: string | null): { startTimeMs: number; endTimeMs: number } {
    const rule = RULES[interval];
    let moment = DateTime.fromMillis(now, zone ? { zone } : {});
    if (rule.back) moment = moment.minus({ [`${rule.back.unit}s`]: rule.back.count });
    const start = startOf(moment, rule.startOf);
    const endTimeMs = rule.soFar ? now : start.plus({ [`${rule.length}s`]: 1 }).toMillis();
    return { startTimeMs: start.toMillis(), endTimeMs };
}
