import { intlLocaleOf, LANGUAGES, toPolyglotLocale, type LanguageCode } from './languages';

/**
 * The plural forms a language's `||||`-separated texts carry, in their order, named by CLDR's
 * plural categories (/work/notes/PLURALS.md is the translators' copy). Which category a count
 * falls in is CLDR's rule, as Intl.PluralRules knows it; a category a language has but its texts
 * do not (fractions, millions: cs "many", fr "many") takes the last form.
 */
export const PLURAL_FORMS: Readonly<Record<LanguageCode, readonly Intl.LDMLPluralRule[]>> = {
    cs_CZ: ['one', 'few', 'other'],
    de_DE: ['one', 'other'],
    el_GR: ['one', 'other'],
    en_US: ['one', 'other'],
    es_ES: ['one', 'other'],
    // CLDR: "one" is 0 and 1 in Persian, French and Brazilian Portuguese.
    fa_IR: ['one', 'other'],
    fr_FR: ['one', 'other'],
    it_IT: ['one', 'other'],
    ja_JA: ['other'],
    ka_GE: ['one', 'other'],
    ko_KR: ['other'],
    // Latvian's "zero" (0, 10-20, 30…) comes second, after "one" (1, 21, 31…, not 11).
    lv_LV: ['one', 'zero', 'other'],
    pt_BR: ['one', 'other'],
    ro_RO: ['one', 'few', 'other'],
    ru_RU: ['one', 'few', 'many'],
    sl_SI: ['one', 'two', 'few', 'other'],
    tr_TR: ['one', 'other'],
    uk_UA: ['one', 'few', 'many'],
    zh_CN: ['other'],
    zh_TW: ['other'],
};

const rules = new Map<LanguageCode, Intl.PluralRules>();

/** Which of a language's plural forms a count takes (0-based). */
export const pluralFormIndex = (language: LanguageCode, count: number): number => {
    const forms = PLURAL_FORMS[language];
    let rule = rules.get(language);
    if (!rule) rules.set(language, (rule = new Intl.PluralRules(intlLocaleOf(language))));
    const index = forms.indexOf(rule.select(count));
    return index >= 0 ? index : forms.length - 1;
};

/**
 * node-polyglot's `pluralRules` option for all 20 languages: its own table misses Slovenian
 * (it knows only 'sl-SL'), Latvian, and Brazilian Portuguese (it looks up 'pt-br' case-sensitively).
 * Polyglot finds a rule by the exact tag ('lv-LV'), then the base ('lv'), then 'en'.
 */
export const polyglotPluralRules = {
    pluralTypes: Object.fromEntries(
        LANGUAGES.map(({ code }) => [code, (count: number) => pluralFormIndex(code, count)])
    ),
    pluralTypeToLanguages: Object.fromEntries(
        LANGUAGES.map(({ code }) => [code, [toPolyglotLocale(code), code.split('_')[0]!]])
    ),
};
