import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleUnderTest, openSignedIn, transitionsEnded } from './console';

/**
 * The audit log as a tenant admin uses it: a label edited through the console shows up as an
 * UPDATED entry on the Audit logs page, with its action data in the details dialog, and on the
 * device's own Audit logs tab.
 */
describe('audit logs', () => {
    const suite = consoleUnderTest();
    const DEVICE = 'Thermostat T1';

    const signedIn = async (width: number): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant', { width });
        return page;
    };

    const openDevice = async (page: Page) => {
        await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
        await page.locator('tbody tr').filter({ hasText: DEVICE }).first().click();
        await page.waitForURL(/\/devices\/[^/]+\/show/);
    };

    const updatedRow = (page: Page) => page.locator('tbody tr').filter({ hasText: 'Updated' }).filter({ hasText: DEVICE }).first();

    it('an edited label appears as an UPDATED entry on the page and on the device tab', async () => {
        const page = await signedIn(1280);
        try {
            await openDevice(page);
            await page.getByRole('link', { name: 'Edit' }).click();
            await page.locator('input[name="label"]').fill('Audited label');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/devices\/[^/]+\/show/);
            await page.getByText('Audited label', { exact: true }).waitFor();
            const deviceUrl = page.url();

            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Audit Logs', exact: true }).click();
            await page.waitForURL(/\/auditLogs/);
            await page.locator('#main-content').getByRole('heading', { name: 'Audit Logs' }).waitFor();
            const row = updatedRow(page);
            await row.waitFor();
            expect(await row.textContent()).toContain('tenant@thingsboard.org');
            expect(await row.textContent()).toContain('Success');
            await page.screenshot({ path: 'test-results/audit-logs-page-1280.png' });

            await row.getByRole('button', { name: 'Details' }).click();
            const dialog = page.getByRole('dialog', { name: 'Audit log details' });
            await dialog.getByText('Action data', { exact: true }).waitFor();
            // Monaco writes spaces as no-break spaces.
            await dialog.getByText(/Audited.label/).first().waitFor();
            await page.screenshot({ path: 'test-results/audit-log-details-1280.png' });
            await dialog.getByRole('button', { name: 'Close' }).click();
            await dialog.waitFor({ state: 'detached' });

            await page.getByRole('button', { name: /Edit time window/ }).click();
            await page.getByRole('dialog', { name: 'Edit time window' }).getByRole('button', { name: 'Update' }).waitFor();
            await page.screenshot({ path: 'test-results/audit-logs-time-window-1280.png', animations: 'disabled' });
            await page.keyboard.press('Escape');

            await page.goto(deviceUrl);
            await page.getByRole('tab', { name: 'Audit Logs' }).click();
            // The tab lists only this device's entries, so it leaves out the entity columns.
            await page.locator('tbody tr').filter({ hasText: 'Updated' }).filter({ hasText: 'tenant@thingsboard.org' }).first().waitFor();
            // A payload the device API refuses becomes an ERROR event on the device's Events tab.
            const refused = await fetch(`${suite.server.url}/api/v1/T1_TEST_TOKEN/telemetry`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ ts: 'soon', values: { temperature: 1 } }),
            });
            expect(refused.status).toBe(400);
            await page.getByRole('tab', { name: 'Events' }).click();
            await page.locator('tbody tr').filter({ hasText: 'POST_TELEMETRY_REQUEST' }).first().waitFor();
            await page.screenshot({ path: 'test-results/device-events-tab-1280.png' });
        } finally {
            await page.context().close();
        }
    });

    it('on a narrow screen the page stays usable and the time window opens full screen', async () => {
        const page = await signedIn(400);
        try {
            await page.goto(`${suite.server.url}/auditLogs`);
            await page.locator('#main-content').getByRole('heading', { name: 'Audit Logs' }).waitFor();
            await page.locator('tbody tr').first().waitFor();
            await page.screenshot({ path: 'test-results/audit-logs-page-400.png' });
            await page.getByRole('button', { name: /Edit time window/ }).click();
            const panel = page.getByRole('dialog', { name: 'Edit time window' });
            await panel.getByRole('radio', { name: 'Time period' }).click();
            await transitionsEnded(panel);
            const box = await panel.boundingBox();
            expect(box?.width).toBe(400);
            await page.screenshot({ path: 'test-results/audit-logs-time-window-400.png' });
            await panel.getByRole('button', { name: 'Cancel' }).click();
            await panel.waitFor({ state: 'detached' });
        } finally {
            await page.context().close();
        }
    });
});
