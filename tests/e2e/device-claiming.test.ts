import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { consoleUnderTest, openSignedIn } from './console';
import { screens } from './support/screens';
import { expectFailedRequest } from './support/problems';

/**
 * Device claiming as a customer user does it (issue #23): the device announces it may be claimed
 * with a secret key; the customer user claims it by name and key from the device list, sees a
 * wrong key refused, then reclaims it from its page and it leaves the list.
 */
describe('device claiming', () => {
    const suite = consoleUnderTest();

    it('a customer user claims a device with its secret key, and reclaims it', async () => {
        // The device asks to be claimed, as its firmware would.
        const announce = async () => {
            const announced = await fetch(`${suite.server.url}/api/v1/RASPBERRY_PI_DEMO_TOKEN/claim`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ secretKey: 'pi-secret', durationMs: 600_000 }),
            });
            expect(announced.status).toBe(200);
        };
        await announce();

        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'customer@thingsboard.org', 'customer');
        try {
            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
            await page.waitForURL(/\/devices$/);
            await page.locator('tbody tr').filter({ hasText: 'Test Device A1' }).waitFor();
            // The list may first draw its cached page; the reclaimed device leaves it once the list is read again.
            await page.locator('tbody tr').filter({ hasText: 'Raspberry Pi Demo Device' }).waitFor({ state: 'detached' });

            await page.getByRole('button', { name: 'Claim device', exact: true }).click();
            const dialog = page.getByRole('dialog', { name: 'Claim device' });
            await dialog.getByLabel('Device name').fill('Raspberry Pi Demo Device');
            await dialog.getByLabel('Secret key').fill('wrong');
            expectFailedRequest({ method: 'POST', path: '/api/customer/device/Raspberry%20Pi%20Demo%20Device/claim', status: 400 });
            await dialog.getByRole('button', { name: 'Claim', exact: true }).click();
            await dialog.getByRole('alert').filter({ hasText: 'cannot be claimed' }).waitFor();
            await screens(page, 'claim-device-refused');

            // A refused attempt uses the request up (as in ThingsBoard): the device asks again.
            await announce();
            await dialog.getByLabel('Secret key').fill('pi-secret');
            await dialog.getByRole('button', { name: 'Claim', exact: true }).click();
            await dialog.waitFor({ state: 'detached' });
            await page.getByText('Device Raspberry Pi Demo Device is now yours').waitFor();
            await page.locator('tbody tr').filter({ hasText: 'Raspberry Pi Demo Device' }).waitFor();

            await page.locator('tbody tr').filter({ hasText: 'Raspberry Pi Demo Device' }).first().click();
            await page.waitForURL(/\/devices\/[^/]+\/show/);
            await page.getByRole('tab', { name: 'Details' }).waitFor();
            // A customer reads the profile's name from the device info: one "Device profile", filled in.
            const details = page.locator('#main-content');
            await details.getByText('Customer A', { exact: true }).first().waitFor();
            expect(await details.getByText('Device profile', { exact: true }).count()).toBe(1);
            await screens(page, 'claimed-device');
            await page.getByRole('button', { name: 'Reclaim device' }).click();
            const confirm = page.getByRole('dialog').filter({ hasText: "Reclaim 'Raspberry Pi Demo Device'?" });
            await confirm.getByRole('button', { name: 'Yes' }).click();
            await page.waitForURL(/\/devices$/);
            await page.locator('tbody tr').filter({ hasText: 'Test Device A1' }).waitFor();
            // The list may first draw its cached page; the reclaimed device leaves it once the list is read again.
            await page.locator('tbody tr').filter({ hasText: 'Raspberry Pi Demo Device' }).waitFor({ state: 'detached' });

            // Back with the tenant, unassigned.
            const api = apiClient(suite.server.url);
            const { token } = await api.login('tenant@thingsboard.org', 'tenant');
            const devices = await api.get<{ data: Array<{ name: string; customerId: { id: string } }> }>('/api/tenant/devices?pageSize=10&page=0&textSearch=Raspberry', token);
            expect(devices.body.data[0]!.customerId.id).toBe('13814000-1dd2-11b2-8080-808080808080');
        } finally {
            await page.context().close();
        }
    });
});
