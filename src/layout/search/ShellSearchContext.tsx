import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SearchHandler = (text: string) => void;

interface ShellSearch {
    handler: SearchHandler | null;
    setHandler(handler: SearchHandler | null): void;
}

const ShellSearchContext = createContext<ShellSearch>({ handler: null, setHandler: () => undefined });

export const ShellSearchProvider = ({ children }: { children: ReactNode }) => {
    const [handler, setStoredHandler] = useState<SearchHandler | null>(null);
    const setHandler = (next: SearchHandler | null) => setStoredHandler(() => next);
    return (
        <ShellSearchContext.Provider value={{ handler, setHandler }}>
            {children}
        </ShellSearchContext.Provider>
    );
};

/** The toolbar's search, offered only while a page that supports a search text is shown. */
export const useShellSearchHandler = () => useContext(ShellSearchContext).handler;

/** A page calls this to get the toolbar's search text (entity lists do). */
export const useShellSearch = (onSearch: SearchHandler) => {
    const { setHandler } = useContext(ShellSearchContext);
    useEffect(() => {
        setHandler(onSearch);
        return () => setHandler(null);
        // Registered once per page: the page keeps its handler stable.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
};
