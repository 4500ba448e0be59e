import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation, useParams } from 'react-router';
import { useDashboardEmbedding } from './share/dashboardEmbedding';

/** The dashboard runtime loads with the first dashboard opened, never with the shell. */
const DashboardView = lazy(() => import('./DashboardView'));

/** dashboards/:dashboardId (in the shell), dashboard/:dashboardId (fullscreen, without the shell) and the home dashboard on /home. */
export const DashboardPage = ({ fullscreen = false, dashboardId, hideToolbar }: { fullscreen?: boolean; dashboardId?: string; hideToolbar?: boolean }) => {
    const { embedded } = useDashboardEmbedding();
    const { dashboardId: routeId } = useParams();
    const { search } = useLocation();
    // An embedded dashboard (mobile app) never shows the console's shell around it.
    if (embedded && !fullscreen && routeId && !dashboardId) return <Navigate to={`/dashboard/${routeId}${search}`} replace />;
    return (
        <Suspense fallback={<Loading />}>
            <DashboardView fullscreen={fullscreen} dashboardId={dashboardId} hideToolbar={hideToolbar} />
        </Suspense>
    );
};
export default DashboardPage;
