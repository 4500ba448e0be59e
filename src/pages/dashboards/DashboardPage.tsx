import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

/** The dashboard runtime loads with the first dashboard opened, never with the shell. */
const DashboardView = lazy(() => import('./DashboardView'));

/** dashboards/:dashboardId (in the shell), dashboard/:dashboardId (fullscreen, without the shell) and the home dashboard on /home. */
export const DashboardPage = ({ fullscreen = false, dashboardId, hideToolbar }: { fullscreen?: boolean; dashboardId?: string; hideToolbar?: boolean }) => (
    <Suspense fallback={<Loading />}>
        <DashboardView fullscreen={fullscreen} dashboardId={dashboardId} hideToolbar={hideToolbar} />
    </Suspense>
);
export default DashboardPage;
