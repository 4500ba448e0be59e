import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { useLocation, type Location } from 'react-router';

/** A change of the list's parameters (sort, page, filters), made with the list as it is then. */
export type ListChange = (list: ListControllerResult) => void;

const RunOnCurrentList = createContext<((change: ListChange) => void) | null>(null);

/** The address bar already holds parameters of this list that it has not rendered yet. */
const addressIsAhead = (rendered: Pick<Location, 'pathname' | 'search'>) =>
    window.location.pathname === rendered.pathname && window.location.search !== rendered.search;

/**
 * react-admin works out a list's next parameters from the ones it last rendered, and a navigation
 * renders as a transition: on a busy machine the address can hold a new search for a moment before
 * the list shows it. A click on a column header in that moment brought back the old parameters — the
 * search the person had just typed vanished from the list (and from what Export CSV exported) while
 * it stayed in the search box. Here a change made while the list is behind its address waits until
 * the list has caught up, then starts from what it shows.
 */
export const ListParamsInSync = ({ children }: { children: ReactNode }) => {
    const list = useListContext();
    const location = useLocation();
    const current = useRef({ list, location });
    useLayoutEffect(() => {
        current.current = { list, location };
    });
    const waiting = useRef<ListChange[]>([]);

    const run = useCallback((change: ListChange) => {
        if (addressIsAhead(current.current.location)) waiting.current.push(change);
        else change(current.current.list);
    }, []);

    useEffect(() => {
        if (waiting.current.length === 0 || addressIsAhead(location)) return;
        for (const change of waiting.current.splice(0)) change(list);
    });

    const value = useMemo<ListControllerResult>(
        () => ({
            ...list,
            setSort: sort => run(latest => latest.setSort(sort)),
            setPage: page => run(latest => latest.setPage(page)),
            setPerPage: perPage => run(latest => latest.setPerPage(perPage)),
            setFilters: (filters, displayedFilters, debounce) => run(latest => latest.setFilters(filters, displayedFilters, debounce)),
            showFilter: (name, value) => run(latest => latest.showFilter(name, value)),
            hideFilter: name => run(latest => latest.hideFilter(name)),
        }),
        [list, run]
    );
    return (
        <RunOnCurrentList.Provider value={run}>
            <ListContextProvider value={value}>{children}</ListContextProvider>
        </RunOnCurrentList.Provider>
    );
};

/**
 * Runs a change of the list's parameters against the list as it is when the change applies (inside
 * ListParamsInSync), for changes worked out from the current parameters (the toolbar search keeps the
 * other filters).
 */
export const useChangeCurrentList = (): ((change: ListChange) => void) => {
    const run = useContext(RunOnCurrentList);
    const list = useListContext();
    return useCallback((change: ListChange) => (run ? run(change) : change(list)), [run, list]);
};
