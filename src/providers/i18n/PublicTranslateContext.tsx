import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createTranslate, type Translate } from './createTranslate';
import { languageStore } from './languageStore';
import { defaultMessages, type Messages } from './messages';

const PublicTranslateContext = createContext<Translate>(
    createTranslate(defaultMessages)
);

/** A translate function for fixed strings (tests). */
export const PublicTranslateProvider = ({
    messages,
    children,
}: {
    messages: Messages;
    children: ReactNode;
}) => {
    const translate = useMemo(() => createTranslate(messages), [messages]);
    return (
        <PublicTranslateContext.Provider value={translate}>
            {children}
        </PublicTranslateContext.Provider>
    );
};

/**
 * Translates outside react-admin (public pages, toasts, dialogs) in the current language,
 * following every switch.
 */
export const LanguageProvider = ({ children }: { children: ReactNode }) => {
    const { messages } = useSyncExternalStore(
        languageStore.subscribe,
        languageStore.getSnapshot
    );
    return <PublicTranslateProvider messages={messages}>{children}</PublicTranslateProvider>;
};

export const usePublicTranslate = () => useContext(PublicTranslateContext);
