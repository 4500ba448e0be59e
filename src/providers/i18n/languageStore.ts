import { DEFAULT_LANGUAGE, isRightToLeft } from '../../../shared/i18n/languages';
import { defaultMessages, loadMessages, mergeMessages, type Messages } from './messages';
import { resolveLanguage } from '../../../shared/i18n/resolveLanguage';

/**
 * Where the chosen language is kept. TB- prefixed like ThingsBoard's other persisted
 * settings, and outside react-admin's store, which is wiped on logout (pitfall P6).
 */
export const LANGUAGE_STORAGE_KEY = 'TB-lang';

export interface LanguageState {
    locale: string;
    messages: Messages;
}

/** Loads more of a language's texts (the console's files) to lay over what the store loads itself. */
export type MessagesLoader = (locale: string) => Promise<Messages>;

export interface LanguageStore {
    getSnapshot(): LanguageState;
    subscribe(listener: () => void): () => void;
    /** Resolves the wish, loads its strings, then switches (and remembers it, unless told not to). */
    setLanguage(wish: string | null | undefined, options?: { remember?: boolean }): Promise<string>;
    /** The remembered language, else the browser's. */
    preferredLanguage(): string;
    /**
     * From now on also loads `loader`'s texts with every language, starting with the current one
     * (the console adds its own files once its chunk loads; the sign-in page needs only common.json).
     */
    extend(loader: MessagesLoader): Promise<void>;
    /** Every text of a language, as a switch to it would load them. */
    messagesFor(locale: string): Promise<Messages>;
}

export const createLanguageStore = (
    storage: Pick<Storage, 'getItem' | 'setItem'>,
    browserLanguage: () => string | undefined,
    load: (locale: string) => Promise<Messages> = loadMessages
): LanguageStore => {
    let state: LanguageState = { locale: DEFAULT_LANGUAGE, messages: defaultMessages };
    /** The language last asked for (it may still be loading). */
    let wanted = state.locale;
    let latestRequest = 0;
    /** The request whose texts `state` shows; behind latestRequest while a switch loads. */
    let settledRequest = 0;
    const listeners = new Set<() => void>();
    const extensions: MessagesLoader[] = [];

    const messagesFor = async (locale: string): Promise<Messages> => {
        if (locale === state.locale && latestRequest === settledRequest) return state.messages;
        const [base, ...more] = await Promise.all([
            load(locale).catch(() => defaultMessages),
            ...extensions.map(extension => extension(locale).catch(() => ({}))),
        ]);
        return more.reduce(mergeMessages, base!);
    };

    /** Loads and shows `locale`; a later request made while this one loads wins. */
    const show = async (locale: string, reload: boolean) => {
        wanted = locale;
        const request = ++latestRequest;
        const messages = await messagesFor(locale);
        if (request !== latestRequest) return;
        settledRequest = request;
        if (!reload && state.locale === locale) return;
        state = { locale, messages };
        document.documentElement.lang = locale.replace('_', '-');
        document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
        listeners.forEach(listener => listener());
    };

    return {
        getSnapshot: () => state,
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        async setLanguage(wish, { remember = true } = {}) {
            const locale = resolveLanguage(wish);
            if (remember) storage.setItem(LANGUAGE_STORAGE_KEY, locale);
            await show(locale, false);
            return locale;
        },
        preferredLanguage: () =>
            resolveLanguage(storage.getItem(LANGUAGE_STORAGE_KEY) ?? browserLanguage()),
        async extend(loader) {
            extensions.push(loader);
            await show(wanted, true);
        },
        messagesFor,
    };
};

/** Without a page (the console's logic tests run in Node) the language is English and remembered nowhere. */
const pageless: Pick<Storage, 'getItem' | 'setItem'> = { getItem: () => null, setItem: () => undefined };

export const languageStore = createLanguageStore(
    typeof window === 'undefined' ? pageless : window.localStorage,
    () => (typeof window === 'undefined' ? undefined : window.navigator.language)
);
