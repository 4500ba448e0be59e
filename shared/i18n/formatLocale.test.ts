import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocaleOf, intlLocaleOf } from './languages';

describe('the locale numeric dates and numbers are written in', () => {
    afterEach(() => vi.restoreAllMocks());

    it("is the language's own where the runtime's Intl knows it", () => {
        expect(formatLocaleOf('ka_GE')).toBe('ka-GE');
        expect(formatLocaleOf('ja_JA')).toBe('ja-JP');
        expect(formatLocaleOf('de_DE')).toBe('de-DE');
    });

    it('is the fallback that writes them alike where it does not (Debian Chromium has no Georgian): 28.11.2026, not 11/28/2026', () => {
        const knows = Intl.DateTimeFormat.supportedLocalesOf;
        vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
            [locales].flat().includes('ka-GE') ? [] : knows(locales, options)
        );
        expect(formatLocaleOf('ka_GE')).toBe('ru-RU');
        expect(new Intl.DateTimeFormat(formatLocaleOf('ka_GE'), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 28))).toBe('28.11.2026');
        // Plural rules and the language the server writes mails in stay Georgian.
        expect(intlLocaleOf('ka_GE')).toBe('ka-GE');
        // A language without a fallback keeps its own tag whatever the runtime knows.
        expect(formatLocaleOf('lv_LV')).toBe('lv-LV');
    });
});
