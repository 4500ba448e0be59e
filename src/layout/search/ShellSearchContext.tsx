import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

type SearchHandler = (text: string) => void;

interface ShellSearch {
    handler: SearchHandler | null;
    setHandler(handler: SearchHandler | null): void;
}

const ShellSearchContext = createContext<ShellSearch>({ handler: null, setHandler: () => undefined });

export const ShellSearchProvider = ({ children }: { children: ReactNode }) => {
    const [handler, setStoredHandler] = useState<SearchHandler | null>(null);
    const setHandler = useCallback((next: SearchHandler | null) => setStoredHandler(() => next), []);
    const value = useMemo(() => ({ handler, setHandler }), [handler, setHandler]);
    return (
        <ShellSearchContext.Provider value={value}>
            {children}
        </ShellSearchContext.Provider>
    );
};

/** The toolbar's search, offered only while a page that supports a search text is shown. */
export const useShellSearchHandler = () => useContext(ShellSearchContext).handler;

/**
 * A page calls this to get the toolbar's search text (entity lists do). The latest
 * `onSearch` is always the one called, so it may close over changing state.
 */
export const useShellSearch = (onSearch: SearchHandler) => {
    const { setHandler } = useContext(ShellSearchContext);
    const latest = useRef(onSearch);
    useEffect(() => {
        latest.current = onSearch;
    });
    useEffect(() => {
        setHandler(text => latest.current(text));
        return () => setHandler(null);
    }, [setHandler]);
};
