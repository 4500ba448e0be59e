import { freePort } from '../support/freePort';
import { connectAsync } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiClient } from '../support/api';
import { workerBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { openSignedIn } from './console';
import { expectErrorToast, expectFailedRequest } from './support/problems';

/**
 * A tenant administrator creates an MQTT device profile with a MAJOR `temperature > 30` rule and
 * a `temperature <= 25` clear rule through the stepper, a device of that profile posts 35 then 20
 * over MQTT, and the alarm appears and clears in the device's Alarms tab.
 */
const PROFILE = 'E2E MQTT sensors';
const DEVICE = 'E2E sensor 1';
const SHOTS = 'test-results';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
    [server, browser] = await Promise.all([freePort().then(mqttPort => startTestServer({ mqttPort })), workerBrowser()]);
});
afterAll(async () => {
    await browser?.close();
    await server?.close();
});

const signedIn = (width: number): Promise<Page> => openSignedIn(browser, `${server.url}/home`, 'tenant@thingsboard.org', 'tenant', { width });

/** A full-page picture taken from the top, so the fixed bar and menu stay in place. */
const shot = async (page: Page, path: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path, fullPage: true });
};

const choose = async (page: Page, scope: Page | ReturnType<Page['getByRole']>, label: string, option: string) => {
    await scope.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
};

/** Adds `temperature <operation> <value>` through the key filter dialog of one rule card. */
const addTemperatureFilter = async (page: Page, card: ReturnType<Page['getByRole']>, operation: string, value: string) => {
    await card.getByRole('button', { name: 'Add key filter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Key name').fill('temperature');
    await choose(page, dialog, 'Operation', operation);
    await dialog.getByLabel('Value', { exact: true }).fill(value);
    await dialog.locator('.MuiDialogActions-root').getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
};

describe('device profile editor', () => {
    it('creates an MQTT profile whose alarm rule raises and clears an alarm from MQTT telemetry', async () => {
        const page = await signedIn(1280);
        try {
            await page.goto(`${server.url}/deviceProfiles/create`);
            await page.getByLabel('Name').fill(PROFILE);
            await shot(page, `${SHOTS}/device-profile-stepper-details.png`);
            await page.getByRole('button', { name: 'Next', exact: true }).click();

            await choose(page, page, 'Transport type', 'MQTT');
            expect(await page.getByLabel('Telemetry topic filter').inputValue()).toBe('v1/devices/me/telemetry');
            expect(await page.getByLabel('Attributes topic filter').inputValue()).toBe('v1/devices/me/attributes');
            await shot(page, `${SHOTS}/device-profile-stepper-transport.png`);
            await page.getByRole('button', { name: 'Next', exact: true }).click();

            await page.getByRole('button', { name: 'Add alarm rule' }).click();
            await page.getByLabel('Alarm type').fill('High temperature');
            await choose(page, page, 'Severity', 'Major');
            await addTemperatureFilter(page, page.getByRole('group', { name: 'Major' }), 'greater than', '30');
            await page.getByRole('button', { name: 'Add clear condition' }).click();
            await addTemperatureFilter(page, page.getByRole('group', { name: 'Clear alarm rule' }), 'less or equal', '25');
            await page.getByText('temperature > 30', { exact: true }).waitFor();
            await page.getByText('temperature <= 25', { exact: true }).waitFor();
            await shot(page, `${SHOTS}/device-profile-stepper-alarms.png`);

            await page.getByRole('button', { name: 'Add', exact: true }).click();
            await page.waitForURL(/\/deviceProfiles\/[^/]+\/show/);

            // Export downloads the profile; importing the file fills the stepper with it.
            const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export profile' }).click()]);
            expect(download.suggestedFilename()).toBe('E2E_MQTT_sensors.json');
            const exported = await download.path();
            await page.goto(`${server.url}/deviceProfiles/create`);
            await page.getByLabel('Import profile').setInputFiles(exported);
            await page.getByText(`Imported '${PROFILE}'`, { exact: false }).waitFor();
            expect(await page.getByLabel('Name').inputValue()).toBe(PROFILE);
            await page.getByRole('button', { name: 'Alarm rules' }).click();
            await page.getByText('temperature > 30', { exact: true }).waitFor();

            // A device of the new profile, with its access token.
            const api = apiClient(server.url);
            const token = (await api.login('tenant@thingsboard.org', 'tenant')).token;
            const profiles = await api.get(`/api/deviceProfiles?pageSize=10&page=0&textSearch=${encodeURIComponent(PROFILE)}`, token);
            const profile = profiles.body.data.find((row: { name: string }) => row.name === PROFILE);
            expect(profile.transportType).toBe('MQTT');
            expect(profile.profileData.alarms[0].createRules.MAJOR.condition.condition[0].predicate).toMatchObject({ operation: 'GREATER', value: { defaultValue: 30 } });
            const device = await api.post('/api/device', { name: DEVICE, type: PROFILE, deviceProfileId: profile.id }, token);
            expect(device.status).toBe(200);
            const credentials = await api.get(`/api/device/${device.body.id.id}/credentials`, token);

            await page.goto(`${server.url}/devices/${device.body.id.id}/show/alarms`);
            await page.getByText(/No alarms found|No results/i).first().waitFor();

            const mqttClient = await connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: credentials.body.credentialsId, reconnectPeriod: 0 });
            try {
                await mqttClient.publishAsync('v1/devices/me/telemetry', JSON.stringify({ temperature: 35 }), { qos: 1 });
                const row = page.locator('tbody tr').filter({ hasText: 'High temperature' });
                await row.filter({ hasText: 'Active Unacknowledged' }).waitFor();
                expect(await row.textContent()).toContain('Major');

                await mqttClient.publishAsync('v1/devices/me/telemetry', JSON.stringify({ temperature: 20 }), { qos: 1 });
                await row.filter({ hasText: 'Cleared Unacknowledged' }).waitFor();
            } finally {
                await mqttClient.endAsync(true);
            }
        } finally {
            await page.context().close();
        }
    });

    it('edits the profile in tabs, on a phone too', async () => {
        for (const width of [1280, 400]) {
            const page = await signedIn(width);
            try {
                const api = apiClient(server.url);
                const token = (await api.login('tenant@thingsboard.org', 'tenant')).token;
                const profiles = await api.get(`/api/deviceProfiles?pageSize=50&page=0&textSearch=thermostat`, token);
                const thermostat = profiles.body.data.find((row: { name: string }) => row.name === 'thermostat');
                await page.goto(`${server.url}/deviceProfiles/${thermostat.id.id}`);
                await page.getByRole('tab', { name: 'Alarm rules' }).click();
                await page.getByText('High Temperature').first().click();
                await page.getByText('temperatureAlarmFlag = true', { exact: true }).first().waitFor();
                await page.locator('.MuiCollapse-entered').first().waitFor();
                await shot(page, `${SHOTS}/device-profile-tabs-alarms-${width}.png`);
                await page.getByRole('tab', { name: 'Transport configuration' }).click();
                await page.getByRole('combobox', { name: 'Transport type' }).waitFor();
                await shot(page, `${SHOTS}/device-profile-tabs-transport-${width}.png`);
                if (width === 1280) {
                    // Saving from the tabs keeps the rules and the id.
                    await page.getByRole('tab', { name: 'Device profile details' }).click();
                    await page.getByLabel('Description').fill('Thermostats of the demo');
                    await page.getByRole('button', { name: 'Save', exact: true }).click();
                    await page.waitForURL(/\/deviceProfiles\/[^/]+\/show/);
                    const saved = await api.get(`/api/deviceProfile/${thermostat.id.id}`, token);
                    expect(saved.body.description).toBe('Thermostats of the demo');
                    expect(saved.body.profileData.alarms.map((alarm: { alarmType: string }) => alarm.alarmType)).toEqual(['High Temperature', 'Low Humidity']);
                }
                if (width === 400) {
                    await page.goto(`${server.url}/deviceProfiles/create`);
                    await page.getByLabel('Name').fill('thermostat');
                    await shot(page, `${SHOTS}/device-profile-stepper-400.png`);
                    // The server's refusal reaches the person.
                    expectFailedRequest({ method: 'POST', path: '/api/deviceProfile', status: 400 });
                    expectErrorToast('Device profile with such name already exists!');
                    await page.getByRole('button', { name: 'Add', exact: true }).click();
                    await page.getByText('Device profile with such name already exists!').first().waitFor();
                }
            } finally {
                await page.context().close();
            }
        }
    });
});
