import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { consoleUnderTest, openSignedIn } from './console';

interface StoredDashboard {
    configuration: null | {
        entityAliases: Record<string, { id: string; alias: string; filter: { type: string; deviceType?: string } }>;
        widgets: Record<string, { config: { datasources?: Array<{ entityAliasId?: string; dataKeys: Array<{ name: string; type: string }> }> } }>;
    };
}

/**
 * The editor's dialogs as a tenant admin uses them: an entity alias for the demo thermostats
 * (previewed before saving), then a chart whose datasource takes that alias and a key offered
 * by find/keys; the saved dashboard holds both.
 */
describe('dashboard dialogs', () => {
    const suite = consoleUnderTest();

    const openEditor = async (width: number): Promise<{ page: Page; stored: () => Promise<StoredDashboard> }> => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const created = await api.post<{ id: { id: string } }>('/api/dashboard', { title: `Dialogs ${width}` }, token);
        const page = await openSignedIn(suite.browser, `${suite.server.url}/dashboards/${created.body.id.id}`, 'tenant@thingsboard.org', 'tenant', { width });
        await page.getByRole('button', { name: 'Enter edit mode' }).click();
        return { page, stored: async () => (await api.get<StoredDashboard>(`/api/dashboard/${created.body.id.id}`, token)).body };
    };

    it('adds a device type alias with a preview, then a chart on it with a typed key', async () => {
        const { page, stored } = await openEditor(1280);
        try {
            await page.getByRole('button', { name: 'Entity aliases' }).click();
            const aliases = page.getByRole('dialog', { name: 'Entity aliases' });
            await aliases.getByRole('button', { name: 'Add alias' }).click();
            const alias = page.getByRole('dialog', { name: 'Add alias' });
            await alias.getByLabel('Alias name').fill('Thermostats');
            await alias.getByRole('combobox', { name: 'Filter type' }).click();
            await page.getByRole('option', { name: 'Device type', exact: true }).click();
            await alias.getByRole('combobox', { name: 'Device type', exact: true }).fill('thermostat');
            await page.keyboard.press('Tab');
            await alias.getByRole('status').filter({ hasText: /Resolves to \d+ entit/ }).waitFor();
            await page.screenshot({ path: 'test-results/dashboard-dialogs-alias-1280.png' });
            await alias.getByRole('button', { name: 'Add', exact: true }).click();
            await aliases.getByText('Thermostats').waitFor();
            await page.screenshot({ path: 'test-results/dashboard-dialogs-aliases-1280.png' });
            await aliases.getByRole('button', { name: 'Save', exact: true }).click();

            await page.getByRole('button', { name: 'Add new widget' }).click();
            const picker = page.getByRole('dialog', { name: 'Add new widget' });
            await picker.getByLabel('Select widgets bundle').click();
            await page.getByRole('option', { name: /^Charts/ }).click();
            await picker.getByRole('button', { name: 'Timeseries Line Chart', exact: true }).click();
            const config = page.getByRole('dialog', { name: /Widget configuration/ });
            await config.waitFor();
            const datasource = config.getByRole('group', { name: 'Datasource 1' });
            // A new chart starts with ThingsBoard's function datasource.
            await datasource.getByRole('combobox', { name: 'Type' }).first().click();
            await page.getByRole('option', { name: 'Entity', exact: true }).click();
            await datasource.getByRole('combobox', { name: 'Entity alias' }).click();
            await page.getByRole('option', { name: 'Thermostats' }).click();
            await datasource.getByRole('combobox', { name: 'Data keys' }).focus();
            // A fresh test server's thermostats have no telemetry yet: the typed key is taken as a time series.
            await page.keyboard.type('temperature');
            await page.keyboard.press('Enter');
            await page.keyboard.press('Tab');
            await page.screenshot({ path: 'test-results/dashboard-dialogs-widget-config-1280.png' });
            await datasource.getByRole('button', { name: /temperature/ }).click();
            const key = page.getByRole('dialog', { name: /Data key configuration/ });
            await key.getByLabel('Label', { exact: true }).fill('Temperature');
            await key.getByLabel(/Special symbol/).fill('°C');
            await page.screenshot({ path: 'test-results/dashboard-dialogs-data-key-1280.png' });
            await key.getByRole('button', { name: 'Save', exact: true }).click();
            await config.getByRole('tab', { name: 'Advanced' }).click();
            await page.screenshot({ path: 'test-results/dashboard-dialogs-advanced-1280.png' });
            await config.getByRole('button', { name: 'Save', exact: true }).click();
            await config.waitFor({ state: 'detached' });
            await page.getByRole('button', { name: 'Save', exact: true }).click();

            await expect.poll(async () => Object.keys((await stored()).configuration?.widgets ?? {}).length).toBe(1);
            const configuration = (await stored()).configuration!;
            const [savedAlias] = Object.values(configuration.entityAliases);
            expect(savedAlias).toMatchObject({ alias: 'Thermostats', filter: { type: 'deviceType', deviceType: 'thermostat' } });
            const [widget] = Object.values(configuration.widgets);
            expect(widget.config.datasources?.[0]).toMatchObject({ entityAliasId: savedAlias.id, dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', units: '°C' }] });
        } finally {
            await page.context().close();
        }
    });
});
