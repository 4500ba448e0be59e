import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber } from './localeFormat';

const AT = Date.UTC(2026, 10, 28, 14, 5, 9);

describe('locale formats', () => {
    it('keep ThingsBoard\'s date form in English', () => {
        expect(formatDateTime(AT, 'UTC', 'en_US')).toBe('2026-11-28 14:05:09');
        expect(formatDateTime(AT, 'Asia/Tokyo', 'en_US')).toBe('2026-11-28 23:05:09');
    });

    it('write dates as each language does', () => {
        expect(formatDateTime(AT, 'UTC', 'de_DE')).toBe('28.11.2026, 14:05:09');
        expect(formatDateTime(AT, 'UTC', 'ja_JA')).toBe('2026/11/28 14:05:09');
        expect(formatDateTime(AT, 'UTC', 'zh_TW')).toMatch(/^2026\/11\/28/);
        // The Persian (solar Hijri) calendar, in Persian digits: 7 Azar 1405.
        expect(formatDateTime(AT, 'UTC', 'fa_IR')).toContain('۱۴۰۵/۰۹/۰۷');
    });

    it('write numbers with the language\'s digits and grouping', () => {
        expect(formatNumber(1234567, 'en_US')).toBe('1,234,567');
        expect(formatNumber(1234567, 'de_DE')).toBe('1.234.567');
        expect(formatNumber(1234, 'fa_IR')).toBe('۱٬۲۳۴');
    });

    it('follow the current language by default', () => {
        expect(formatDateTime(AT, 'UTC')).toBe('2026-11-28 14:05:09');
    });
});
