import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { consoleUnderTest, openSignedIn } from './console';

/**
 * Issue #10's whole journey, as people do it: a tenant admin builds a dashboard in the editor with a
 * chart and a gauge on the demo thermostats, saves, reloads and watches a new reading arrive; makes it
 * public and a visitor opens the link without signing in; assigns it to Customer A, whose user opens
 * it, and on a phone the widgets stack in one column.
 */
describe('a dashboard from the editor to its viewers', () => {
    const suite = consoleUnderTest();

    const signedIn = (email: string, password: string, width: number): Promise<Page> => openSignedIn(suite.browser, `${suite.server.url}/home`, email, password, { width });

    const box = async (locator: Locator) => {
        const found = await locator.boundingBox();
        if (!found) throw new Error('not visible');
        return found;
    };

    /** Adds a widget from a bundle and points its first datasource at the alias and key. */
    const addWidgetOn = async (page: Page, bundle: RegExp, type: string, alias: string, key: string) => {
        await page.getByRole('button', { name: 'Add new widget' }).click();
        const picker = page.getByRole('dialog', { name: 'Add new widget' });
        await picker.getByLabel('Select widgets bundle').click();
        await page.getByRole('option', { name: bundle }).click();
        await picker.getByRole('button', { name: type, exact: true }).click();
        const config = page.getByRole('dialog', { name: /Widget configuration/ });
        await config.waitFor();
        const datasource = config.getByRole('group', { name: 'Datasource 1' });
        await datasource.getByRole('combobox', { name: 'Type' }).first().click();
        await page.getByRole('option', { name: 'Entity', exact: true }).click();
        await datasource.getByRole('combobox', { name: 'Entity alias' }).click();
        await page.getByRole('option', { name: alias }).click();
        await datasource.getByRole('combobox', { name: 'Data keys' }).focus();
        await page.keyboard.type(key);
        // The thermostats have reported it, so find/keys offers it as a time series.
        await page.getByRole('option', { name: new RegExp(`^${key}`) }).first().click();
        await page.keyboard.press('Tab');
        await config.getByRole('button', { name: 'Save', exact: true }).click();
        await config.waitFor({ state: 'detached' });
    };

    it('is built with a chart and a gauge, shows live data, and opens for the public, Customer A and a phone', async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const created = await api.post<{ id: { id: string } }>('/api/dashboard', { title: 'Journey' }, token);
        const dashboardPath = `/dashboards/${created.body.id.id}`;

        for (const deviceToken of ['T1_TEST_TOKEN', 'T2_TEST_TOKEN']) {
            expect((await api.post(`/api/v1/${deviceToken}/telemetry`, { temperature: 21 })).status).toBe(200);
        }
        const admin = await signedIn('tenant@thingsboard.org', 'tenant', 1280);
        let publicLink = '';
        try {
            await admin.goto(`${suite.server.url}${dashboardPath}`);
            await admin.getByRole('button', { name: 'Enter edit mode' }).click();

            await admin.getByRole('button', { name: 'Entity aliases' }).click();
            const aliases = admin.getByRole('dialog', { name: 'Entity aliases' });
            await aliases.getByRole('button', { name: 'Add alias' }).click();
            const alias = admin.getByRole('dialog', { name: 'Add alias' });
            await alias.getByLabel('Alias name').fill('Thermostats');
            await alias.getByRole('combobox', { name: 'Filter type' }).click();
            await admin.getByRole('option', { name: 'Device type', exact: true }).click();
            await alias.getByRole('combobox', { name: 'Device type', exact: true }).fill('thermostat');
            await admin.keyboard.press('Tab');
            await alias.getByRole('button', { name: 'Add', exact: true }).click();
            await aliases.getByRole('button', { name: 'Save', exact: true }).click();
            await aliases.waitFor({ state: 'detached' });

            await addWidgetOn(admin, /^Charts/, 'Timeseries Line Chart', 'Thermostats', 'temperature');
            await addWidgetOn(admin, /^Analogue gauges/, 'Radial gauge', 'Thermostats', 'temperature');
            await admin.getByRole('button', { name: 'Save', exact: true }).click();
            await admin.getByRole('button', { name: 'Enter edit mode' }).waitFor();

            // After a reload the saved widgets come back and a new reading reaches both thermostats' gauge.
            await admin.reload();
            const gauge = admin.getByRole('region', { name: 'Radial gauge' });
            await gauge.waitFor();
            await admin.getByRole('region', { name: 'Timeseries Line Chart' }).locator('canvas').first().waitFor();
            // A new radial gauge shows whole numbers (ThingsBoard's default valueDec 0): 41.4 reads 41.
            for (const deviceToken of ['T1_TEST_TOKEN', 'T2_TEST_TOKEN']) {
                expect((await api.post(`/api/v1/${deviceToken}/telemetry`, { temperature: 41.4 })).status).toBe(200);
            }
            await expect.poll(() => gauge.getByRole('meter').first().getAttribute('aria-valuetext')).toMatch(/^41\b/);
            await admin.screenshot({ path: 'test-results/dashboard-journey-1280.png' });

            // Public: from the list, with the link the dialog shows.
            await admin.goto(`${suite.server.url}/dashboards`);
            const row = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'Journey', exact: true }) });
            await row.getByRole('button', { name: 'Make public' }).click();
            await admin.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
            const shared = admin.getByRole('dialog', { name: 'Dashboard is now public' });
            publicLink = await shared.getByRole('textbox', { name: 'Public link' }).inputValue();
            await shared.getByRole('button', { name: 'Close' }).click();

            // Customer A: from the dashboard's toolbar.
            await admin.goto(`${suite.server.url}${dashboardPath}`);
            await admin.getByRole('button', { name: 'Manage assigned customers' }).click();
            const assign = admin.getByRole('dialog');
            await assign.getByLabel('Assigned customers').fill('Customer A');
            await admin.getByRole('option', { name: 'Customer A', exact: true }).click();
            await assign.getByRole('button', { name: 'Save' }).click();
            await assign.waitFor({ state: 'detached' });
        } finally {
            await admin.context().close();
        }

        const visitorContext = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
        try {
            const visitor = await visitorContext.newPage();
            await visitor.goto(publicLink);
            await visitor.getByRole('heading', { name: 'Journey', level: 1 }).waitFor();
            await visitor.getByRole('region', { name: 'Radial gauge' }).waitFor();
            expect(await visitor.getByRole('button', { name: 'Enter edit mode' }).count()).toBe(0);
        } finally {
            await visitorContext.close();
        }

        const customer = await signedIn('customerA@thingsboard.org', 'customer', 400);
        try {
            await customer.goto(`${suite.server.url}/dashboards`);
            await customer.getByText('Journey', { exact: true }).click();
            const chart = customer.getByRole('region', { name: 'Timeseries Line Chart' });
            const gauge = customer.getByRole('region', { name: 'Radial gauge' });
            await gauge.waitFor();
            await customer.screenshot({ path: 'test-results/dashboard-journey-400.png' });
            // The mobile layout: one column, full width, one widget under the other.
            const [chartBox, gaugeBox] = [await box(chart), await box(gauge)];
            expect(Math.abs(chartBox.x - gaugeBox.x)).toBeLessThan(2);
            expect(Math.abs(chartBox.width - gaugeBox.width)).toBeLessThan(2);
            expect(gaugeBox.y).toBeGreaterThan(chartBox.y + chartBox.height - 2);
            expect(await customer.getByRole('button', { name: 'Enter edit mode' }).count()).toBe(0);
        } finally {
            await customer.context().close();
        }
    });
});
