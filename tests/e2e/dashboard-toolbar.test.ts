import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { consoleUnderTest, openSignedIn } from './console';

/**
 * The dashboard toolbar: the aliases entity select picks which thermostat a one-entity alias shows,
 * the secondary actions fold behind '⋮' on a phone, and the phone's dashboards list has row actions.
 */
describe('dashboard toolbar', () => {
    const suite = consoleUnderTest();

    const signedIn = async (width: number): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant', { width });
        return page;
    };

    // Alias ids are UUIDs: the configuration upgrade gives any other id a new one on each load.
    const ALIAS_ID = '5f0c1f3e-2a4b-4c6d-8e9f-0a1b2c3d4e5f';

    /** A dashboard whose one alias shows one thermostat of the type, on a card of its name. */
    const createPickDashboard = async (): Promise<string> => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const widget = {
            id: 'w1',
            bundleAlias: 'cards',
            typeAlias: 'simple_card',
            type: 'latest',
            sizeX: 6,
            sizeY: 3,
            row: 0,
            col: 0,
            config: {
                title: 'Picked thermostat',
                showTitle: true,
                datasources: [{ type: 'entity', entityAliasId: ALIAS_ID, dataKeys: [{ name: 'name', type: 'entityField', label: 'Name' }] }],
            },
        };
        const configuration = {
            entityAliases: { [ALIAS_ID]: { id: ALIAS_ID, alias: 'Thermostat', filter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '', resolveMultiple: false } } },
            widgets: { w1: widget },
            states: { default: { name: 'Pick', root: true, layouts: { main: { widgets: { w1: { sizeX: 6, sizeY: 3, row: 0, col: 0 } }, gridSettings: { columns: 24 } } } } },
            settings: { showEntitiesSelect: true },
        };
        const created = await api.post<{ id: { id: string } }>('/api/dashboard', { title: 'Pick a thermostat', configuration }, token);
        expect(created.status).toBe(200);
        return created.body.id.id;
    };

    it('picks the entity of a one-entity alias from the toolbar, and a reload keeps the pick', async () => {
        const dashboardId = await createPickDashboard();
        const page = await signedIn(1280);
        try {
            await page.goto(`${suite.server.url}/dashboards/${dashboardId}`);
            const select = page.getByRole('combobox', { name: 'Thermostat' });
            await select.click();
            const options = page.getByRole('option');
            await options.nth(1).waitFor();
            const second = (await options.nth(1).textContent()) ?? '';
            await options.nth(1).click();
            await expect.poll(() => select.textContent()).toBe(second);
            // The widget on the alias now shows the picked thermostat.
            await page.getByRole('region', { name: 'Picked thermostat' }).getByText(second, { exact: true }).waitFor();
            await page.screenshot({ path: 'test-results/dashboard-toolbar-select-1280.png' });
            await expect.poll(() => page.url()).toContain('aliasEntities');
            await page.reload();
            await expect.poll(() => page.getByRole('combobox', { name: 'Thermostat' }).textContent()).toBe(second);
        } finally {
            await page.context().close();
        }
    });

    it("on a phone keeps one toolbar line with the secondary actions behind '⋮', and lists dashboards with row actions", async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const dashboards = await api.get<{ data: Array<{ id: { id: string }; title: string }> }>('/api/tenant/dashboards?pageSize=10&page=0&textSearch=Thermostats', token);
        const thermostats = dashboards.body.data.find(dashboard => dashboard.title === 'Thermostats')!;
        const page = await signedIn(400);
        try {
            await page.goto(`${suite.server.url}/dashboards/${thermostats.id.id}`);
            // The app bar's title (the page's h1) names the dashboard: the toolbar leaves its room to the time window.
            await page.getByRole('heading', { name: 'Thermostats', level: 1 }).waitFor();
            expect(await page.getByRole('heading', { name: 'Thermostats', level: 2 }).isVisible()).toBe(false);
            const timewindow = page.getByRole('button', { name: /^Edit time window/ });
            const more = page.getByRole('button', { name: 'More actions' });
            await more.waitFor();
            // One line: the time window and the '⋮' share a row.
            const [windowBox, moreBox] = [(await timewindow.boundingBox())!, (await more.boundingBox())!];
            expect(Math.abs(windowBox.y + windowBox.height / 2 - (moreBox.y + moreBox.height / 2))).toBeLessThan(12);
            expect(await page.getByRole('button', { name: 'Enter edit mode' }).isVisible()).toBe(false);
            await page.screenshot({ path: 'test-results/dashboard-toolbar-400.png' });
            await more.click();
            await page.getByRole('button', { name: 'Enter edit mode' }).waitFor();
            await page.screenshot({ path: 'test-results/dashboard-toolbar-400-menu.png' });

            await page.goto(`${suite.server.url}/dashboards`);
            const row = page.getByRole('listitem').filter({ hasText: 'Thermostats' }).first();
            await row.getByRole('button', { name: 'Export dashboard', exact: true }).waitFor();
            await page.screenshot({ path: 'test-results/dashboard-list-400.png' });
        } finally {
            await page.context().close();
        }
    });
});
