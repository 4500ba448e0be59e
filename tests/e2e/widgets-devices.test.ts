import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGET_TYPES } from '../../shared/widgets/bundles';
import { NATIVE_WIDGETS } from '../../src/dashboard/widgets/catalogue';
import { consoleUnderTest } from './console';
import { expectFailedRequest } from './support/problems';
import { createDashboard, DASHBOARD_SETTINGS, GRID, openDashboardPage, realtimeWindow, singleDeviceAlias, tenantSessionWithThermostatT1, widgetRegion } from './support/dashboards';

/** The bundles of the device-facing widgets: maps, inputs, controls, gateway, GPIO, edge, entity admin. */
const BUNDLES = ['maps_v2', 'input_widgets', 'control_widgets', 'gateway_widgets', 'gpio_widgets', 'edge_widgets', 'entity_admin_widgets'];
const SHOTS = 'test-results/widgets-devices';
/** Types of these bundles drawn natively before (their own suites cover them). */
const EARLIER = new Set(['rpcbutton', 'switch_control', 'round_switch', 'slide_toggle_control', 'knob_control', 'led_indicator', 'update_multiple_attributes']);
const earlier = (typeAlias: string) => EARLIER.has(typeAlias) || /^update_(server_|shared_)?(integer|double|string|boolean)_(attribute|timeseries)$/.test(typeAlias);

/** The keys of Thermostat T1 an input of each kind edits (the demo has no image or JSON attribute: they start empty). */
const INPUT_KEYS: Record<string, Array<{ name: string; type: string }>> = {
    date: [{ name: 'installedAt', type: 'attribute' }],
    image: [{ name: 'photo', type: 'attribute' }],
    location: [{ name: 'latitude', type: 'attribute' }, { name: 'longitude', type: 'attribute' }],
    json: [{ name: 'config', type: 'attribute' }],
    integer: [{ name: 'targetTemperature', type: 'attribute' }],
    double: [{ name: 'temperature', type: 'timeseries' }],
    string: [{ name: 'label', type: 'attribute' }],
    boolean: [{ name: 'active', type: 'attribute' }],
    multiple: [{ name: 'targetTemperature', type: 'attribute' }],
};
const inputKind = (typeAlias: string) => Object.keys(INPUT_KEYS).find(kind => typeAlias.includes(kind)) ?? 'string';

/**
 * Every native type of the device-facing bundles at its default size, with its default
 * configuration on the demo's Thermostat T1 (or its own function data): each draws something, in
 * the light and the dark theme, without an error; the screenshots are kept for a person to look at.
 */
describe('device-facing widgets at their default size', () => {
    const suite = consoleUnderTest();
    const types = WIDGET_TYPES.filter(type => BUNDLES.includes(type.bundleAlias) && !earlier(type.typeAlias) && `${type.bundleAlias}.${type.typeAlias}` in NATIVE_WIDGETS);
    const T1 = randomUUID();

    const configurationFor = (thermostatT1: string) => {
        const widgets: Record<string, unknown> = {};
        const layout: Record<string, unknown> = {};
        let row = 0;
        let col = 0;
        let rowHeight = 0;
        for (const type of types) {
            const id = randomUUID();
            const sizeX = Math.ceil(type.sizeX);
            const sizeY = Math.ceil(type.sizeY);
            if (col + sizeX > 24) {
                row += rowHeight;
                col = 0;
                rowHeight = 0;
            }
            const config = structuredClone(type.defaultConfig) as Record<string, unknown>;
            const datasources = (config.datasources as Array<Record<string, unknown>> | undefined) ?? [];
            if (type.kind === 'rpc') config.targetDeviceAliasIds = [T1];
            else if (type.bundleAlias === 'input_widgets' && datasources.length === 0 && type.kind !== 'static') config.datasources = [{ type: 'entity', entityAliasId: T1, dataKeys: INPUT_KEYS[inputKind(type.typeAlias)]!.map(key => ({ ...key, label: key.name, settings: {} })) }];
            // The GPIO panels read keys labelled with pin numbers: T1's 'active' attribute stands for each pin.
            else if (type.bundleAlias === 'gpio_widgets') config.datasources = [{ type: 'entity', entityAliasId: T1, dataKeys: ((config.settings as { gpioList: Array<{ pin: number }> }).gpioList ?? []).map(pin => ({ name: 'active', type: 'attribute', label: String(pin.pin), settings: {} })) }];
            else if (type.bundleAlias === 'entity_admin_widgets') config.datasources = [{ type: 'entity', entityAliasId: T1, dataKeys: [{ name: 'active', type: 'attribute', label: 'Active', settings: {} }, { name: 'temperature', type: 'timeseries', label: 'Temperature', settings: {} }] }];
            else config.datasources = datasources.map(datasource => (datasource.type === 'entity' ? { ...datasource, entityAliasId: T1 } : datasource));
            widgets[id] = { id, isSystemType: true, bundleAlias: type.bundleAlias, typeAlias: type.typeAlias, type: type.kind, title: type.name, sizeX, sizeY, config: { ...config, title: type.name, showTitle: true } };
            layout[id] = { sizeX, sizeY, row, col };
            col += sizeX;
            rowHeight = Math.max(rowHeight, sizeY);
        }
        return {
            widgets,
            states: { default: { name: 'Device widgets', root: true, layouts: { main: { gridSettings: GRID, widgets: layout } } } },
            entityAliases: { [T1]: singleDeviceAlias(T1, 'Thermostat T1', thermostatT1) },
            filters: {},
            timewindow: realtimeWindow(),
            settings: DASHBOARD_SETTINGS,
        };
    };

    it('draws each one, light and dark', async () => {
        mkdirSync(SHOTS, { recursive: true });
        // The demo's Thermostat T1 is not connected: the GPIO control's and the shell's first calls time out (408), as they would.
        expectFailedRequest({ method: 'POST', path: /\/api\/plugins\/rpc\/twoway\//, status: 408 });
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        const title = `Device widgets ${randomUUID().slice(0, 6)}`;
        const id = await createDashboard(session, title, configurationFor(session.thermostatT1));
        const page = await openDashboardPage(suite.browser, suite.server.url, { id, title }, 1280);
        try {
            for (const theme of ['light', 'dark'] as const) {
                if (theme === 'dark') {
                    await page.getByRole('button', { name: 'User menu' }).click();
                    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
                    await page.keyboard.press('Escape');
                }
                for (const type of types) {
                    const region = widgetRegion(page, type.name);
                    await region.scrollIntoViewIfNeeded();
                    // Drawn: some text, a picture or a control besides the title, and no error of the widget.
                    await expect
                        .poll(() => region.evaluate(element => (element.textContent ?? '').length > (element.querySelector('h3')?.textContent ?? '').length || element.querySelector('svg, img, canvas, input, .leaflet-container') !== null), { timeout: 20_000 })
                        .toBe(true);
                    await region.screenshot({ path: `${SHOTS}/${type.bundleAlias}.${type.typeAlias}-${theme}.png` });
                    expect(await region.getByText(/Error loading widget|Widget type not found/).count(), `${type.typeAlias} (${theme})`).toBe(0);
                }
                await page.screenshot({ path: `${SHOTS}/all-${theme}.png`, fullPage: true });
            }
        } finally {
            await page.context().close();
        }
    });

    it("opens ThingsBoard's Gateways and Thermostats demo dashboards with every widget drawn natively", async () => {
        mkdirSync(SHOTS, { recursive: true });
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        for (const file of ['gateways', 'thermostats']) {
            const exported = JSON.parse(readFileSync(`tests/fixtures/dashboards/${file}.json`, 'utf8')) as { title: string; configuration: object };
            const title = `${exported.title} ${randomUUID().slice(0, 6)}`;
            const id = await createDashboard(session, title, exported.configuration);
            const page = await openDashboardPage(suite.browser, suite.server.url, { id, title }, 1280);
            try {
                await page.locator('[data-widget-id]').first().waitFor();
                await expect.poll(() => page.locator('.leaflet-container, table, [role="region"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
                expect(await page.getByText(/Widget type not found|Error loading widget/).count()).toBe(0);
                await page.screenshot({ path: `${SHOTS}/dashboard-${file}.png`, fullPage: true });
            } finally {
                await page.context().close();
            }
        }
    });
});
