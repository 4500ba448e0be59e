import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

/** The dashboard runtime loads with the first dashboard opened, never with the shell. */
const DashboardView = lazy(() => import('./DashboardView'));

/** dashboards/:dashboardId (in the shell) and dashboard/:dashboardId (fullscreen, without the shell). */
export const DashboardPage = ({ fullscreen = false }: { fullscreen?: boolean }) => (
    <Suspense fallback={<Loading />}>
        <DashboardView fullscreen={fullscreen} />
    </Suspense>
);
export default DashboardPage;
