import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleUnderTest } from './console';
import { createDashboard, DASHBOARD_SETTINGS, GRID as grid, openDashboardPage, realtimeWindow, singleDeviceAlias, systemWidget as widget, tenantSessionWithThermostatT1, widgetRegion as region } from './support/dashboards';
import { expectConsoleError } from './support/problems';

/**
 * A dashboard made through the API with the native cards: an entities table of the thermostats
 * (search, row click into a details state), a markdown card whose text tries to run a script,
 * a timeseries table, a bar chart with legend, navigation cards and a LED on a device attribute.
 */
describe('cards, tables, navigation and LED widgets', () => {
    const suite = consoleUnderTest();

    const THERMOSTATS = randomUUID();
    const SELECTED = randomUUID();
    const T1 = randomUUID();
    const temperature = { name: 'temperature', type: 'timeseries', label: 'Temperature', units: '°C', decimals: 1, color: '#e53935' };
    const humidity = { name: 'humidity', type: 'timeseries', label: 'Humidity', units: '%', decimals: 0, color: '#1e88e5' };
    /** The script the markdown card must never run: it would set window.hacked. */
    const INJECTION = '<script>window.hacked = 1</script>\n\n<img src="x" onerror="window.hacked = 2">\n\n[link](javascript:window.hacked=3)';

    const configurationFor = (thermostatT1: string) => {
        const ids = { table: randomUUID(), markdown: randomUUID(), timeseries: randomUUID(), bars: randomUUID(), navigation: randomUUID(), led: randomUUID(), selected: randomUUID() };
        const configuration = {
            widgets: {
                [ids.table]: widget(ids.table, 'cards', 'entities_table', 'latest', 'Thermostats', {
                    datasources: [{ type: 'entity', entityAliasId: THERMOSTATS, dataKeys: [temperature, humidity] }],
                    settings: { enableSearch: true, displayPagination: true, defaultPageSize: 10, defaultSortOrder: 'entityName' },
                    actions: { rowClick: [{ id: randomUUID(), name: 'Details', type: 'openDashboardState', targetDashboardStateId: 'details', setEntityId: true }] },
                }),
                [ids.markdown]: widget(ids.markdown, 'cards', 'markdown_card', 'latest', 'Notes', {
                    datasources: [{ type: 'entity', entityAliasId: T1, dataKeys: [temperature] }],
                    settings: { markdownTextPattern: `### Thermostat report\n- **Device**: \${entityName}\n- **Now**: \${Temperature:1} °C\n\n${INJECTION}`, markdownCss: 'h3 { color: #305680; }' },
                }),
                [ids.timeseries]: widget(ids.timeseries, 'cards', 'timeseries_table', 'timeseries', 'History', {
                    datasources: [{ type: 'entity', entityAliasId: THERMOSTATS, dataKeys: [temperature, humidity] }],
                    settings: { defaultPageSize: 5 },
                }),
                [ids.bars]: widget(ids.bars, 'charts', 'timeseries_bars_flot', 'timeseries', 'Temperature bars', {
                    datasources: [{ type: 'entity', entityAliasId: T1, dataKeys: [temperature, humidity] }],
                    showLegend: true,
                    legendConfig: { direction: 'column', position: 'bottom', showMin: true, showMax: true, showAvg: true, showTotal: false },
                }),
                [ids.navigation]: widget(ids.navigation, 'navigation_widgets', 'navigation_cards', 'static', 'Places', { settings: { filterType: 'include', filter: ['/devices', '/assets', '/dashboards', '/customers'] } }),
                [ids.led]: widget(ids.led, 'control_widgets', 'led_indicator', 'rpc', 'Pump', {
                    targetDeviceAliasIds: [T1],
                    settings: { title: 'Pump power', ledColor: '#4caf50', retrieveValueMethod: 'attribute', valueAttribute: 'power', performCheckStatus: false },
                }),
                [ids.selected]: widget(ids.selected, 'cards', 'markdown_card', 'latest', 'Selected thermostat', {
                    datasources: [{ type: 'entity', entityAliasId: SELECTED, dataKeys: [temperature] }],
                    settings: { markdownTextPattern: 'Selected: **${entityName}**' },
                }),
            },
            states: {
                default: {
                    name: 'Cards', root: true,
                    layouts: { main: { gridSettings: grid, widgets: {
                        [ids.table]: { sizeX: 12, sizeY: 7, row: 0, col: 0 },
                        [ids.markdown]: { sizeX: 7, sizeY: 7, row: 0, col: 12 },
                        [ids.led]: { sizeX: 5, sizeY: 3, row: 0, col: 19 },
                        [ids.navigation]: { sizeX: 5, sizeY: 4, row: 3, col: 19 },
                        [ids.timeseries]: { sizeX: 12, sizeY: 7, row: 7, col: 0 },
                        [ids.bars]: { sizeX: 12, sizeY: 7, row: 7, col: 12 },
                    } } },
                },
                details: { name: '${entityName}', root: false, layouts: { main: { gridSettings: grid, widgets: { [ids.selected]: { sizeX: 12, sizeY: 4, row: 0, col: 0 } } } } },
            },
            entityAliases: {
                [THERMOSTATS]: { id: THERMOSTATS, alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' } },
                [SELECTED]: { id: SELECTED, alias: 'Selected', filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null, defaultStateEntity: null } },
                [T1]: singleDeviceAlias(T1, 'Thermostat T1', thermostatT1),
            },
            filters: {},
            timewindow: realtimeWindow(),
            settings: DASHBOARD_SETTINGS,
        };
        return configuration;
    };

    const openDashboard = async (width: number): Promise<Page> => {
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        // The LED reads the device's 'power' attribute; the temperature feeds the cards.
        const device = (path: string, body: unknown) =>
            fetch(`${suite.server.url}/api/v1/T1_TEST_TOKEN/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        expect((await device('attributes', { power: true })).status).toBe(200);
        expect((await device('telemetry', { temperature: 22.34, humidity: 41 })).status).toBe(200);
        // Thermostat T2 too, so the tables list two thermostats with values.
        const t2 = await fetch(`${suite.server.url}/api/v1/T2_TEST_TOKEN/telemetry`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ temperature: 21.5, humidity: 44 }) });
        expect(t2.status).toBe(200);
        const title = `Cards ${width}`;
        const id = await createDashboard(session, title, configurationFor(session.thermostatT1));
        return openDashboardPage(suite.browser, suite.server.url, { id, title }, width);
    };

    it('lists, searches and opens the thermostats; the markdown card shows values and runs no script', async () => {
        // The sanitizer parses the hostile markup in an inert document; Chrome reports its inline handler
        // against the page's script policy there, though nothing runs (window.hacked stays unset).
        expectConsoleError(/^Executing inline event handler violates the following Content Security Policy directive/);
        const page = await openDashboard(1280);
        try {
            const table = region(page, 'Thermostats').getByRole('table', { name: 'Thermostats' });
            await table.getByRole('cell', { name: 'Thermostat T1', exact: true }).waitFor();
            await table.getByRole('cell', { name: 'Thermostat T2', exact: true }).waitFor();
            await table.getByRole('cell', { name: '22.3 °C', exact: true }).waitFor();

            const notes = region(page, 'Notes');
            await notes.getByRole('heading', { name: 'Thermostat report' }).waitFor();
            await notes.getByText('Device: Thermostat T1').waitFor();
            await notes.getByText('Now: 22.3 °C').waitFor();
            expect(await notes.locator('script').count()).toBe(0);
            expect(await notes.locator('[onerror]').count()).toBe(0);
            expect((await notes.getByText('link').getAttribute('href')) ?? '').not.toMatch(/javascript/i);
            expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

            await region(page, 'Pump').getByRole('img', { name: 'On' }).waitFor();
            await region(page, 'Places').getByRole('link', { name: 'Devices' }).waitFor();
            await region(page, 'History').getByRole('tab', { name: 'Thermostat T1' }).waitFor();
            await region(page, 'Temperature bars').locator('canvas').first().waitFor();
            // A small box keeps most of its height for the chart: its legend is one wrapping list, statistics inline.
            await region(page, 'Temperature bars').getByRole('list', { name: 'Legend' }).getByText('Humidity').waitFor();
            await page.screenshot({ path: 'test-results/widgets-cards-1280.png' });

            await region(page, 'Thermostats').getByRole('button', { name: 'Search' }).click();
            await region(page, 'Thermostats').getByRole('textbox', { name: 'Search' }).fill('T2');
            await table.getByRole('cell', { name: 'Thermostat T1', exact: true }).waitFor({ state: 'detached' });
            expect(await table.getByRole('row').count()).toBe(2);

            await table.getByRole('cell', { name: 'Thermostat T2', exact: true }).click();
            await region(page, 'Selected thermostat').getByText('Thermostat T2').waitFor();
            expect(new URL(page.url()).searchParams.get('state')).not.toBeNull();
        } finally {
            await page.context().close();
        }
    });

    it('fits a phone: the widgets stack and the table still pages', async () => {
        // The markdown card's hostile markup, parsed by the sanitizer (see the first test).
        expectConsoleError(/^Executing inline event handler violates the following Content Security Policy directive/);
        const page = await openDashboard(400);
        try {
            await region(page, 'Thermostats').getByRole('cell', { name: 'Thermostat T1', exact: true }).waitFor();
            await region(page, 'Notes').getByRole('heading', { name: 'Thermostat report' }).waitFor();
            await region(page, 'Pump').getByRole('img', { name: 'On' }).waitFor();
            await page.screenshot({ path: 'test-results/widgets-cards-400.png', fullPage: true });
        } finally {
            await page.context().close();
        }
    });
});
