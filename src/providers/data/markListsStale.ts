import type { QueryClient } from '@tanstack/react-query';

/**
 * After a change made by a direct call rather than a react-admin mutation (which does this itself):
 * the cached queries of `resource` (of every resource when absent) are out of date. A list takes a
 * page fetched a moment ago as fresh, so without this it would draw the page from before the change.
 * Nothing is fetched now (the page's own record may be gone); each query is read again when next shown.
 */
export const markListsStale = (queryClient: QueryClient, resource?: string) =>
    queryClient.invalidateQueries({ queryKey: resource === undefined ? undefined : [resource], refetchType: 'none' });
