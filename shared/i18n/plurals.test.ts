import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { LANGUAGE_CODES, toPolyglotLocale, type LanguageCode } from './languages';
import { PLURAL_FORMS, pluralFormIndex, polyglotPluralRules } from './plurals';

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101] as const;

/** Per language, the form (0-based) each of COUNTS takes, written out from CLDR's rules. */
const EXPECTED: Record<LanguageCode, readonly number[]> = {
    //          0  1  2  3  5  11 21 101
    cs_CZ:     [2, 0, 1, 1, 2, 2, 2, 2],
    de_DE:     [1, 0, 1, 1, 1, 1, 1, 1],
    el_GR:     [1, 0, 1, 1, 1, 1, 1, 1],
    en_US:     [1, 0, 1, 1, 1, 1, 1, 1],
    es_ES:     [1, 0, 1, 1, 1, 1, 1, 1],
    fa_IR:     [0, 0, 1, 1, 1, 1, 1, 1],
    fr_FR:     [0, 0, 1, 1, 1, 1, 1, 1],
    it_IT:     [1, 0, 1, 1, 1, 1, 1, 1],
    ja_JA:     [0, 0, 0, 0, 0, 0, 0, 0],
    ka_GE:     [1, 0, 1, 1, 1, 1, 1, 1],
    ko_KR:     [0, 0, 0, 0, 0, 0, 0, 0],
    lv_LV:     [1, 0, 2, 2, 2, 1, 0, 0],
    pt_BR:     [0, 0, 1, 1, 1, 1, 1, 1],
    ro_RO:     [1, 0, 1, 1, 1, 1, 2, 1],
    ru_RU:     [2, 0, 1, 1, 2, 2, 0, 0],
    sl_SI:     [3, 0, 1, 2, 3, 3, 3, 0],
    tr_TR:     [1, 0, 1, 1, 1, 1, 1, 1],
    uk_UA:     [2, 0, 1, 1, 2, 2, 0, 0],
    zh_CN:     [0, 0, 0, 0, 0, 0, 0, 0],
    zh_TW:     [0, 0, 0, 0, 0, 0, 0, 0],
};

/** react-admin's polyglot provider over a few phrases, as the console builds it (adminI18nProvider.ts). */
const provider = (phrases: Record<string, string>, locale: string, options: object = {}) =>
    polyglotI18nProvider(() => phrases as unknown as TranslationMessages, locale, [], options);

/** A text with one marked form per plural form of the language: "F0 %{smart_count} |||| F1 …". */
const markedForms = (language: LanguageCode) =>
    PLURAL_FORMS[language].map((_, index) => `F${index} %{smart_count}`).join(' |||| ');

describe('plural rules', () => {
    it.each(LANGUAGE_CODES)('%s picks CLDR\'s form for 0, 1, 2, 3, 5, 11, 21, 101', language => {
        expect(COUNTS.map(count => pluralFormIndex(language, count))).toEqual(EXPECTED[language]);
    });

    it.each(LANGUAGE_CODES)('%s: polyglot, given the rules, shows that form', language => {
        const polyglot = provider({ items: markedForms(language) }, toPolyglotLocale(language), { pluralRules: polyglotPluralRules });
        expect(COUNTS.map(count => polyglot.translate('items', { smart_count: count }))).toEqual(
            COUNTS.map((count, i) => `F${EXPECTED[language][i]} ${count}`)
        );
    });

    it.each([
        ['sl-SI', 3, 'c'],
        ['lv-LV', 21, 'a'],
    ])('fixes what polyglot gets wrong on its own: %s, %i', (locale, count, form) => {
        const phrases = { n: 'a |||| b |||| c |||| d' };
        // Without the rules polyglot falls back to English ones: "b" for anything but 1.
        expect(provider(phrases, locale).translate('n', { smart_count: count })).toBe('b');
        const withRules = provider(phrases, locale, { pluralRules: polyglotPluralRules });
        expect(withRules.translate('n', { smart_count: count })).toBe(form);
    });

    it('a fraction or a million, which no text has a form for, takes the last form', () => {
        expect(pluralFormIndex('cs_CZ', 1.5)).toBe(2);
        expect(pluralFormIndex('fr_FR', 1_000_000)).toBe(1);
        expect(pluralFormIndex('ru_RU', 1.5)).toBe(2);
    });
});
