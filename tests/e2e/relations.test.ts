import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { consoleUnderTest, openPage, openSignedIn, signIn } from './console';

/**
 * The Relations tab as a tenant admin uses it: a "Contains" relation from an asset to a demo
 * device added through the dialog, seen from both ends, then deleted.
 */
describe('relations tab', () => {
    const suite = consoleUnderTest();
    const ASSET = 'Relation Hall';
    const DEVICE = 'Test Device A1';

    beforeAll(async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const created = await api.post('/api/asset', { name: ASSET, type: 'building' }, token);
        if (created.status !== 200) throw new Error(`create asset: ${created.text}`);
    });

    const openRelationsOf = async (page: Page, menuEntry: string, name: string, path: string) => {
        await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: menuEntry, exact: true }).click();
        await page.locator('tbody tr').filter({ hasText: name }).first().click();
        await page.waitForURL(new RegExp(`/${path}/[^/]+/show`));
        await page.getByRole('tab', { name: 'Relations' }).click();
        await page.waitForURL(/\/relations$/);
    };

    /** A table row by the far end's name. */
    const rowOf = (page: Page, name: string) => page.locator('tbody tr').filter({ has: page.locator('td').getByText(name, { exact: true }) });

    it('adds a Contains relation from an asset to a device, shows it from both ends and deletes it', async () => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant');
        try {
            await openRelationsOf(page, 'Assets', ASSET, 'assets');
            await page.getByText('No relations found').waitFor();

            await page.getByRole('button', { name: 'Add relation' }).click();
            const dialog = page.getByRole('dialog');
            // Required and empty: Add stays disabled.
            expect(await dialog.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
            await dialog.getByLabel('Relation type').fill('Con');
            await page.getByRole('option', { name: 'Contains', exact: true }).click();
            await dialog.getByLabel('To entity type').click();
            await page.getByRole('option', { name: 'Device', exact: true }).click();
            await dialog.getByRole('combobox', { name: 'To entity', exact: true }).fill('Test Device A');
            await page.getByRole('option', { name: DEVICE, exact: true }).click();
            await page.screenshot({ path: 'test-results/relations-add-dialog.png' });
            await dialog.getByRole('button', { name: 'Add', exact: true }).click();
            await dialog.waitFor({ state: 'detached' });

            const row = rowOf(page, DEVICE);
            await row.waitFor();
            expect(await row.locator('td').allInnerTexts()).toEqual(['', 'Contains', 'Device', DEVICE, '']);
            await page.screenshot({ path: 'test-results/relations-tab.png', fullPage: true });

            await openRelationsOf(page, 'Devices', DEVICE, 'devices');
            await page.getByText('No relations found').waitFor();
            await page.getByLabel('Direction').click();
            await page.getByRole('option', { name: 'To', exact: true }).click();
            const reverse = rowOf(page, ASSET);
            await reverse.waitFor();
            expect(await reverse.locator('td').allInnerTexts()).toEqual(['', 'Contains', 'Asset', ASSET, '']);
            expect(await page.getByRole('columnheader', { name: 'From entity name' }).count()).toBe(1);

            await reverse.getByRole('button', { name: `Delete relation Contains of ${ASSET}` }).click();
            const confirm = page.getByRole('dialog');
            await confirm.getByText(`Are you sure you want to delete relation from the entity '${ASSET}'?`).waitFor();
            await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
            await page.getByText('No relations found').waitFor();
        } finally {
            await page.context().close();
        }
    });

    it('fits a narrow screen', async () => {
        const page = await openPage(suite.browser, `${suite.server.url}/login`, 400);
        try {
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.waitForURL(`${suite.server.url}/home`);
            const api = apiClient(suite.server.url);
            const { token } = await api.login('tenant@thingsboard.org', 'tenant');
            const asset = (await api.get(`/api/tenant/assets?assetName=${encodeURIComponent(ASSET)}`, token)).body;
            const device = (await api.get(`/api/tenant/devices?deviceName=${encodeURIComponent(DEVICE)}`, token)).body;
            await api.post('/api/relation', { from: asset.id, to: device.id, type: 'Contains' }, token);
            await page.goto(`${suite.server.url}/assets/${asset.id.id}/show/relations`);
            await rowOf(page, DEVICE).waitFor();
            // Nothing wider than the screen.
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
            await page.screenshot({ path: 'test-results/relations-tab-narrow.png', fullPage: true });
            await page.getByRole('button', { name: 'Add relation' }).click();
            await page.getByRole('dialog').getByLabel('Relation type').waitFor();
            // The screenshot waits for the dialog's fade-in to end.
            await page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every(element => getComputedStyle(element).opacity === '1'));
            await page.screenshot({ path: 'test-results/relations-add-dialog-narrow.png' });
        } finally {
            await page.context().close();
        }
    });

    it('shows a customer user its device relations read-only', async () => {
        const api = apiClient(suite.server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const deviceA1 = (await api.get(`/api/tenant/devices?deviceName=${encodeURIComponent(DEVICE)}`, token)).body;
        const deviceA2 = (await api.get(`/api/tenant/devices?deviceName=${encodeURIComponent('Test Device A2')}`, token)).body;
        await api.post('/api/relation', { from: deviceA1.id, to: deviceA2.id, type: 'Feeds' }, token);

        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'customerA@thingsboard.org', 'customer');
        try {
            await openRelationsOf(page, 'Devices', DEVICE, 'devices');
            await rowOf(page, 'Test Device A2').waitFor();
            expect(await page.getByRole('button', { name: 'Add relation' }).count()).toBe(0);
            expect(await page.getByRole('checkbox').count()).toBe(0);
        } finally {
            await page.context().close();
        }
    });
});
