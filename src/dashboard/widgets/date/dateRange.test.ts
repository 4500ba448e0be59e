import { DateTime, Settings } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_TYPE, TIMEWINDOW_TAB } from '../../../lib/time/timewindow';
import {
    DATE_INTERVALS, dayRange, fixedTimewindow, initialRange, intervalOf, navigatorSettings, rangeLabel, rangeOfTimewindow, readStoredRange, recentred, stepped, storeRange, templateRange,
} from './dateRange';

const zone = Settings.defaultZone;
beforeAll(() => {
    Settings.defaultZone = 'Europe/Berlin';
});
afterAll(() => {
    Settings.defaultZone = zone;
});
const at = (text: string) => DateTime.fromISO(text).toMillis();

describe('the navigator\'s settings', () => {
    it('has ThingsBoard\'s defaults: a week stepped by days, remembered in the tab, weeks from Monday', () => {
        expect(navigatorSettings({})).toMatchObject({ initialInterval: 'week', stepSize: 'day', useSessionStorage: true, firstDayOfWeek: 1, hidePicker: false, hideInterval: false, hideStepSize: false });
    });

    it('reads the older defaultInterval and ignores unknown intervals and days', () => {
        expect(navigatorSettings({ defaultInterval: 'month' }).initialInterval).toBe('month');
        expect(navigatorSettings({ initialInterval: 'decade', stepSize: 'x', firstDayOfWeek: 9 })).toMatchObject({ initialInterval: 'week', stepSize: 'day', firstDayOfWeek: 1 });
        expect(navigatorSettings({ useSessionStorage: false, firstDayOfWeek: 0 })).toMatchObject({ useSessionStorage: false, firstDayOfWeek: 0 });
    });
});

describe('ranges', () => {
    it('opens on the interval ending with today', () => {
        const range = initialRange('week', at('2026-03-12T10:30'));
        expect(range.end).toBe(at('2026-03-12T23:59:59.999'));
        expect(range.end - range.start + 1).toBe(DATE_INTERVALS.week);
    });

    it('knows the interval a range spans, or none for a custom one', () => {
        expect(intervalOf(initialRange('twoWeeks', at('2026-03-12')))).toBe('twoWeeks');
        expect(intervalOf({ start: 0, end: 5 * 3_600_000 })).toBeNull();
    });

    it('steps back and forth by the step size and re-centres on a new interval', () => {
        const week = initialRange('week', at('2026-03-12'));
        expect(stepped(week, 'day', -1)).toEqual({ start: week.start - DATE_INTERVALS.day, end: week.end - DATE_INTERVALS.day });
        const day = recentred(week, 'day');
        expect(day.end - day.start).toBe(DATE_INTERVALS.day);
        expect((day.start + day.end) / 2).toBe(week.end);
    });

    it('takes whole days from two picks in either order', () => {
        expect(dayRange(at('2026-03-12T15:00'), at('2026-03-10T08:00'))).toEqual({ start: at('2026-03-10T00:00'), end: at('2026-03-12T23:59:59.999') });
    });

    it('has the quick ranges of the picker', () => {
        const now = at('2026-03-12T10:00');
        expect(templateRange('yesterday', now)).toEqual({ start: at('2026-03-11T00:00'), end: at('2026-03-11T23:59:59.999') });
        expect(templateRange('last-7-days', now).start).toBe(at('2026-03-06T00:00'));
        expect(templateRange('last-month', now)).toEqual({ start: at('2026-02-01T00:00'), end: at('2026-02-28T23:59:59.999') });
    });

    it('names a range as ThingsBoard does, shortest first', () => {
        expect(rangeLabel({ start: at('2026-03-12T00:00'), end: at('2026-03-12T23:59') }, 'en-US')).toBe('12 Mar 2026');
        expect(rangeLabel({ start: at('2026-03-05T00:00'), end: at('2026-03-12T23:59') }, 'en-US')).toBe('05 - 12 Mar 2026');
        expect(rangeLabel({ start: at('2026-02-28T00:00'), end: at('2026-03-06T23:59') }, 'en-US')).toBe('28 Feb - 06 Mar 2026');
        expect(rangeLabel({ start: at('2025-12-28T00:00'), end: at('2026-01-03T23:59') }, 'en-US')).toBe('28 Dec 2025 - 03 Jan 2026');
        expect(rangeLabel({ start: at('2026-03-05T00:00'), end: at('2026-03-12T23:59') }, 'de-DE')).toBe('05 - 12 Mär 2026');
    });
});

describe('the dashboard window', () => {
    it('becomes a fixed history window over the range, keeping aggregation and zone', () => {
        const window = fixedTimewindow({ selectedTab: TIMEWINDOW_TAB.REALTIME, aggregation: { type: 'AVG', limit: 500 }, timezone: 'UTC' }, { start: 1000, end: 5000 });
        expect(window).toMatchObject({ selectedTab: TIMEWINDOW_TAB.HISTORY, history: { historyType: HISTORY_TYPE.FIXED, fixedTimewindow: { startTimeMs: 1000, endTimeMs: 5000 } }, aggregation: { type: 'AVG', limit: 500 }, timezone: 'UTC' });
        expect(rangeOfTimewindow(window)).toEqual({ start: 1000, end: 5000 });
    });

    it('reads no range from a realtime or broken window', () => {
        expect(rangeOfTimewindow({ selectedTab: TIMEWINDOW_TAB.REALTIME })).toBeNull();
        expect(rangeOfTimewindow({ selectedTab: TIMEWINDOW_TAB.HISTORY, history: { historyType: HISTORY_TYPE.FIXED, fixedTimewindow: { startTimeMs: 9, endTimeMs: 3 } } })).toBeNull();
        expect(rangeOfTimewindow(undefined)).toBeNull();
    });
});

describe('the tab\'s memory', () => {
    it('keeps the range under ThingsBoard\'s key and ignores broken entries', () => {
        const items = new Map<string, string>();
        const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
        storeRange(storage, { start: 10, end: 20 }, 'label');
        expect(JSON.parse(items.get('date-range')!)).toEqual({ start: 10, end: 20, name: 'label' });
        expect(readStoredRange(storage)).toEqual({ start: 10, end: 20 });
        items.set('date-range', '{oops');
        expect(readStoredRange(storage)).toBeNull();
        expect(readStoredRange(null)).toBeNull();
    });
});
