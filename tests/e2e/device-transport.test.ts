import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { closePage, consoleUnderTest, openSignedIn } from './console';
import { screens } from './support/screens';
import { expectErrorToast } from './support/problems';

const PSK_KEY = '000102030405060708090a0b0c0d0e0f';

/**
 * A device's transport settings and LwM2M credentials as forms (issue #23): an SNMP device's host,
 * port, version and v3 security are edited field by field and saved in its device data; an LwM2M
 * device's credentials are given by security mode, endpoint, identity and key, never as JSON.
 */
describe('device transport forms', () => {
    const suite = consoleUnderTest();

    const deviceOnNewProfile = async (profileName: string, transportType: string, deviceName: string) => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const profile = await api.post<{ id: { id: string } }>('/api/deviceProfile', { name: profileName, transportType }, token);
        expect(profile.status).toBe(200);
        const device = await api.post<{ id: { id: string } }>('/api/device', { name: deviceName, deviceProfileId: profile.body.id }, token);
        expect(device.status).toBe(200);
        return { api, token, deviceId: device.body.id.id };
    };

    const openDevice = async (deviceId: string, width = 1280): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/devices/${deviceId}/show`, 'tenant@thingsboard.org', 'tenant', { width });
        await page.getByRole('tab', { name: 'Details' }).waitFor();
        return page;
    };

    it("edits an SNMP device's host, port, version and v3 security in a form", async () => {
        const { api, token, deviceId } = await deviceOnNewProfile('SNMP meters', 'SNMP', 'Meter 7');
        const page = await openDevice(deviceId);
        try {
            await page.goto(`${suite.server.url}/devices/${deviceId}`);
            await page.getByRole('heading', { name: 'SNMP transport' }).waitFor();
            expect(await page.getByRole('textbox', { name: 'Host' }).inputValue()).toBe('localhost');
            expect(await page.getByRole('spinbutton', { name: 'Port' }).inputValue()).toBe('161');
            await page.getByRole('textbox', { name: 'Host' }).fill('10.0.0.7');
            await page.getByRole('spinbutton', { name: 'Port' }).fill('1161');
            await page.getByRole('combobox', { name: 'SNMP version' }).click();
            await page.getByRole('option', { name: 'SNMP v3' }).click();
            // Saving with the v3 security missing is refused field by field.
            expectErrorToast('The form is not valid. Please check for errors');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.getByText('User name is required.').waitFor();
            await page.getByRole('textbox', { name: 'User name' }).fill('ops');
            await page.getByRole('textbox', { name: 'Security name' }).fill('ops');
            await page.getByRole('combobox', { name: 'Authentication protocol' }).click();
            await page.getByRole('option', { name: 'SHA-256' }).click();
            await page.getByLabel('Authentication passphrase').fill('auth-secret-1');
            await page.getByRole('combobox', { name: 'Privacy protocol' }).click();
            await page.getByRole('option', { name: 'AES-128' }).click();
            await page.getByLabel('Privacy passphrase').fill('priv-secret-1');
            await page.getByRole('heading', { name: 'SNMP transport' }).scrollIntoViewIfNeeded();
            await screens(page, 'snmp-device-form');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/devices\/[^/]+\/show$/);

            const saved = await api.get<{ deviceData: { transportConfiguration: Record<string, unknown> } }>(`/api/device/${deviceId}`, token);
            expect(saved.body.deviceData.transportConfiguration).toEqual({
                type: 'SNMP', host: '10.0.0.7', port: 1161, protocolVersion: 'V3', username: 'ops', securityName: 'ops', contextName: '', engineId: '',
                authenticationProtocol: 'SHA_256', authenticationPassphrase: 'auth-secret-1', privacyProtocol: 'AES_128', privacyPassphrase: 'priv-secret-1',
            });
        } finally {
            await closePage(page);
        }
    });

    it("gives an LwM2M device pre-shared key credentials in a form", async () => {
        const { api, token, deviceId } = await deviceOnNewProfile('LwM2M meters', 'LWM2M', 'Meter 9');
        const page = await openDevice(deviceId);
        try {
            await page.getByRole('button', { name: 'Manage credentials' }).click();
            const dialog = page.getByRole('dialog');
            await dialog.getByRole('textbox', { name: 'Endpoint client name' }).fill('meter-9');
            await dialog.getByRole('combobox', { name: 'Security mode' }).first().click();
            await page.getByRole('option', { name: 'Pre-shared key (PSK)' }).click();
            // The identity starts as the endpoint.
            expect(await dialog.getByRole('textbox', { name: 'Client identity' }).inputValue()).toBe('meter-9');
            await dialog.getByRole('textbox', { name: 'Client key' }).fill('abc');
            await dialog.getByRole('button', { name: 'Save' }).click();
            await dialog.getByText('A PSK key is hexadecimal, 32, 64 or 128 characters long.').waitFor();
            await dialog.getByRole('textbox', { name: 'Client key' }).fill(PSK_KEY);
            await screens(page, 'lwm2m-credentials-form');
            await dialog.getByRole('button', { name: 'Save' }).click();
            await dialog.waitFor({ state: 'detached' });

            const credentials = await api.get<{ credentialsType: string; credentialsValue: string }>(`/api/device/${deviceId}/credentials`, token);
            expect(credentials.body.credentialsType).toBe('LWM2M_CREDENTIALS');
            expect(JSON.parse(credentials.body.credentialsValue)).toEqual({
                client: { securityConfigClientMode: 'PSK', endpoint: 'meter-9', identity: 'meter-9', key: PSK_KEY },
                bootstrap: { bootstrapServer: { securityMode: 'NO_SEC' }, lwm2mServer: { securityMode: 'NO_SEC' } },
            });
        } finally {
            await closePage(page);
        }
    });
});
