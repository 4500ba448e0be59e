import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Dashboard } from '../../../shared/generated/api.gen';
import { serverClock } from '../../lib/time/serverClock';
import { httpClient } from '../../providers/http/httpClient';

/** The server's clock, read once per session for the dashboards' time windows. */
const readServerTime = () => httpClient.request<number>('/api/dashboard/serverTime', { ignoreErrors: true, ignoreLoading: true });

/**
 * A dashboard as saved (GET /api/dashboard/{id}). The page asks for it as soon as it opens, while
 * the dashboard runtime's code is still on its way. The mobile app's reload={timestamp} asks for
 * a fresh load of the same dashboard.
 */
export const dashboardQuery = (dashboardId: string | undefined, reload: string | null) =>
    queryOptions({
        queryKey: ['dashboard', dashboardId, reload],
        enabled: Boolean(dashboardId),
        queryFn: async ({ signal }) => {
            const [dashboard] = await Promise.all([
                httpClient.request<Dashboard>(`/api/dashboard/${dashboardId}`, { signal }),
                // Widgets' time windows end at the server's now (part 1 §7); without it, the browser's.
                serverClock.sync(readServerTime).catch(() => 0),
            ]);
            return dashboard;
        },
        // The answer the page asked for while the runtime loaded is fresh when the runtime mounts: not asked again.
        staleTime: 5_000,
    });

/** A saved dashboard is read again the next time it opens, however soon. */
export const forgetDashboard = (queryClient: QueryClient, dashboardId: string) =>
    queryClient.invalidateQueries({ queryKey: ['dashboard', dashboardId], refetchType: 'none' });
