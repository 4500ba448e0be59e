import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslate, type Translate } from './createTranslate';
import { defaultMessages, type Messages } from './messages';

const PublicTranslateContext = createContext<Translate>(
    createTranslate(defaultMessages)
);

/** Gives the public pages (sign-in, password reset) a translate function without react-admin. */
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

export const usePublicTranslate = () => useContext(PublicTranslateContext);
