import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { timewindowModel } from './timewindow';
import { durationText, timewindowText, timewindowZoneText } from './timewindowText';
import { timezoneAbbreviation, timezoneInfo, timezoneLabel } from './timezone';

const i18n = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });
const translate = (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
const context = { now: Date.UTC(2026, 4, 13) };

describe('display text (part2 §4)', () => {
    it('spells a duration with every non-zero part', () => {
        expect(durationText(26 * 3_600_000 + 30_000, translate)).toBe('1 day 2 hours 30 seconds');
        expect(durationText(60_000, translate)).toBe('1 minute');
        expect(durationText(0, translate)).toBe('0 seconds');
    });

    it('realtime: prefix and last duration or the quick interval name', () => {
        expect(timewindowText(timewindowModel({ realtime: { timewindowMs: 3_600_000 } }, context), translate)).toBe('Realtime - last 1 hour');
        expect(timewindowText(timewindowModel({ realtime: { quickInterval: 'CURRENT_WEEK_ISO_SO_FAR' } }, context), translate)).toBe('Realtime - Current week so far (Mon - Sun)');
    });

    it('history: prefix and last duration, quick interval or period; no prefix in history-only mode unless asked', () => {
        expect(timewindowText(timewindowModel({ history: { timewindowMs: 2 * 86_400_000 } }, context), translate)).toBe('History - last 2 days');
        expect(timewindowText(timewindowModel({ history: { quickInterval: 'PREVIOUS_WEEK' } }, context), translate)).toBe('History - Previous week (Sun - Sat)');
        const start = DateTime.fromISO('2024-01-02T03:04:05').toMillis();
        const end = DateTime.fromISO('2024-01-03T13:14:15').toMillis();
        const fixed = timewindowModel({ history: { fixedTimewindow: { startTimeMs: start, endTimeMs: end } } }, context);
        expect(timewindowText(fixed, translate)).toBe('History - from 2024-01-02 03:04:05 to 2024-01-03 13:14:15');
        expect(timewindowText(fixed, translate, { historyOnly: true })).toBe('from 2024-01-02 03:04:05 to 2024-01-03 13:14:15');
        expect(timewindowText(fixed, translate, { historyOnly: true, alwaysDisplayTypePrefix: true })).toMatch(/^History - from/);
        // In history-only mode a realtime window still reads as its history part.
        expect(timewindowText(timewindowModel({ realtime: { timewindowMs: 60_000 } }, context), translate, { historyOnly: true })).toBe('last 1 minute');
    });

    it('the zone abbreviation follows when set', () => {
        expect(timewindowZoneText({ timezone: null })).toBe('');
        expect(timewindowZoneText({ timezone: 'Europe/Berlin' }, Date.UTC(2026, 0, 15))).toBe('CET');
    });
});

describe('timezone info (part2 §3.3)', () => {
    const winter = Date.UTC(2026, 0, 15);
    const summer = Date.UTC(2026, 6, 15);

    it("shows 'name (offset)'", () => {
        const info = timezoneInfo('America/New_York', winter)!;
        expect(info).toEqual({ id: 'America/New_York', name: 'America/New York', offset: 'UTC-05:00', abbr: 'EST' });
        expect(timezoneLabel(info)).toBe('America/New York (UTC-05:00)');
        expect(timezoneInfo('Asia/Kolkata', winter)?.offset).toBe('UTC+05:30');
        expect(timezoneInfo('Mars/Olympus', winter)).toBeNull();
    });

    it('abbreviations change with DST and fall back to the offset where none is used', () => {
        expect([timezoneAbbreviation('Europe/Berlin', winter), timezoneAbbreviation('Europe/Berlin', summer)]).toEqual(['CET', 'CEST']);
        expect([timezoneAbbreviation('America/New_York', winter), timezoneAbbreviation('America/New_York', summer)]).toEqual(['EST', 'EDT']);
        expect(timezoneAbbreviation('Europe/London', summer)).toBe('BST');
        expect(timezoneAbbreviation('UTC', summer)).toBe('UTC');
        expect(timezoneAbbreviation('Asia/Kolkata', summer)).toBe('IST');
        expect(timezoneAbbreviation('America/Sao_Paulo', summer)).toBe('-03');
        expect(timezoneAbbreviation('Asia/Kathmandu', summer)).toBe('+0545');
    });
});
