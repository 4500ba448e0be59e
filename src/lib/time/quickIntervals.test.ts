import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { QUICK_INTERVALS, quickIntervalChoices, quickIntervalLabelKey, quickIntervalPeriodMs, quickIntervalRange, type QuickTimeInterval } from './quickIntervals';
import { DAY, HOUR, MONTH, WEEK, YEAR } from './units';

const at = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toMillis();
/** A range written as local wall times in the zone, to compare with what is expected. */
const local = (range: { startTimeMs: number; endTimeMs: number }, zone: string) => [
    DateTime.fromMillis(range.startTimeMs, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss"),
    DateTime.fromMillis(range.endTimeMs, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss"),
];

describe('quick intervals (part2 §3.12)', () => {
    // Wednesday 2026-05-13 14:25:36 in Berlin.
    const zone = 'Europe/Berlin';
    const now = at('2026-05-13T14:25:36', zone);
    const expected: Record<QuickTimeInterval, [string, string]> = {
        YESTERDAY: ['2026-05-12T00:00:00', '2026-05-13T00:00:00'],
        DAY_BEFORE_YESTERDAY: ['2026-05-11T00:00:00', '2026-05-12T00:00:00'],
        THIS_DAY_LAST_WEEK: ['2026-05-06T00:00:00', '2026-05-07T00:00:00'],
        PREVIOUS_WEEK: ['2026-05-03T00:00:00', '2026-05-10T00:00:00'],
        PREVIOUS_WEEK_ISO: ['2026-05-04T00:00:00', '2026-05-11T00:00:00'],
        PREVIOUS_MONTH: ['2026-04-01T00:00:00', '2026-05-01T00:00:00'],
        PREVIOUS_YEAR: ['2025-01-01T00:00:00', '2026-01-01T00:00:00'],
        CURRENT_HOUR: ['2026-05-13T14:00:00', '2026-05-13T15:00:00'],
        CURRENT_DAY: ['2026-05-13T00:00:00', '2026-05-14T00:00:00'],
        CURRENT_DAY_SO_FAR: ['2026-05-13T00:00:00', '2026-05-13T14:25:36'],
        CURRENT_WEEK: ['2026-05-10T00:00:00', '2026-05-17T00:00:00'],
        CURRENT_WEEK_ISO: ['2026-05-11T00:00:00', '2026-05-18T00:00:00'],
        CURRENT_WEEK_SO_FAR: ['2026-05-10T00:00:00', '2026-05-13T14:25:36'],
        CURRENT_WEEK_ISO_SO_FAR: ['2026-05-11T00:00:00', '2026-05-13T14:25:36'],
        CURRENT_MONTH: ['2026-05-01T00:00:00', '2026-06-01T00:00:00'],
        CURRENT_MONTH_SO_FAR: ['2026-05-01T00:00:00', '2026-05-13T14:25:36'],
        CURRENT_YEAR: ['2026-01-01T00:00:00', '2027-01-01T00:00:00'],
        CURRENT_YEAR_SO_FAR: ['2026-01-01T00:00:00', '2026-05-13T14:25:36'],
    };

    it.each(QUICK_INTERVALS.map(interval => [interval]))('%s on a Wednesday in Berlin', interval => {
        expect(local(quickIntervalRange(interval, now, zone), zone)).toEqual(expected[interval]);
    });

    it('a so-far interval ends exactly at now', () => {
        expect(quickIntervalRange('CURRENT_DAY_SO_FAR', now, zone).endTimeMs).toBe(now);
    });

    it('weeks: a Sunday starts the US week and ends the ISO week', () => {
        const sunday = at('2026-05-17T09:00:00', zone);
        expect(local(quickIntervalRange('CURRENT_WEEK', sunday, zone), zone)[0]).toBe('2026-05-17T00:00:00');
        expect(local(quickIntervalRange('CURRENT_WEEK_ISO', sunday, zone), zone)[0]).toBe('2026-05-11T00:00:00');
        expect(local(quickIntervalRange('PREVIOUS_WEEK', sunday, zone), zone)).toEqual(['2026-05-10T00:00:00', '2026-05-17T00:00:00']);
        const monday = at('2026-05-18T00:00:00', zone);
        expect(local(quickIntervalRange('CURRENT_WEEK_ISO', monday, zone), zone)[0]).toBe('2026-05-18T00:00:00');
        expect(local(quickIntervalRange('CURRENT_WEEK', monday, zone), zone)[0]).toBe('2026-05-17T00:00:00');
    });

    it('the day of the spring change in Berlin lasts 23 hours, the autumn one 25', () => {
        const spring = quickIntervalRange('CURRENT_DAY', at('2026-03-29T12:00:00', zone), zone);
        expect(local(spring, zone)).toEqual(['2026-03-29T00:00:00', '2026-03-30T00:00:00']);
        expect(spring.endTimeMs - spring.startTimeMs).toBe(23 * HOUR);
        const autumn = quickIntervalRange('CURRENT_DAY', at('2026-10-25T12:00:00', zone), zone);
        expect(autumn.endTimeMs - autumn.startTimeMs).toBe(25 * HOUR);
        // Yesterday, seen from the day after each change.
        expect(quickIntervalRange('YESTERDAY', at('2026-03-30T08:00:00', zone), zone)).toEqual(spring);
        expect(quickIntervalRange('YESTERDAY', at('2026-10-26T08:00:00', zone), zone)).toEqual(autumn);
    });

    it('weeks and months over a change keep midnight: the ISO week of 2026-03-23 is 7 days less an hour', () => {
        const week = quickIntervalRange('CURRENT_WEEK_ISO', at('2026-03-29T20:00:00', zone), zone);
        expect(local(week, zone)).toEqual(['2026-03-23T00:00:00', '2026-03-30T00:00:00']);
        expect(week.endTimeMs - week.startTimeMs).toBe(WEEK - HOUR);
        const october = quickIntervalRange('PREVIOUS_MONTH', at('2026-11-02T10:00:00', zone), zone);
        expect(october.endTimeMs - october.startTimeMs).toBe(31 * DAY + HOUR);
        const lastWeekSameDay = quickIntervalRange('THIS_DAY_LAST_WEEK', at('2026-04-05T10:00:00', zone), zone);
        expect(local(lastWeekSameDay, zone)).toEqual(['2026-03-29T00:00:00', '2026-03-30T00:00:00']);
    });

    it('the hour of the autumn change in Berlin is the second 02:00', () => {
        const secondTwoOClock = DateTime.fromISO('2026-10-25T01:30:00Z').toMillis(); // 02:30 CET
        const hour = quickIntervalRange('CURRENT_HOUR', secondTwoOClock, zone);
        expect(hour).toEqual({ startTimeMs: DateTime.fromISO('2026-10-25T01:00:00Z').toMillis(), endTimeMs: DateTime.fromISO('2026-10-25T02:00:00Z').toMillis() });
    });

    it('New York: its own midnight, and its own DST days (2026-03-08, 2026-11-01)', () => {
        const ny = 'America/New_York';
        const now = DateTime.fromISO('2026-03-09T03:00:00Z').toMillis(); // 23:00 on the 8th in New York
        const day = quickIntervalRange('CURRENT_DAY', now, ny);
        expect(local(day, ny)).toEqual(['2026-03-08T00:00:00', '2026-03-09T00:00:00']);
        expect(day.endTimeMs - day.startTimeMs).toBe(23 * HOUR);
        // The same instant is already the 9th in Berlin.
        expect(local(quickIntervalRange('CURRENT_DAY', now, zone), zone)[0]).toBe('2026-03-09T00:00:00');
        const november = quickIntervalRange('CURRENT_DAY', at('2026-11-01T12:00:00', ny), ny);
        expect(november.endTimeMs - november.startTimeMs).toBe(25 * HOUR);
    });

    it('years and months roll over: January looks back to December and the year before', () => {
        const ny = 'America/New_York';
        const now = at('2026-01-01T00:30:00', ny);
        expect(local(quickIntervalRange('PREVIOUS_MONTH', now, ny), ny)).toEqual(['2025-12-01T00:00:00', '2026-01-01T00:00:00']);
        expect(local(quickIntervalRange('PREVIOUS_YEAR', now, ny), ny)).toEqual(['2025-01-01T00:00:00', '2026-01-01T00:00:00']);
        expect(local(quickIntervalRange('YESTERDAY', now, ny), ny)).toEqual(['2025-12-31T00:00:00', '2026-01-01T00:00:00']);
        // Leap years: February 2028 has 29 days.
        const march = at('2028-03-10T10:00:00', 'UTC');
        const february = quickIntervalRange('PREVIOUS_MONTH', march, 'UTC');
        expect(february.endTimeMs - february.startTimeMs).toBe(29 * DAY);
    });

    it('without a zone it uses the browser time', () => {
        const now = Date.now();
        const browser = quickIntervalRange('CURRENT_DAY', now);
        expect(browser.startTimeMs).toBe(DateTime.fromMillis(now).startOf('day').toMillis());
        expect(quickIntervalRange('CURRENT_DAY', now, null)).toEqual(browser);
    });

    it('offers only the CURRENT_ ones when asked, and names each with its ThingsBoard key', () => {
        expect(quickIntervalChoices(true)).toEqual([
            'CURRENT_HOUR', 'CURRENT_DAY', 'CURRENT_DAY_SO_FAR', 'CURRENT_WEEK', 'CURRENT_WEEK_ISO', 'CURRENT_WEEK_SO_FAR',
            'CURRENT_WEEK_ISO_SO_FAR', 'CURRENT_MONTH', 'CURRENT_MONTH_SO_FAR', 'CURRENT_YEAR', 'CURRENT_YEAR_SO_FAR',
        ]);
        expect(quickIntervalChoices(false)).toHaveLength(18);
        expect(quickIntervalLabelKey('CURRENT_WEEK_ISO_SO_FAR')).toBe('timeinterval.predefined.current-week-iso-so-far');
        expect(quickIntervalLabelKey('DAY_BEFORE_YESTERDAY')).toBe('timeinterval.predefined.day-before-yesterday');
    });

    it('nominal lengths: an hour, a day, a week, 30 days a month, 365 days a year', () => {
        expect(quickIntervalPeriodMs('CURRENT_HOUR')).toBe(HOUR);
        expect(quickIntervalPeriodMs('THIS_DAY_LAST_WEEK')).toBe(DAY);
        expect(quickIntervalPeriodMs('CURRENT_WEEK_ISO_SO_FAR')).toBe(WEEK);
        expect(quickIntervalPeriodMs('PREVIOUS_MONTH')).toBe(MONTH);
        expect(quickIntervalPeriodMs('CURRENT_YEAR_SO_FAR')).toBe(YEAR);
    });
});
