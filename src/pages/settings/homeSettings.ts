import type { HomeDashboardInfo } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';

/** What the home settings form edits: the tenant's home dashboard and whether its toolbar is hidden. */
export interface HomeSettings {
    dashboardId: string | null;
    hideToolbar: boolean;
}

const PATH = '/api/tenant/dashboard/home/info';

export const homeSettingsOf = (info: HomeDashboardInfo | null | undefined): HomeSettings => ({
    dashboardId: info?.dashboardId?.id ?? null,
    hideToolbar: info?.hideDashboardToolbar === true,
});

/** ThingsBoard's body: no dashboard is `dashboardId: null`, and then the toolbar flag means nothing. */
export const homeDashboardInfoOf = ({ dashboardId, hideToolbar }: HomeSettings): HomeDashboardInfo => ({
    dashboardId: dashboardId ? { entityType: 'DASHBOARD', id: dashboardId } : null,
    hideDashboardToolbar: dashboardId ? hideToolbar : false,
});

export const loadHomeSettings = async (): Promise<HomeSettings> => homeSettingsOf(await httpClient.request<HomeDashboardInfo>(PATH));

export const saveHomeSettings = (settings: HomeSettings): Promise<unknown> => httpClient.request(PATH, { method: 'POST', body: homeDashboardInfoOf(settings) });
