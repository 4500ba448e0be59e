import englishCommon from '../../../locales/en_US/common.json';

/** Nested UI strings, as in locales/<lang>/common.json; phrases use %{name} placeholders. */
export interface Messages {
    [key: string]: string | Messages;
}

export const DEFAULT_LOCALE = 'en_US';

/** Always bundled: the sign-in page and every fallback need them at once. */
export const defaultMessages: Messages = englishCommon;

// Every other locales/<lang>/common.json becomes its own lazily loaded chunk.
const otherLocales = import.meta.glob<Messages>(
    ['/locales/*/common.json', '!/locales/en_US/common.json'],
    { import: 'default' }
);

const localeOfPath = (path: string) => path.split('/')[2];

export const availableLocales = [
    DEFAULT_LOCALE,
    ...Object.keys(otherLocales).map(localeOfPath).sort(),
];

export const loadMessages = async (locale: string): Promise<Messages> => {
    const load = otherLocales[`/locales/${locale}/common.json`];
    return load ? load() : defaultMessages;
};
