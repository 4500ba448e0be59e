import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation, useParams } from 'react-router';
import { dashboardQuery } from './dashboardQuery';
import { preloadWidgets } from './preloadWidgets';
import { useDashboardEmbedding } from './share/dashboardEmbedding';

/** The dashboard runtime loads with the first dashboard opened, never with the shell. */
const DashboardView = lazy(() => import('./DashboardView'));

/**
 * dashboards/:dashboardId (in the shell), dashboard/:dashboardId (fullscreen, without the shell) and the home dashboard on /home.
 * The dashboard's JSON, then its widgets' code, are asked for here, while the runtime's code loads: no request waits for another.
 */
export const DashboardPage = ({ fullscreen = false, dashboardId: givenId, hideToolbar }: { fullscreen?: boolean; dashboardId?: string; hideToolbar?: boolean }) => {
    const embedding = useDashboardEmbedding();
    const { dashboardId: routeId } = useParams();
    const { search } = useLocation();
    const dashboardId = givenId ?? routeId;
    // An embedded dashboard (mobile app) never shows the console's shell around it.
    const leavesShell = embedding.embedded && !fullscreen && routeId !== undefined && !givenId;
    const queryClient = useQueryClient();
    const query = { ...dashboardQuery(dashboardId, embedding.reload), enabled: Boolean(dashboardId) && !leavesShell };
    // Asked for while rendering (react-query's usePrefetchQuery, when enabled): a navigation waits in a
    // transition until the lazy runtime has loaded, and effects, useQuery's own fetch among them, run only then.
    if (query.enabled && !queryClient.getQueryState(query.queryKey)) void queryClient.prefetchQuery(query);
    const loaded = useQuery(query);
    const configuration = loaded.data?.configuration;
    useEffect(() => {
        if (configuration) preloadWidgets(configuration);
    }, [configuration]);
    if (leavesShell) return <Navigate to={`/dashboard/${routeId}${search}`} replace />;
    return (
        <Suspense fallback={<Loading />}>
            <DashboardView fullscreen={fullscreen} dashboardId={dashboardId} hideToolbar={hideToolbar} loaded={loaded} namedByBreadcrumb={!fullscreen && !givenId} />
        </Suspense>
    );
};
export default DashboardPage;
