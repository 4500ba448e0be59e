import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consoleUnderTest } from './console';
import { expectFailedRequest } from './support/problems';
import { createDashboard, DASHBOARD_SETTINGS, GRID as grid, openDashboardPage, realtimeWindow, singleDeviceAlias, systemWidget as widget, tenantSessionWithThermostatT1, widgetRegion as region } from './support/dashboards';

/**
 * A dashboard made through the API with the native gauge, RPC button, attribute input and map on
 * Thermostat T1: the gauge shows its temperature, the button's command reaches the device (which
 * long-polls for it over the HTTP device API), the input writes a shared attribute the API then
 * reads, and the map — with no tile server reachable — says so and lists its markers.
 */
describe('gauge, control, input and map widgets', () => {
    const suite = consoleUnderTest();
    const T1 = randomUUID();
    const key = (name: string, type: string, extra: Record<string, unknown> = {}) => ({ name, type, label: name, settings: {}, ...extra });

    const configurationFor = (thermostatT1: string) => {
        const ids = { gauge: randomUUID(), button: randomUUID(), input: randomUUID(), map: randomUUID() };
        const t1 = (...dataKeys: unknown[]) => [{ type: 'entity', entityAliasId: T1, dataKeys }];
        return {
            widgets: {
                [ids.gauge]: widget(ids.gauge, 'analogue_gauges', 'radial_gauge_canvas_gauges', 'latest', 'Temperature gauge', {
                    datasources: t1(key('temperature', 'timeseries', { label: 'Temperature', units: '°C', decimals: 1 })),
                    settings: { minValue: 0, maxValue: 50, majorTicksCount: 5, unitTitle: 'Temperature', highlights: [{ from: 35, to: 50, color: 'rgba(244, 67, 54, .5)' }] },
                }),
                [ids.button]: widget(ids.button, 'control_widgets', 'rpcbutton', 'rpc', 'Maintenance', {
                    targetDeviceAliasIds: [T1],
                    settings: { buttonText: 'Reboot', methodName: 'reboot', methodParams: '{"delay": 1}', oneWayElseTwoWay: true, requestTimeout: 10000, showError: true },
                }),
                [ids.input]: widget(ids.input, 'input_widgets', 'update_shared_integer_attribute', 'latest', 'Target temperature', {
                    datasources: t1(key('targetTemperature', 'attribute')),
                    settings: { labelValue: 'Target temperature', minValue: 5, maxValue: 35 },
                }),
                [ids.map]: widget(ids.map, 'maps_v2', 'openstreetmap', 'latest', 'Location', {
                    datasources: t1(key('latitude', 'timeseries'), key('longitude', 'timeseries'), key('temperature', 'timeseries', { units: '°C', decimals: 1 })),
                    settings: { latKeyName: 'latitude', lngKeyName: 'longitude', fitMapBounds: true },
                }),
            },
            states: {
                default: {
                    name: 'Controls', root: true,
                    layouts: { main: { gridSettings: grid, widgets: {
                        [ids.gauge]: { sizeX: 6, sizeY: 6, row: 0, col: 0 },
                        [ids.button]: { sizeX: 6, sizeY: 3, row: 0, col: 6 },
                        [ids.input]: { sizeX: 6, sizeY: 3, row: 3, col: 6 },
                        [ids.map]: { sizeX: 12, sizeY: 6, row: 0, col: 12 },
                    } } },
                },
            },
            entityAliases: {
                [T1]: singleDeviceAlias(T1, 'Thermostat T1', thermostatT1),
            },
            filters: {},
            timewindow: realtimeWindow(),
            settings: DASHBOARD_SETTINGS,
        };
    };

    /** A second dashboard: the alarms table of T1 and a switch and knob that talk to it. */
    const alarmsAndKnobsFor = (thermostatT1: string) => {
        const ids = { alarms: randomUUID(), toggle: randomUUID(), knob: randomUUID() };
        return {
            widgets: {
                [ids.alarms]: widget(ids.alarms, 'alarm_widgets', 'alarms_table', 'alarm', 'Alarms', {
                    alarmSource: { type: 'entity', entityAliasId: T1, dataKeys: ['createdTime', 'originator', 'type', 'severity', 'status'].map(name => key(name, 'alarm')) },
                    alarmSearchStatus: 'ANY',
                    settings: { enableSearch: true, displayPagination: true, defaultPageSize: 5, allowAcknowledgment: true, allowClear: true },
                }),
                [ids.toggle]: widget(ids.toggle, 'control_widgets', 'switch_control', 'rpc', 'Heating', {
                    targetDeviceAliasIds: [T1],
                    settings: { retrieveValueMethod: 'none', setValueMethod: 'setHeating', requestTimeout: 500 },
                }),
                [ids.knob]: widget(ids.knob, 'control_widgets', 'knob_control', 'rpc', 'Fan speed', {
                    targetDeviceAliasIds: [T1],
                    settings: { minValue: 0, maxValue: 10, initialValue: 4, requestTimeout: 500 },
                }),
            },
            states: {
                default: {
                    name: 'Alarms', root: true,
                    layouts: { main: { gridSettings: grid, widgets: {
                        [ids.alarms]: { sizeX: 17, sizeY: 9, row: 0, col: 0 },
                        [ids.toggle]: { sizeX: 7, sizeY: 3, row: 0, col: 17 },
                        [ids.knob]: { sizeX: 7, sizeY: 6, row: 3, col: 17 },
                    } } },
                },
            },
            entityAliases: configurationFor(thermostatT1).entityAliases,
            filters: {},
            timewindow: realtimeWindow(86_400_000),
            settings: DASHBOARD_SETTINGS,
        };
    };

    const deviceCall = (path: string, init: RequestInit = {}) => fetch(`${suite.server.url}/api/v1/T1_TEST_TOKEN/${path}`, { headers: { 'Content-Type': 'application/json' }, ...init });

    const openDashboard = async (width: number, build: (thermostatT1: string) => object = configurationFor, title = `Controls ${width}`) => {
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        const posted = await deviceCall('telemetry', { method: 'POST', body: JSON.stringify({ temperature: 23.46, latitude: 37.7749, longitude: -122.4194 }) });
        expect(posted.status).toBe(200);
        const id = await createDashboard(session, title, build(session.thermostatT1));
        // The machines have no internet; make the tile server's absence certain and quick.
        const page = await openDashboardPage(suite.browser, suite.server.url, { id, title }, width, async page => {
            await page.route(/tile\.openstreetmap\.org/, route => route.abort());
        });
        return { page, api: session.api, token: session.token, deviceId: session.thermostatT1 };
    };

    it('shows the gauge, sends the RPC, writes the shared attribute and lists the map markers offline', async () => {
        const { page, api, token, deviceId } = await openDashboard(1280);
        try {
            const meter = region(page, 'Temperature gauge').getByRole('meter', { name: 'Temperature' });
            await meter.waitFor();
            await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('23.5 °C');

            const placeholder = region(page, 'Location').getByRole('region', { name: 'Map tiles cannot be loaded' });
            await placeholder.waitFor();
            const marker = placeholder.getByRole('row', { name: /Thermostat T1/ });
            await marker.waitFor();
            expect(await marker.textContent()).toContain('37.774900');
            expect(await marker.textContent()).toContain('-122.419400');

            // The device waits for a command; the button sends one.
            const button = region(page, 'Maintenance').getByRole('button', { name: 'Reboot' });
            await button.waitFor();
            // The click comes once the device's long poll has reached the server.
            const reachable = new Promise<void>(resolve => {
                const stop = suite.server.app.ctx.rpc.onReachable(reached => {
                    if (reached !== deviceId) return;
                    stop();
                    resolve();
                });
            });
            const command = deviceCall('rpc?timeout=15000');
            await reachable;
            await button.click();
            const received = await command;
            expect(received.status).toBe(200);
            expect(await received.json()).toMatchObject({ method: 'reboot', params: { delay: 1 } });
            await expect.poll(() => button.isEnabled()).toBe(true);
            expect(await region(page, 'Maintenance').getByRole('alert').count()).toBe(0);

            const input = region(page, 'Target temperature').getByRole('textbox', { name: 'Target temperature' });
            await input.fill('40');
            await region(page, 'Target temperature').getByText('The value must be at most 35').waitFor();
            await input.fill('24');
            await region(page, 'Target temperature').getByRole('button', { name: 'Update' }).click();
            await region(page, 'Target temperature').getByText('Update successful').waitFor();
            const shared = await api.get<Array<{ key: string; value: unknown }>>(`/api/plugins/telemetry/DEVICE/${deviceId}/values/attributes/SHARED_SCOPE?keys=targetTemperature`, token);
            expect(shared.body).toEqual([expect.objectContaining({ key: 'targetTemperature', value: 24 })]);
            await page.screenshot({ path: 'test-results/widgets-controls-1280.png' });
        } finally {
            await page.context().close();
        }
    });

    it('stacks the widgets on a phone and keeps the map placeholder readable', async () => {
        const { page } = await openDashboard(400);
        try {
            await region(page, 'Temperature gauge').getByRole('meter').waitFor();
            await region(page, 'Location').getByRole('region', { name: 'Map tiles cannot be loaded' }).getByRole('row', { name: /Thermostat T1/ }).waitFor();
            await page.screenshot({ path: 'test-results/widgets-controls-400.png', fullPage: true });
        } finally {
            await page.context().close();
        }
    });
    it("lists T1's alarms and acknowledges one; the switch and knob report a device that does not answer", async () => {
        const { api, token, thermostatT1 } = await tenantSessionWithThermostatT1(suite.server.url);
        const raised = await api.post('/api/alarm', { originator: { entityType: 'DEVICE', id: thermostatT1 }, type: 'Filter clogged', severity: 'MAJOR', status: 'ACTIVE_UNACK' }, token);
        expect(raised.status).toBe(200);
        const { page } = await openDashboard(1280, alarmsAndKnobsFor, 'Alarms and knobs');
        try {
            const row = region(page, 'Alarms').getByRole('row', { name: /Filter clogged/ });
            await row.getByText('Active Unacknowledged').waitFor();
            await row.getByRole('button', { name: 'Acknowledge' }).click();
            await row.getByText('Active Acknowledged').waitFor();

            // No device answers: the knob's value read times out and says so; the switch is still usable.
            expectFailedRequest({ method: 'POST', path: /^\/api\/plugins\/rpc\/twoway\//, status: 408 });
            await region(page, 'Fan speed').getByRole('alert').waitFor();
            await region(page, 'Fan speed').getByRole('slider', { name: 'Fan speed' }).waitFor();
            await region(page, 'Heating').getByRole('switch', { name: 'Heating' }).waitFor();
            await page.screenshot({ path: 'test-results/widgets-controls-alarms-1280.png' });
        } finally {
            await page.context().close();
        }
    });
});
