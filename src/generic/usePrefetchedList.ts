import { useQueryClient } from '@tanstack/react-query';
// react-admin's useLocation: the address its own list reads, through its router adapter.
import { getQuery, parseQueryFromLocation, useDataProvider, useLocation, useStore, type ListParams, type SortPayload } from 'react-admin';

export interface ListRequest {
    /** react-admin's resource name (the registry entry's route). */
    resource: string;
    /** The same default sort and page size the <List> gets. */
    sort: SortPayload;
    perPage: number;
    /** Only for those who may list it (useMay): a refused request would be a failed call and an error. */
    enabled: boolean;
}

/**
 * The list's query options: a page fetched this recently is not fetched again when the list mounts (the
 * request made while rendering usually answers before the render ends). A refresh or a change made in
 * the console invalidates the list and fetches it anew all the same.
 */
export const PREFETCHED_LIST_OPTIONS = { staleTime: 3_000 } as const;

/**
 * Asks for a list's first page while the list renders, as react-query's usePrefetchQuery does.
 * A navigation renders as a transition, and react-admin's list asks for its page in an effect, after
 * the whole page has rendered: over 4G the request then waited a few hundred milliseconds of rendering
 * and the rows another round trip (issue #26). The parameters are worked out as react-admin's
 * useListParams does (the address, else those the store remembers, else the defaults) and the key is
 * useGetList's, so the list adopts the request in flight instead of making its own. Returns the
 * list's query options.
 */
export const usePrefetchedList = ({ resource, sort, perPage, enabled }: ListRequest): typeof PREFETCHED_LIST_OPTIONS => {
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider();
    const location = useLocation();
    const [stored] = useStore<ListParams | undefined>(`${resource}.listParams`);
    if (!enabled) return PREFETCHED_LIST_OPTIONS;
    const query = getQuery({ queryFromLocation: parseQueryFromLocation(location), params: stored, filterDefaultValues: undefined, sort, perPage });
    const params = {
        pagination: { page: query.page, perPage: query.perPage },
        sort: { field: query.sort, order: query.order },
        filter: { ...query.filter },
        meta: undefined,
    };
    const queryKey = [resource, 'getList', params];
    if (queryClient.getQueryState(queryKey)) return PREFETCHED_LIST_OPTIONS;
    void queryClient.prefetchQuery({
        queryKey,
        queryFn: ({ signal }) =>
            dataProvider
                .getList(resource, { ...params, signal: dataProvider.supportAbortSignal === true ? signal : undefined })
                .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    });
    return PREFETCHED_LIST_OPTIONS;
};
