import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { withResourceMessages } from '../../generic/i18n/resourceMessages';
import { fromPolyglotLocale, LANGUAGES, toPolyglotLocale } from '../../../shared/i18n/languages';
import { polyglotPluralRules } from '../../../shared/i18n/plurals';
import type { LanguageState } from './languageStore';
import { loadMessages, mergeMessages, type Messages } from './messages';
import { withValidationCount } from './validationCounts';

/**
 * react-admin's own strings (ra.*) in English, overlaid by each language's common.json,
 * which carries its own ra.* phrases where the shell shows them. English has only ra.*, so only
 * that branch is merged: react-admin's mergeTranslations (lodash's deep merge) walked all of the
 * console's texts on the first screen's main thread, a public dashboard's too (issue #26).
 */
export const withReactAdminEnglish = (messages: Messages): TranslationMessages => ({
    ...messages,
    // English has every ra.* phrase: the merge has them all.
    ra: mergeMessages(englishMessages.ra as Messages, typeof messages.ra === 'object' ? messages.ra : {}) as TranslationMessages['ra'],
});

const withReactAdminStrings = (messages: Messages): TranslationMessages => withReactAdminEnglish(withResourceMessages(messages));

/**
 * Starts in the language the public pages already loaded, so its strings are at hand
 * synchronously as polyglot requires; other languages load when chosen, through `load`
 * (the language store's, which knows the console's files too).
 */
export const createAdminI18nProvider = (initial: LanguageState, load: (locale: string) => Promise<Messages> = loadMessages): I18nProvider => {
    const provider = polyglotI18nProvider(
        tag =>
            fromPolyglotLocale(tag) === initial.locale
                ? withReactAdminStrings(initial.messages)
                : load(fromPolyglotLocale(tag)).then(withReactAdminStrings),
        toPolyglotLocale(initial.locale),
        LANGUAGES.map(({ code, nativeName }) => ({ locale: toPolyglotLocale(code), name: nativeName })),
        { allowMissing: true, pluralRules: polyglotPluralRules }
    );
    return { ...provider, translate: (key, options) => provider.translate(key, withValidationCount(key, options)) };
};
