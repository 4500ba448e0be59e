import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { closePage, consoleUnderTest, openSignedIn } from './console';
import { screens } from './support/screens';

/**
 * The device profile editor's calls (issue #23): an alarm rule's key filter suggests the keys the
 * profile's devices report; assigning a firmware to a profile says first how many devices it may
 * update.
 */
describe('device profile calls', () => {
    const suite = consoleUnderTest();

    const thermostatProfile = async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const profiles = await api.get<{ data: Array<{ id: { id: string }; name: string }> }>('/api/deviceProfiles?pageSize=50&page=0&textSearch=thermostat', token);
        return { api, token, profileId: profiles.body.data.find(profile => profile.name === 'thermostat')!.id.id };
    };

    const openProfile = async (profileId: string, tab: string): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/deviceProfiles/${profileId}`, 'tenant@thingsboard.org', 'tenant');
        await page.getByRole('tab', { name: tab }).click();
        return page;
    };

    it("an alarm rule's key filter suggests the keys the profile's devices report", async () => {
        const { profileId } = await thermostatProfile();
        // A thermostat reports a key no rule uses yet.
        const posted = await fetch(`${suite.server.url}/api/v1/T2_TEST_TOKEN/telemetry`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ coolantLevel: 71, compressorLoad: 40 }),
        });
        expect(posted.status).toBe(200);
        const page = await openProfile(profileId, 'Alarm rules');
        try {
            await page.getByText('High Temperature').first().click();
            await page.locator('.MuiCollapse-entered').first().waitFor();
            const keys = page.waitForRequest(request => request.url().includes(`/api/deviceProfile/devices/keys/timeseries?deviceProfileId=${profileId}`));
            await page.getByRole('button', { name: 'Add key filter' }).first().click();
            const dialog = page.getByRole('dialog');
            await keys;
            const keyName = dialog.getByRole('combobox', { name: 'Key name' });
            await keyName.click();
            await keyName.pressSequentially('co');
            await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['compressorLoad', 'coolantLevel']);
            await screens(page, 'alarm-rule-key-suggestions');
            await page.getByRole('option', { name: 'coolantLevel' }).click();
            expect(await keyName.inputValue()).toBe('coolantLevel');
        } finally {
            await closePage(page);
        }
    });

    it('assigning a firmware to a profile says how many devices it may update before saving', async () => {
        const { api, token, profileId } = await thermostatProfile();
        const info = await api.post<{ id: { id: string } }>('/api/otaPackage', { title: 'Thermostat firmware', version: '2.1', type: 'FIRMWARE', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId } }, token);
        expect(info.status).toBe(200);
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(256)]), 'thermostat-2.1.bin');
        const uploaded = await fetch(`${suite.server.url}/api/otaPackage/${info.body.id.id}?checksumAlgorithm=SHA256`, { method: 'POST', headers: { 'X-Authorization': `Bearer ${token}` }, body: form });
        expect(uploaded.status).toBe(200);

        const page = await openProfile(profileId, 'Device profile details');
        try {
            const firmware = page.getByRole('combobox', { name: 'Assigned firmware' });
            await firmware.click();
            await page.getByRole('option', { name: /Thermostat firmware/ }).click();
            const counted = page.waitForRequest(request => request.url().endsWith(`/api/devices/count/FIRMWARE/${profileId}`));
            await page.getByRole('button', { name: 'Save', exact: true }).click();
            await counted;
            const question = page.getByRole('dialog', { name: 'Update devices?' });
            await question.getByText('Changing the firmware may start an update of 2 devices.').waitFor();
            await screens(page, 'ota-change-confirm');
            await question.getByRole('button', { name: 'Proceed' }).click();
            await page.waitForURL(/\/deviceProfiles\/[^/]+\/show/);
            const saved = await api.get<{ firmwareId: { id: string } | null }>(`/api/deviceProfile/${profileId}`, token);
            expect(saved.body.firmwareId?.id).toBe(info.body.id.id);
        } finally {
            await closePage(page);
        }
    });
});
