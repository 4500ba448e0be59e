import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Dashboard } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';

/**
 * A dashboard as saved (GET /api/dashboard/{id}). The page asks for it as soon as it opens, while
 * the dashboard runtime's code is still on its way. The mobile app's reload={timestamp} asks for
 * a fresh load of the same dashboard.
 */
export const dashboardQuery = (dashboardId: string | undefined, reload: string | null) =>
    queryOptions({
        queryKey: ['dashboard', dashboardId, reload],
        enabled: Boolean(dashboardId),
        queryFn: ({ signal }) => httpClient.request<Dashboard>(`/api/dashboard/${dashboardId}`, { signal }),
        // The answer the page asked for while the runtime loaded is fresh when the runtime mounts: not asked again.
        staleTime: 5_000,
    });

/** A saved dashboard is read again the next time it opens, however soon. */
export const forgetDashboard = (queryClient: QueryClient, dashboardId: string) =>
    queryClient.invalidateQueries({ queryKey: ['dashboard', dashboardId], refetchType: 'none' });
