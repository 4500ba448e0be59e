import { DashboardPlaceholderPage } from './DashboardPlaceholderPage';

/** dashboards/:dashboardId (in the shell) and dashboard/:dashboardId (fullscreen). Skeleton for the runtime work. */
export const DashboardPage = ({ fullscreen = false }: { fullscreen?: boolean }) => <DashboardPlaceholderPage fullscreen={fullscreen} />;
export default DashboardPage;
