/**
 * The UI languages of the spec (part 1 §1), each named in its own language for the picker, and in
 * English so that those who search for "german" find Deutsch.
 */
export interface Language {
    code: string;
    englishName: string;
    nativeName: string;
    direction?: 'rtl';
    /** The BCP 47 tag for Intl (dates, numbers, plural rules) where `code` is not one: ThingsBoard's ja_JA. */
    intlLocale?: string;
    /**
     * Where a browser lacks the language's date and number data (Debian's Chromium has no Georgian:
     * its dates came out 11/28/2026), the tag that writes numeric dates and numbers the same way:
     * dd.MM.yyyy, 24 h, 1 234,5. Month names are never taken from it.
     */
    formatFallback?: string;
    /** Writes nouns with a capital inside a sentence too ("Noch keine Geräte"): entity names keep theirs. */
    capitalisedNouns?: true;
}

export const DEFAULT_LANGUAGE = 'en_US';

const DEFINITIONS = [
    { code: 'cs_CZ', englishName: 'Czech', nativeName: 'Čeština' },
    { code: 'de_DE', englishName: 'German', nativeName: 'Deutsch', capitalisedNouns: true },
    { code: 'el_GR', englishName: 'Greek', nativeName: 'Ελληνικά' },
    { code: 'en_US', englishName: 'English', nativeName: 'English' },
    { code: 'es_ES', englishName: 'Spanish', nativeName: 'Español' },
    { code: 'fa_IR', englishName: 'Persian', nativeName: 'فارسی', direction: 'rtl' },
    { code: 'fr_FR', englishName: 'French', nativeName: 'Français' },
    { code: 'it_IT', englishName: 'Italian', nativeName: 'Italiano' },
    { code: 'ja_JA', englishName: 'Japanese', nativeName: '日本語', intlLocale: 'ja-JP' },
    { code: 'ka_GE', englishName: 'Georgian', nativeName: 'ქართული', formatFallback: 'ru-RU' },
    { code: 'ko_KR', englishName: 'Korean', nativeName: '한국어' },
    { code: 'lv_LV', englishName: 'Latvian', nativeName: 'Latviešu' },
    { code: 'pt_BR', englishName: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)' },
    { code: 'ro_RO', englishName: 'Romanian', nativeName: 'Română' },
    { code: 'ru_RU', englishName: 'Russian', nativeName: 'Русский' },
    { code: 'sl_SI', englishName: 'Slovenian', nativeName: 'Slovenščina' },
    { code: 'tr_TR', englishName: 'Turkish', nativeName: 'Türkçe' },
    { code: 'uk_UA', englishName: 'Ukrainian', nativeName: 'Українська' },
    { code: 'zh_CN', englishName: 'Chinese (Simplified)', nativeName: '简体中文' },
    { code: 'zh_TW', englishName: 'Chinese (Traditional)', nativeName: '繁體中文' },
] as const satisfies readonly Language[];

/** One of the 20 codes, e.g. 'de_DE'. */
export type LanguageCode = (typeof DEFINITIONS)[number]['code'];

export const LANGUAGES: readonly (Language & { code: LanguageCode })[] = DEFINITIONS;

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map(language => language.code);

export const isLanguageCode = (code: string): code is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(code);

/** The tag Intl formats a language's dates, numbers and plurals with: 'de-DE', 'fa-IR', 'ja-JP'. */
export const intlLocaleOf = (code: string): string =>
    LANGUAGES.find(language => language.code === code)?.intlLocale ?? code.replace('_', '-');

/**
 * The tag numeric dates and numbers are formatted with: the language's own when this runtime's Intl
 * knows it, else its formatFallback (plural rules, month names and Accept-Language keep intlLocaleOf).
 */
export const formatLocaleOf = (code: string): string => {
    const own = intlLocaleOf(code);
    const fallback = LANGUAGES.find(language => language.code === code && 'formatFallback' in language)?.formatFallback;
    return fallback && Intl.DateTimeFormat.supportedLocalesOf([own]).length === 0 ? fallback : own;
};

/** True for a language that capitalises nouns mid-sentence; takes a code or react-admin's tag ('de-DE'). */
export const capitalisesNouns = (code: string): boolean =>
    LANGUAGES.some(language => language.code === code.replace('-', '_') && 'capitalisedNouns' in language);

export const isRightToLeft = (code: string): boolean =>
    LANGUAGES.some(language => language.code === code && language.direction === 'rtl');

/**
 * Polyglot chooses plural rules by BCP 47 tag ('ru-RU', or its base 'ru'); the console's codes are
 * ThingsBoard's ('ru_RU'), which Polyglot would read as English. react-admin gets the tags.
 */
export const toPolyglotLocale = (code: string): string => code.replace('_', '-');
export const fromPolyglotLocale = (tag: string): string => tag.replace('-', '_');
