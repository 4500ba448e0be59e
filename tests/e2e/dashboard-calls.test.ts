import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { closePage, consoleUnderTest, openSignedIn } from './console';
import { createDashboard, DASHBOARD_SETTINGS, GRID, openDashboardPage, singleDeviceAlias, systemWidget, tenantSessionWithThermostatT1, widgetRegion } from './support/dashboards';

/**
 * Dashboards making ThingsBoard's calls (issue #23): time windows end at the server's now read
 * from /api/dashboard/serverTime, whatever the browser's clock says; sharing sends only the
 * customers added or removed, so a change someone made meanwhile stays.
 */
describe('dashboard calls', () => {
    const suite = consoleUnderTest();

    it("a browser whose clock is an hour fast still shows the last ten minutes of the server's time", async () => {
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        const posted = await fetch(`${suite.server.url}/api/v1/T1_TEST_TOKEN/telemetry`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ts: Date.now() - 60_000, values: { temperature: 23.7 } }),
        });
        expect(posted.status).toBe(200);
        const T1 = randomUUID();
        const table = randomUUID();
        const id = await createDashboard(session, 'Clock check', {
            widgets: {
                [table]: systemWidget(table, 'cards', 'timeseries_table', 'timeseries', 'Recent temperature', {
                    datasources: [{ type: 'entity', entityAliasId: T1, dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', decimals: 1 }] }],
                }),
            },
            states: { default: { name: 'Clock check', root: true, layouts: { main: { gridSettings: GRID, widgets: { [table]: { sizeX: 12, sizeY: 6, row: 0, col: 0 } } } } } },
            entityAliases: { [T1]: singleDeviceAlias(T1, 'Thermostat T1', session.thermostatT1) },
            filters: {},
            timewindow: { selectedTab: 0, realtime: { realtimeType: 0, interval: 1000, timewindowMs: 600_000 }, aggregation: { type: 'NONE', limit: 200 } },
            settings: DASHBOARD_SETTINGS,
        });
        const commands: Array<{ startTs?: number }> = [];
        const page = await openDashboardPage(suite.browser, suite.server.url, { id, title: 'Clock check' }, 1280, async fast => {
            // The browser's clock runs an hour ahead of the server's.
            await fast.addInitScript(() => {
                const realNow = Date.now.bind(Date);
                Date.now = () => realNow() + 3_600_000;
            });
            fast.on('websocket', socket =>
                socket.on('framesent', frame => {
                    const sent = JSON.parse(String(frame.payload)) as { entityDataCmds?: Array<{ tsCmd?: { startTs: number } }> };
                    for (const command of sent.entityDataCmds ?? []) if (command.tsCmd) commands.push(command.tsCmd);
                })
            );
        });
        try {
            await widgetRegion(page, 'Recent temperature').getByText('23.7', { exact: true }).waitFor();
            const startTs = commands[0]?.startTs ?? 0;
            // Ten minutes before the server's now, not before the browser's.
            expect(Math.abs(startTs - (Date.now() - 600_000))).toBeLessThan(30_000);
        } finally {
            await closePage(page);
        }
    });

    it("sharing sends only the customers added or removed: someone else's assignment made meanwhile stays", async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const dashboardId = await createDashboard({ api, token }, 'Shift plan', { widgets: {}, states: {}, entityAliases: {}, filters: {}, settings: DASHBOARD_SETTINGS });
        const customers = await api.get<{ data: Array<{ id: { id: string }; title: string }> }>('/api/customers?pageSize=10&page=0', token);
        const customerOf = (title: string) => customers.body.data.find(customer => customer.title === title)!.id.id;

        const page = await openSignedIn(suite.browser, `${suite.server.url}/dashboards`, 'tenant@thingsboard.org', 'tenant');
        try {
            const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Shift plan', exact: true }) });
            await row.getByRole('button', { name: /^Manage/ }).click();
            const dialog = page.getByRole('dialog');
            await dialog.waitFor();

            // While the dialog is open, another admin shares the dashboard with Customer B.
            expect((await api.post(`/api/customer/${customerOf('Customer B')}/dashboard/${dashboardId}`, undefined, token)).status).toBe(200);

            await dialog.getByRole('combobox').fill('Customer A');
            await page.getByRole('option', { name: 'Customer A', exact: true }).click();
            const sent: string[] = [];
            page.on('request', request => {
                if (request.url().includes(`/api/dashboard/${dashboardId}/customers`)) sent.push(`${new URL(request.url()).pathname} ${request.postData()}`);
            });
            await dialog.getByRole('button', { name: 'Save' }).click();
            await dialog.waitFor({ state: 'detached' });
            expect(sent).toEqual([`/api/dashboard/${dashboardId}/customers/add ${JSON.stringify([customerOf('Customer A')])}`]);

            const dashboard = await api.get<{ assignedCustomers: Array<{ title: string }> }>(`/api/dashboard/info/${dashboardId}`, token);
            expect(dashboard.body.assignedCustomers.map(customer => customer.title).sort()).toEqual(['Customer A', 'Customer B']);

            // Taking Customer A off again sends only that removal: Customer B, never shown as removed, stays.
            sent.length = 0;
            await row.getByRole('button', { name: /^Manage/ }).click();
            await dialog.waitFor();
            const chip = dialog.getByRole('button', { name: 'Customer A' });
            await chip.focus();
            await page.keyboard.press('Backspace');
            await chip.waitFor({ state: 'detached' });
            await dialog.getByRole('button', { name: 'Save' }).click();
            await dialog.waitFor({ state: 'detached' });
            expect(sent).toEqual([`/api/dashboard/${dashboardId}/customers/remove ${JSON.stringify([customerOf('Customer A')])}`]);
            const after = await api.get<{ assignedCustomers: Array<{ title: string }> }>(`/api/dashboard/info/${dashboardId}`, token);
            expect(after.body.assignedCustomers.map(customer => customer.title)).toEqual(['Customer B']);
        } finally {
            await closePage(page);
        }
    });
});
