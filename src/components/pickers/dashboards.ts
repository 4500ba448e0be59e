import type { Authority } from '../../../resources/kernel';
import { httpClient } from '../../providers/http/httpClient';

export interface DashboardInfo {
    id: { id: string; entityType: 'DASHBOARD' };
    title: string;
    name?: string;
}

interface PageData<T> {
    data: T[];
}

/** Dashboard autocomplete pages (10), the dropdown's first 100 (part 2 §9). */
export const DASHBOARD_AUTOCOMPLETE_PAGE_SIZE = 10;
export const DASHBOARD_DROPDOWN_PAGE_SIZE = 100;

export interface DashboardScope {
    authority: Authority | null;
    /** 'customer' lists a customer's dashboards even for a tenant administrator. */
    dashboardsScope?: 'customer' | 'tenant';
    customerId?: string | null;
    tenantId?: string | null;
}

/**
 * Which list a dashboard picker shows (part 2 §6): a customer's (needs its id), a given
 * tenant's for the system administrator (needs its id), else the tenant's own. Null: none.
 */
export const dashboardListPath = ({ authority, dashboardsScope, customerId, tenantId }: DashboardScope): string | null => {
    if (authority === 'CUSTOMER_USER' || dashboardsScope === 'customer') {
        return customerId ? `/api/customer/${customerId}/dashboards` : null;
    }
    if (authority === 'SYS_ADMIN') return tenantId ? `/api/tenant/${tenantId}/dashboards` : null;
    return '/api/tenant/dashboards';
};

/** A page of dashboards whose title matches, sorted by title; errors give none. */
export const searchDashboards = async (path: string | null, text: string, pageSize: number): Promise<DashboardInfo[]> => {
    if (!path) return [];
    try {
        const page = await httpClient.request<PageData<DashboardInfo>>(path, {
            query: { pageSize, page: 0, textSearch: text || undefined, sortProperty: 'title', sortOrder: 'ASC' },
            ignoreErrors: true,
            ignoreLoading: true,
        });
        return page.data;
    } catch {
        return [];
    }
};

export const loadDashboard = (id: string): Promise<DashboardInfo> =>
    httpClient.request<DashboardInfo>(`/api/dashboard/info/${id}`, { ignoreErrors: true, ignoreLoading: true });

/** The dropdown's popup panel: 250 px high where the screen has at least 350 px, else 150. */
export const dashboardPanelMaxHeight = (windowHeight: number): number => (windowHeight >= 350 ? 250 : 150);
export const DASHBOARD_PANEL_WIDTH = 300;
