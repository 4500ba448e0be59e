import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * The title a page gives itself beyond its route's (an entity's name, a dashboard's title), for the
 * breadcrumb and the browser tab. Kept per path: a title set for one page never shows on another.
 */
export interface PageTitle {
    pathname: string;
    text: string;
}

let current: PageTitle | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach(listener => listener());

export const pageTitleStore = {
    get: () => current,
    subscribe(listener: () => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
    },
    set(next: PageTitle | null) {
        if (current?.pathname === next?.pathname && current?.text === next?.text) return;
        current = next;
        emit();
    },
};

/** The title of the page at this path, if it set one. */
export const usePageTitleOf = (pathname: string): string | null => {
    const title = useSyncExternalStore(pageTitleStore.subscribe, pageTitleStore.get);
    return title?.pathname === pathname ? title.text : null;
};

/** Gives the current page a title (null or empty: none yet), cleared when the page goes. */
export const usePageTitle = (text: string | null | undefined) => {
    const { pathname } = useLocation();
    useEffect(() => {
        if (!text) return;
        pageTitleStore.set({ pathname, text });
        return () => {
            if (pageTitleStore.get()?.pathname === pathname) pageTitleStore.set(null);
        };
    }, [pathname, text]);
};
