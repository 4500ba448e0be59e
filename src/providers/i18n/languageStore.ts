import { DEFAULT_LANGUAGE, isRightToLeft } from '../../../shared/i18n/languages';
import { defaultMessages, loadMessages, type Messages } from './messages';
import { resolveLanguage } from './resolveLanguage';

/**
 * Where the chosen language is kept. TB- prefixed like ThingsBoard's other persisted
 * settings, and outside react-admin's store, which is wiped on logout (pitfall P6).
 */
export const LANGUAGE_STORAGE_KEY = 'TB-lang';

export interface LanguageState {
    locale: string;
    messages: Messages;
}

export interface LanguageStore {
    getSnapshot(): LanguageState;
    subscribe(listener: () => void): () => void;
    /** Resolves the wish, loads its strings, then switches (and remembers it, unless told not to). */
    setLanguage(wish: string | null | undefined, options?: { remember?: boolean }): Promise<string>;
    /** The remembered language, else the browser's. */
    preferredLanguage(): string;
}

export const createLanguageStore = (
    storage: Storage,
    browserLanguage: () => string | undefined,
    load: (locale: string) => Promise<Messages> = loadMessages
): LanguageStore => {
    let state: LanguageState = { locale: DEFAULT_LANGUAGE, messages: defaultMessages };
    let latestRequest = 0;
    const listeners = new Set<() => void>();

    return {
        getSnapshot: () => state,
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        async setLanguage(wish, { remember = true } = {}) {
            const locale = resolveLanguage(wish);
            const request = ++latestRequest;
            if (remember) storage.setItem(LANGUAGE_STORAGE_KEY, locale);
            const messages = await load(locale).catch(() => defaultMessages);
            // A later choice made while these strings were loading wins.
            if (request === latestRequest && state.locale !== locale) {
                state = { locale, messages };
                document.documentElement.lang = locale.replace('_', '-');
                document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
                listeners.forEach(listener => listener());
            }
            return locale;
        },
        preferredLanguage: () =>
            resolveLanguage(storage.getItem(LANGUAGE_STORAGE_KEY) ?? browserLanguage()),
    };
};

export const languageStore = createLanguageStore(
    window.localStorage,
    () => window.navigator.language
);
