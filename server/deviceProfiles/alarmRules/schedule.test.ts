import { describe, expect, it } from 'vitest';
import { isScheduleActive, localTimeOf } from './schedule';

const HOUR = 3_600_000;
// Monday 2024-01-15 10:30:00 UTC.
const MONDAY_1030_UTC = Date.UTC(2024, 0, 15, 10, 30);

describe('localTimeOf', () => {
    it('gives the ISO weekday and the wall-clock time of day in the zone', () => {
        expect(localTimeOf(MONDAY_1030_UTC, 'UTC')).toEqual({ dayOfWeek: 1, msOfDay: 10.5 * HOUR });
        // New York is UTC-5 in January: 05:30 the same Monday.
        expect(localTimeOf(MONDAY_1030_UTC, 'America/New_York')).toEqual({ dayOfWeek: 1, msOfDay: 5.5 * HOUR });
        // Tokyo is UTC+9: 19:30 Monday; at 20:00 UTC it is already Tuesday 05:00.
        expect(localTimeOf(Date.UTC(2024, 0, 15, 20), 'Asia/Tokyo')).toEqual({ dayOfWeek: 2, msOfDay: 5 * HOUR });
    });

    it('answers null for an unknown zone', () => {
        expect(localTimeOf(MONDAY_1030_UTC, 'Mars/Olympus')).toBeNull();
    });
});

describe('isScheduleActive', () => {
    it('is always active without a schedule or with ANY_TIME', () => {
        expect(isScheduleActive(null, MONDAY_1030_UTC)).toBe(true);
        expect(isScheduleActive(undefined, MONDAY_1030_UTC)).toBe(true);
        expect(isScheduleActive({ type: 'ANY_TIME' }, MONDAY_1030_UTC)).toBe(true);
    });

    it('SPECIFIC_TIME checks the day of week and the [startsOn, endsOn) window in its time zone', () => {
        const workHours = { type: 'SPECIFIC_TIME' as const, timezone: 'America/New_York', daysOfWeek: [1, 2, 3, 4, 5], startsOn: 9 * HOUR, endsOn: 17 * HOUR };
        expect(isScheduleActive(workHours, MONDAY_1030_UTC)).toBe(false); // 05:30 in New York
        expect(isScheduleActive(workHours, MONDAY_1030_UTC + 4 * HOUR)).toBe(true); // 09:30
        expect(isScheduleActive(workHours, Date.UTC(2024, 0, 15, 22))).toBe(false); // 17:00 exactly: end excluded
        expect(isScheduleActive({ ...workHours, timezone: 'UTC' }, MONDAY_1030_UTC)).toBe(true);
        // Saturday is not listed.
        expect(isScheduleActive({ ...workHours, timezone: 'UTC' }, Date.UTC(2024, 0, 20, 10))).toBe(false);
    });

    it('SPECIFIC_TIME with all seven days ignores the day; endsOn 0 means the end of the day', () => {
        const allDay = { type: 'SPECIFIC_TIME' as const, timezone: 'UTC', daysOfWeek: [1, 2, 3, 4, 5, 6, 7], startsOn: 0, endsOn: 0 };
        expect(isScheduleActive(allDay, Date.UTC(2024, 0, 20, 23, 59))).toBe(true);
        expect(isScheduleActive({ ...allDay, startsOn: 12 * HOUR }, MONDAY_1030_UTC)).toBe(false);
        expect(isScheduleActive({ ...allDay, startsOn: 12 * HOUR }, MONDAY_1030_UTC + 2 * HOUR)).toBe(true);
    });

    it('a window that wraps past midnight is active late in the evening and early in the morning', () => {
        const night = { type: 'SPECIFIC_TIME' as const, timezone: 'UTC', daysOfWeek: [1, 2, 3, 4, 5, 6, 7], startsOn: 22 * HOUR, endsOn: 6 * HOUR };
        expect(isScheduleActive(night, Date.UTC(2024, 0, 15, 23))).toBe(true);
        expect(isScheduleActive(night, Date.UTC(2024, 0, 15, 5))).toBe(true);
        expect(isScheduleActive(night, MONDAY_1030_UTC)).toBe(false);
    });

    it('CUSTOM uses the item of the day: disabled or missing days are inactive', () => {
        const custom = {
            type: 'CUSTOM' as const,
            timezone: 'Europe/Berlin',
            items: [
                { dayOfWeek: 1, enabled: true, startsOn: 11 * HOUR, endsOn: 12 * HOUR },
                { dayOfWeek: 2, enabled: false, startsOn: 0, endsOn: 0 },
            ],
        };
        // 10:30 UTC is 11:30 in Berlin (UTC+1 in January).
        expect(isScheduleActive(custom, MONDAY_1030_UTC)).toBe(true);
        expect(isScheduleActive({ ...custom, timezone: 'UTC' }, MONDAY_1030_UTC)).toBe(false);
        expect(isScheduleActive(custom, MONDAY_1030_UTC + 24 * HOUR)).toBe(false); // Tuesday, disabled
        expect(isScheduleActive(custom, MONDAY_1030_UTC + 48 * HOUR)).toBe(false); // Wednesday, no item
    });

    it('an unknown time zone is never active', () => {
        expect(isScheduleActive({ type: 'SPECIFIC_TIME', timezone: 'Nowhere/Land', daysOfWeek: [1], startsOn: 0, endsOn: 0 }, MONDAY_1030_UTC)).toBe(false);
    });
});
