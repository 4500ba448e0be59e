import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { closePage, consoleUnderTest, openPage, signIn } from './console';
import { screens } from './support/screens';

/**
 * The trash as a tenant admin uses it (issue #28 point 4): a device deleted from its page is on the
 * Trash page; restored from there, it is back in the device list with its own access token. A
 * second restore, of a device whose name was taken meanwhile, shows what could not be restored.
 */
describe('trash', () => {
    const suite = consoleUnderTest();
    const DEVICE = 'Trash e2e pump';
    const TOKEN = 'TRASH_E2E_TOKEN';

    const signedIn = async (width = 1280): Promise<Page> => {
        const page = await openPage(suite.browser, `${suite.server.url}/login`, width);
        await signIn(page, 'tenant@thingsboard.org', 'tenant');
        await page.waitForURL(`${suite.server.url}/home`);
        return page;
    };
    const menu = (page: Page, name: string) => page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name, exact: true }).click();
    const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
    const trashRow = (page: Page, name: string) => page.locator('#main-content tbody tr').filter({ hasText: name });

    it('a deleted device is restored from the Trash page with its access token', async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        expect((await api.post(`/api/device?accessToken=${TOKEN}`, { name: DEVICE, type: 'default' }, token)).status).toBe(200);
        const page = await signedIn();
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
        try {
            await menu(page, 'Devices');
            const deviceRow = page.locator('tbody tr').filter({ hasText: DEVICE }).first();
            await deviceRow.getByRole('button', { name: 'Delete' }).click();
            const ask = page.getByRole('dialog', { name: `Are you sure you want to delete '${DEVICE}'?` });
            // On Thingdeck's server the question says where the device goes.
            await ask.getByText('It goes to the Trash with its data, where it can be restored until it expires.').waitFor();
            await ask.getByRole('button', { name: 'Yes' }).click();
            await deviceRow.waitFor({ state: 'detached' });

            await menu(page, 'Trash');
            await page.locator('#main-content').getByRole('heading', { name: 'Trash' }).waitFor();
            const row = trashRow(page, DEVICE);
            await row.waitFor();
            expect(await row.innerText()).toContain('Device');
            expect(await row.innerText()).toContain('tenant@thingsboard.org');
            await screens(page, 'trash-page');

            await row.getByRole('button', { name: `Restore: ${DEVICE}` }).click();
            const confirm = page.getByRole('dialog', { name: `Restore “${DEVICE}”?` });
            await confirm.getByRole('button', { name: 'Restore' }).click();
            await toast(page, `“${DEVICE}” restored`).waitFor();
            await row.waitFor({ state: 'detached' });

            await menu(page, 'Devices');
            await page.locator('tbody tr').filter({ hasText: DEVICE }).first().click();
            await page.waitForURL(/\/devices\/[^/]+\/show$/);
            await page.getByRole('button', { name: 'Copy access token' }).click();
            await toast(page, 'Access token has been copied to clipboard').waitFor();
            expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TOKEN);
        } finally {
            await closePage(page);
        }
    });

    it('a restore that cannot bring everything back lists what it could not; delete forever asks first', async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const name = 'Trash e2e twin';
        const first = await api.post('/api/device', { name, type: 'default' }, token);
        expect((await api.call('DELETE', `/api/device/${first.body.id.id}`, { token })).status).toBe(200);
        expect((await api.post('/api/device', { name, type: 'default' }, token)).status).toBe(200);
        const asset = await api.post('/api/asset', { name: 'Trash e2e shed', type: 'shed' }, token);
        expect((await api.call('DELETE', `/api/asset/${asset.body.id.id}`, { token })).status).toBe(200);

        const page = await signedIn();
        try {
            await menu(page, 'Trash');
            const row = trashRow(page, name);
            await row.getByRole('button', { name: `Restore: ${name}` }).click();
            await page.getByRole('dialog', { name: `Restore “${name}”?` }).getByRole('button', { name: 'Restore' }).click();
            const result = page.getByRole('dialog', { name: `“${name} (restored)” restored with exceptions` });
            await result.getByText(`The name “${name}” is taken: restored as “${name} (restored)”.`).waitFor();
            await screens(page, 'trash-restore-result', { widths: [1280] });
            await result.getByRole('button', { name: 'Close' }).click();
            await result.waitFor({ state: 'detached' });

            const shed = trashRow(page, 'Trash e2e shed');
            await shed.getByRole('button', { name: 'Delete forever: Trash e2e shed' }).click();
            const ask = page.getByRole('dialog', { name: 'Delete “Trash e2e shed” forever?' });
            await ask.getByRole('button', { name: 'Delete forever' }).click();
            await toast(page, 'Deleted forever').waitFor();
            await shed.waitFor({ state: 'detached' });
            const entries = await api.get('/api/trash?pageSize=50&page=0', token);
            expect(entries.body.data.map((entry: { name: string }) => entry.name)).not.toContain('Trash e2e shed');
        } finally {
            await closePage(page);
        }
    });
});
