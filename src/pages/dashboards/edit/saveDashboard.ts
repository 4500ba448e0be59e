import type { Dashboard } from '../../../../shared/generated/api.gen';
import type { DashboardConfiguration } from '../../../dashboard/model/dashboardConfig';
import { httpClient } from '../../../providers/http/httpClient';

/**
 * Saves an edited configuration with POST /api/dashboard. The body is the stored dashboard with
 * only its configuration replaced, so fields this console does not know survive the save.
 */
export const saveDashboard = (dashboard: Dashboard, configuration: DashboardConfiguration): Promise<Dashboard> =>
    httpClient.request<Dashboard>('/api/dashboard', { method: 'POST', body: { ...dashboard, configuration } });
