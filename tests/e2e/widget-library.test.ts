import type { Page } from 'playwright-core';
import { apiClient } from '../support/api';
import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, openSignedIn } from './console';

/**
 * The widget library as a tenant admin uses it: a new bundle, a latest-values widget type whose
 * script writes the value into its HTML, seen live in the preview's sandboxed frame, saved and
 * opened again; system bundles are read-only.
 */
describe('widget library', () => {
    const suite = consoleUnderTest();

    const tenantAdmin = async (width = 1280): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/widgets-bundles`, 'tenant@thingsboard.org', 'tenant', { width });
        // A table on wide screens, one line per bundle on phones.
        await page.getByText('Charts', { exact: true }).first().waitFor();
        return page;
    };
    const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');

    it('creates a bundle and a latest widget type, sees its value in the preview, saves (after the leave guard) and reopens it, then deletes it', async () => {
        const page = await tenantAdmin();
        try {
            await page.getByRole('link', { name: 'Create' }).click();
            await page.locator('input[name="title"]').fill('Room widgets');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/widgets-bundles\/[^/]+\/show/);

            // The details page leads to the bundle's widget types (the list's rows open them directly).
            await page.getByRole('button', { name: 'Open widgets bundle' }).click();
            await page.waitForURL(/\/widgetTypes$/);
            await page.getByText('Widgets bundle is empty').waitFor();

            await page.getByRole('button', { name: 'Add new widget type' }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'Latest values' }).click();
            await page.waitForURL(/\/widgetTypes\/new\?kind=latest$/);

            await page.getByLabel('Widget title').fill('Room value');
            // The HTML: the template's value element, and a note of our own.
            await page.getByRole('tab', { name: 'HTML' }).click();
            const html = page.locator('.monaco-editor').first();
            await html.waitFor();
            await html.click();
            await page.keyboard.press('Control+A');
            await page.keyboard.insertText('<div class="value"></div><div class="note">Living room</div>');

            // The template's script writes the latest sample value, with one decimal, into .value.
            await preview(page).locator('.note', { hasText: 'Living room' }).waitFor();
            await expect.poll(() => preview(page).locator('.value').textContent()).toMatch(/^-?\d+\.\d$/);

            // Unsaved changes hold a navigation away until answered.
            await page.getByRole('link', { name: 'Back to the widgets bundle' }).click();
            const leave = page.getByRole('dialog').filter({ hasText: 'Unsaved changes' });
            await leave.waitFor();
            await leave.getByRole('button', { name: 'Cancel' }).click();
            expect(page.url()).toMatch(/\/widgetTypes\/new\?kind=latest$/);

            await page.getByRole('button', { name: 'Save', exact: true }).click();
            await page.waitForURL(/\/widgetTypes\/[0-9a-f-]{36}$/);
            await page.getByText('Widget saved').waitFor();

            await page.getByRole('link', { name: 'Back to the widgets bundle' }).click();
            await page.waitForURL(/\/widgetTypes$/);
            await page.getByRole('link', { name: /Room value/ }).click();
            await page.waitForURL(/\/widgetTypes\/[0-9a-f-]{36}$/);
            expect(await page.getByLabel('Widget title').inputValue()).toBe('Room value');
            await preview(page).locator('.note', { hasText: 'Living room' }).waitFor();
            await expect.poll(() => preview(page).locator('.value').textContent()).toMatch(/^-?\d+\.\d$/);

            // Deleted after a confirmation, the bundle is empty again.
            await page.getByRole('link', { name: 'Back to the widgets bundle' }).click();
            await page.getByRole('button', { name: 'Remove widget type Room value' }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
            await page.getByText('Widgets bundle is empty').waitFor();
        } finally {
            await closePage(page);
        }
    });

    it('shows a system bundle read-only to a tenant admin: no add, delete or save, but a copy saved into its own bundle', async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        await api.post('/api/widgetsBundle', { title: 'Copies' }, token);
        const page = await tenantAdmin(400);
        try {
            await page.getByText('Charts', { exact: true }).first().click();
            await page.waitForURL(/\/widgetTypes$/);
            await page.getByRole('link', { name: /Timeseries Line Chart/ }).waitFor();
            expect(await page.getByRole('button', { name: /Add/ }).count()).toBe(0);
            expect(await page.getByRole('button', { name: /Remove widget type/ }).count()).toBe(0);

            await page.getByRole('link', { name: /Timeseries Line Chart/ }).click();
            await page.getByLabel('Widget title').waitFor();
            expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
            await page.getByRole('button', { name: 'Save widget as' }).waitFor();
            // The system chart runs in the preview with its sample data: an SVG line per key.
            await preview(page).locator('svg path').first().waitFor();

            await page.getByRole('button', { name: 'Save widget as' }).click();
            const dialog = page.getByRole('dialog');
            await dialog.getByLabel('Widget title').fill('My line chart');
            await dialog.getByLabel('Widgets bundle').click();
            await page.getByRole('option', { name: 'Copies' }).click();
            await dialog.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/widgetTypes\/[0-9a-f-]{36}$/);
            await dialog.waitFor({ state: 'detached' });
            await expect.poll(() => page.getByLabel('Widget title').inputValue()).toBe('My line chart');
            // The copy is the tenant's own: it may be saved.
            await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
        } finally {
            await closePage(page);
        }
    });

    it('runs a tenant widget type on a dashboard with live entity data', async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const bundle = (await api.post('/api/widgetsBundle', { title: 'Dashboard widgets' }, token)).body;
        const descriptor = {
            type: 'latest', sizeX: 6, sizeY: 3, resources: [], templateCss: '.reading { font-size: 28px; }',
            templateHtml: '<div class="reading"></div>',
            controllerScript: "self.onDataUpdated = function () { var points = self.ctx.data[0].data; if (points.length) self.ctx.$container.find('.reading').text(points[points.length - 1][1] + ' °C'); };",
            settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{}',
        };
        const type = (await api.post('/api/widgetType', { bundleAlias: bundle.alias, name: 'Reading', descriptor }, token)).body;
        const configuration = {
            widgets: {
                w1: {
                    id: 'w1', isSystemType: false, bundleAlias: bundle.alias, typeAlias: type.alias, type: 'latest', sizeX: 8, sizeY: 4,
                    config: {
                        title: 'Room temperature', showTitle: true, settings: {},
                        datasources: [{ type: 'entity', entityAliasId: 'room', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature' }] }],
                    },
                },
            },
            states: { default: { name: 'Room', root: true, layouts: { main: { widgets: { w1: { sizeX: 8, sizeY: 4, row: 0, col: 0 } }, gridSettings: { columns: 24, margin: 10 } } } } },
            entityAliases: { room: { id: 'room', alias: 'Room', filter: { type: 'entityName', resolveMultiple: false, entityType: 'DEVICE', entityNameFilter: 'Thermostat T1' } } },
        };
        const dashboard = (await api.post('/api/dashboard', { title: 'Custom widget', configuration }, token)).body;
        const telemetry = (temperature: number) => api.post('/api/v1/T1_TEST_TOKEN/telemetry', { temperature });
        await telemetry(23.5);

        const page = await openSignedIn(suite.browser, `${suite.server.url}/dashboards/${dashboard.id.id}`, 'tenant@thingsboard.org', 'tenant');
        try {
            const reading = page.frameLocator('iframe[title="Room temperature"]').locator('.reading');
            await expect.poll(() => reading.textContent()).toBe('23.5 °C');
            await telemetry(24.5);
            await expect.poll(() => reading.textContent()).toBe('24.5 °C');
        } finally {
            await closePage(page);
        }
    });
});
