import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import {
    availableLocales,
    DEFAULT_LOCALE,
    defaultMessages,
    loadMessages,
    type Messages,
} from './messages';

// react-admin's own strings stay English until the ra-language-* packages come in;
// our strings fall back to en_US key by key.
const withFallbacks = (messages: Messages): TranslationMessages =>
    mergeTranslations(englishMessages, defaultMessages, messages);

const languageName = (locale: string) => {
    const tag = locale.replace('_', '-');
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? locale;
};

export const adminI18nProvider = polyglotI18nProvider(
    locale =>
        locale === DEFAULT_LOCALE
            ? withFallbacks(defaultMessages)
            : loadMessages(locale).then(withFallbacks),
    DEFAULT_LOCALE,
    availableLocales.map(locale => ({ locale, name: languageName(locale) })),
    { allowMissing: true }
);
