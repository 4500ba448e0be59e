import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { timezoneLabel, timezoneOffset } from '../../lib/time/timezone';
import { allTimezones, canonicalTimezone, matchingTimezones, timezoneAfterClose } from './timezones';

describe('timezones', () => {
    const winter = DateTime.fromISO('2024-01-15T12:00:00Z');
    const summer = DateTime.fromISO('2024-07-15T12:00:00Z');

    it.each([
        ['UTC', winter, 'UTC+00:00'],
        ['Asia/Kolkata', winter, 'UTC+05:30'],
        ['America/New_York', winter, 'UTC-05:00'],
        ['America/New_York', summer, 'UTC-04:00'],
        ['Europe/Berlin', summer, 'UTC+02:00'],
    ])('%s at %s is %s', (zone, at, offset) => {
        expect(timezoneOffset(zone, at.toMillis())).toBe(offset);
    });

    it("lists each zone with the time library's name and offset (one implementation)", () => {
        const berlin = allTimezones().find(zone => zone.id === 'Europe/Berlin');
        expect(berlin).toEqual({ id: 'Europe/Berlin', name: 'Europe/Berlin', offset: timezoneOffset('Europe/Berlin') });
        expect(allTimezones().find(zone => zone.id === 'America/New_York')?.name).toBe('America/New York');
    });

    it("labels a zone 'name (offset)'", () => {
        expect(timezoneLabel({ name: 'Europe/Kyiv', offset: 'UTC+02:00' })).toBe('Europe/Kyiv (UTC+02:00)');
    });

    it('lists the browser zones sorted by name, searched by case-insensitive substring', () => {
        const zones = allTimezones();
        expect(zones.length).toBeGreaterThan(300);
        expect(zones.map(zone => zone.name)).toEqual([...zones.map(zone => zone.name)].sort((a, b) => a.localeCompare(b)));
        expect(matchingTimezones(zones, 'new york').map(zone => zone.id)).toEqual(['America/New_York']);
        expect(matchingTimezones(zones, 'zzzz')).toEqual([]);
    });

    it('maps a written alias to the id the browser uses', () => {
        expect(canonicalTimezone('UTC')).toBe('UTC');
        expect(canonicalTimezone('Not/AZone')).toBeNull();
    });

    it.each([
        ['Europe/Paris', {}, 'Europe/Paris'],
        [null, { defaultTimezone: 'Asia/Tokyo', userTimezone: 'Europe/Paris' }, 'Asia/Tokyo'],
        [null, { userTimezone: 'Europe/Paris', localBrowserTimezonePlaceholder: true }, 'Europe/Paris'],
        [null, { localBrowserTimezonePlaceholder: true }, null],
        [null, { browserTimezone: 'Europe/Riga' }, 'Europe/Riga'],
    ])('closing with %j and rules %j leaves %j', (value, rules, expected) => {
        expect(timezoneAfterClose(value, rules)).toBe(expected);
    });
});
