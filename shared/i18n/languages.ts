/** The UI languages of the spec (part 1 §1), each named in its own language for the picker. */
export interface Language {
    code: string;
    nativeName: string;
    direction?: 'rtl';
}

export const DEFAULT_LANGUAGE = 'en_US';

export const LANGUAGES: readonly Language[] = [
    { code: 'cs_CZ', nativeName: 'Čeština' },
    { code: 'de_DE', nativeName: 'Deutsch' },
    { code: 'el_GR', nativeName: 'Ελληνικά' },
    { code: 'en_US', nativeName: 'English' },
    { code: 'es_ES', nativeName: 'Español' },
    { code: 'fa_IR', nativeName: 'فارسی', direction: 'rtl' },
    { code: 'fr_FR', nativeName: 'Français' },
    { code: 'it_IT', nativeName: 'Italiano' },
    { code: 'ja_JA', nativeName: '日本語' },
    { code: 'ka_GE', nativeName: 'ქართული' },
    { code: 'ko_KR', nativeName: '한국어' },
    { code: 'lv_LV', nativeName: 'Latviešu' },
    { code: 'pt_BR', nativeName: 'Português (Brasil)' },
    { code: 'ro_RO', nativeName: 'Română' },
    { code: 'ru_RU', nativeName: 'Русский' },
    { code: 'sl_SI', nativeName: 'Slovenščina' },
    { code: 'tr_TR', nativeName: 'Türkçe' },
    { code: 'uk_UA', nativeName: 'Українська' },
    { code: 'zh_CN', nativeName: '简体中文' },
    { code: 'zh_TW', nativeName: '繁體中文' },
];

export const LANGUAGE_CODES = LANGUAGES.map(language => language.code);

/**
 * Polyglot chooses plural rules by BCP 47 tag ('ru-RU', or its base 'ru'); the console's codes are
 * ThingsBoard's ('ru_RU'), which Polyglot would read as English. react-admin gets the tags.
 */
export const toPolyglotLocale = (code: string): string => code.replace('_', '-');
export const fromPolyglotLocale = (tag: string): string => tag.replace('-', '_');
