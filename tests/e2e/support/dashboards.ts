import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiClient } from '../../support/api';
import { openSignedIn } from '../console';

// Building blocks of the dashboards that widget e2e suites create through the API, and opening
// one as the demo tenant admin.

export const GRID = { backgroundColor: '#eeeeee', columns: 24, margin: 10 };

/** A widget of a system bundle, titled, in ThingsBoard's dashboard JSON. */
export const systemWidget = (id: string, bundleAlias: string, typeAlias: string, type: string, title: string, config: Record<string, unknown>) => ({
    id, isSystemType: true, bundleAlias, typeAlias, type, title, sizeX: 8, sizeY: 6, config: { title, showTitle: true, ...config },
});

/** An alias of one device. */
export const singleDeviceAlias = (id: string, alias: string, deviceId: string) => ({
    id, alias, filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: deviceId } },
});

/** A realtime window of the last `realtimeMs` (an hour by default), without aggregation. */
export const realtimeWindow = (realtimeMs = 3_600_000) => ({
    selectedTab: 0,
    realtime: { realtimeType: 0, interval: 1000, timewindowMs: realtimeMs },
    history: { historyType: 0, interval: 1000, timewindowMs: 60000 },
    aggregation: { type: 'NONE', limit: 25000 },
});

export const DASHBOARD_SETTINGS = { stateControllerId: 'entity', showTitle: true, showDashboardTimewindow: true };

/** The demo tenant admin's API session and the id of the demo's Thermostat T1. */
export const tenantSessionWithThermostatT1 = async (serverUrl: string) => {
    const api = apiClient(serverUrl);
    const { token } = await api.login('tenant@thingsboard.org', 'tenant');
    const devices = await api.get<{ data: Array<{ id: { id: string }; name: string }> }>('/api/tenant/devices?pageSize=10&page=0&textSearch=Thermostat%20T1', token);
    const t1 = devices.body.data.find(device => device.name === 'Thermostat T1');
    expect(t1).toBeDefined();
    return { api, token, thermostatT1: t1!.id.id };
};

/** Saves a dashboard through the API; its id. */
export const createDashboard = async (session: { api: ReturnType<typeof apiClient>; token: string }, title: string, configuration: object) => {
    const created = await session.api.post<{ id: { id: string } }>('/api/dashboard', { title, configuration }, session.token);
    expect(created.status).toBe(200);
    return created.body.id.id;
};

/**
 * A page of its own at `width` × 800, signed in as the tenant admin (openSignedIn), showing the
 * dashboard with its title; `beforeOpening` may set up the page first (routes to abort, a clock).
 */
export const openDashboardPage = async (
    browser: Browser,
    serverUrl: string,
    dashboard: { id: string; title: string },
    width: number,
    beforeOpening?: (page: Page) => Promise<void>
): Promise<Page> => {
    const page = await openSignedIn(browser, `${serverUrl}/dashboards/${dashboard.id}`, 'tenant@thingsboard.org', 'tenant', { width, beforeOpening });
    await page.getByRole('heading', { name: dashboard.title, level: 1 }).waitFor();
    return page;
};

/** A widget on the page, by its title. */
export const widgetRegion = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
