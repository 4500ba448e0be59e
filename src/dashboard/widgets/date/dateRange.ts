import { DateTime } from 'luxon';
import { HISTORY_TYPE, TIMEWINDOW_TAB, type Timewindow } from '../../../lib/time/timewindow';

/** The intervals and steps the navigator offers, by ThingsBoard's names, in ms (a month is a 12th of a year). */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 2_629_743_000;
export const DATE_INTERVALS = { hour: HOUR, day: DAY, week: WEEK, twoWeeks: 2 * WEEK, month: MONTH, threeMonths: 3 * MONTH, sixMonths: 6 * MONTH } as const;
export type DateInterval = keyof typeof DATE_INTERVALS;
export const DATE_INTERVAL_NAMES = Object.keys(DATE_INTERVALS) as DateInterval[];

export interface DateRange {
    start: number;
    end: number;
}

/** The navigator's settings with ThingsBoard's defaults. */
export interface DateRangeNavigatorSettings {
    hidePicker: boolean;
    onePanel: boolean;
    autoConfirm: boolean;
    showTemplate: boolean;
    /** 0 is Sunday, 1 Monday ... as ThingsBoard's picker counts. */
    firstDayOfWeek: number;
    hideInterval: boolean;
    initialInterval: DateInterval;
    hideStepSize: boolean;
    stepSize: DateInterval;
    hideLabels: boolean;
    useSessionStorage: boolean;
}

const isInterval = (value: unknown): value is DateInterval => typeof value === 'string' && value in DATE_INTERVALS;

export function navigatorSettings(settings: Record<string, unknown> = {}): DateRangeNavigatorSettings {
    const day = Number(settings.firstDayOfWeek);
    return {
        hidePicker: settings.hidePicker === true,
        onePanel: settings.onePanel === true,
        autoConfirm: settings.autoConfirm === true,
        showTemplate: settings.showTemplate === true,
        firstDayOfWeek: Number.isInteger(day) && day >= 0 && day <= 6 ? day : 1,
        hideInterval: settings.hideInterval === true,
        // Older configurations (ThingsBoard's own default one too) name the first interval defaultInterval.
        initialInterval: isInterval(settings.initialInterval) ? settings.initialInterval : isInterval(settings.defaultInterval) ? settings.defaultInterval : 'week',
        hideStepSize: settings.hideStepSize === true,
        stepSize: isInterval(settings.stepSize) ? settings.stepSize : 'day',
        hideLabels: settings.hideLabels === true,
        useSessionStorage: settings.useSessionStorage !== false,
    };
}

/** The first range: the interval up to the end of today (local time), as ThingsBoard opens it. */
export function initialRange(interval: DateInterval, now: number): DateRange {
    const end = DateTime.fromMillis(now).endOf('day').toMillis();
    return { start: end + 1 - DATE_INTERVALS[interval], end };
}

/** The interval the range spans (within a millisecond), or null for a custom one. */
export const intervalOf = (range: DateRange): DateInterval | null =>
    DATE_INTERVAL_NAMES.find(name => Math.abs(DATE_INTERVALS[name] - (range.end - range.start)) <= 1) ?? null;

/** The range moved by a step, back (-1) or forth (1). */
export const stepped = (range: DateRange, step: DateInterval, direction: -1 | 1): DateRange => ({
    start: range.start + DATE_INTERVALS[step] * direction,
    end: range.end + DATE_INTERVALS[step] * direction,
});

/** A new interval centred on the current end, as ThingsBoard's navigator does when the interval changes. */
export const recentred = (range: DateRange, interval: DateInterval): DateRange => ({
    start: range.end - DATE_INTERVALS[interval] / 2,
    end: range.end + DATE_INTERVALS[interval] / 2,
});

/** The dashboard's window made a fixed history window over the range; the rest (aggregation, zone) kept. */
export function fixedTimewindow(current: Timewindow | undefined, range: DateRange): Timewindow {
    return {
        ...current,
        selectedTab: TIMEWINDOW_TAB.HISTORY,
        history: { ...current?.history, historyType: HISTORY_TYPE.FIXED, fixedTimewindow: { startTimeMs: Math.round(range.start), endTimeMs: Math.round(range.end) } },
    };
}

/** The range a dashboard window shows when it is a fixed history window, else null. */
export function rangeOfTimewindow(window: Timewindow | undefined): DateRange | null {
    const fixed = window?.history?.fixedTimewindow;
    if (window?.selectedTab !== TIMEWINDOW_TAB.HISTORY || window.history?.historyType !== HISTORY_TYPE.FIXED) return null;
    if (typeof fixed?.startTimeMs !== 'number' || typeof fixed.endTimeMs !== 'number' || fixed.startTimeMs >= fixed.endTimeMs) return null;
    return { start: fixed.startTimeMs, end: fixed.endTimeMs };
}

/** The range as the navigator names it: '12 Mar 2026', '05 - 12 Mar 2026', '28 Feb - 06 Mar 2026', '28 Dec 2025 - 03 Jan 2026'. */
export function rangeLabel(range: DateRange, locale: string): string {
    const start = DateTime.fromMillis(range.start).setLocale(locale);
    const end = DateTime.fromMillis(range.end).setLocale(locale);
    const full = 'dd LLL yyyy';
    if (start.hasSame(end, 'day')) return start.toFormat(full);
    const startFormat = start.year !== end.year ? full : start.month !== end.month ? 'dd LLL' : 'dd';
    return `${start.toFormat(startFormat)} - ${end.toFormat(full)}`;
}

/** A range from two picked days: the first from its midnight, the last to its end. */
export const dayRange = (first: number, last: number): DateRange => {
    const [from, to] = first <= last ? [first, last] : [last, first];
    return { start: DateTime.fromMillis(from).startOf('day').toMillis(), end: DateTime.fromMillis(to).endOf('day').toMillis() };
};

/** The quick ranges of the picker's templates. */
export const RANGE_TEMPLATES = ['today', 'yesterday', 'last-7-days', 'last-30-days', 'this-month', 'last-month'] as const;
export type RangeTemplate = (typeof RANGE_TEMPLATES)[number];

export function templateRange(template: RangeTemplate, now: number): DateRange {
    const today = DateTime.fromMillis(now);
    const days = (from: DateTime, to: DateTime) => dayRange(from.toMillis(), to.toMillis());
    switch (template) {
        case 'today': return days(today, today);
        case 'yesterday': return days(today.minus({ days: 1 }), today.minus({ days: 1 }));
        case 'last-7-days': return days(today.minus({ days: 6 }), today);
        case 'last-30-days': return days(today.minus({ days: 29 }), today);
        case 'this-month': return days(today.startOf('month'), today.endOf('month'));
        case 'last-month': return days(today.minus({ months: 1 }).startOf('month'), today.minus({ months: 1 }).endOf('month'));
    }
}

/** What the navigator remembers for the browser tab (ThingsBoard's 'date-range' session item). */
export const STORAGE_KEY = 'date-range';

export function readStoredRange(storage: Pick<Storage, 'getItem'> | null): DateRange | null {
    try {
        const stored = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as { start?: unknown; end?: unknown } | null;
        const [start, end] = [Number(stored?.start), Number(stored?.end)];
        return Number.isFinite(start) && Number.isFinite(end) && start < end ? { start, end } : null;
    } catch {
        return null;
    }
}

export function storeRange(storage: Pick<Storage, 'setItem'> | null, range: DateRange, label: string): void {
    try {
        storage?.setItem(STORAGE_KEY, JSON.stringify({ start: range.start, end: range.end, name: label }));
    } catch {
        // A full or disabled storage only loses the memory, never the range.
    }
}
