import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleUnderTest, signIn } from './console';
import { socketFrames } from './support/socketFrames';

/**
 * The Attributes and Latest telemetry tabs as a tenant admin uses them: a value a device posts
 * shows up live, server attributes are listed, and one added through the dialog appears.
 */
describe('telemetry tabs', () => {
    const suite = consoleUnderTest();
    let frames: ReturnType<typeof socketFrames>;

    const openThermostat = async (): Promise<Page> => {
        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        frames = socketFrames(page);
        await page.goto(`${suite.server.url}/login`);
        await signIn(page, 'tenant@thingsboard.org', 'tenant');
        await page.waitForURL(`${suite.server.url}/home`);
        await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices', exact: true }).click();
        await page.locator('tbody tr').filter({ hasText: 'Thermostat T1' }).first().click();
        await page.waitForURL(/\/devices\/[^/]+\/show/);
        return page;
    };

    /** The key's cell by its text (the row's checkbox cell is also named after the key). */
    const keyCell = (page: Page, key: string) => page.locator('tbody td').getByText(key, { exact: true });
    /** Server attributes are editable: checkbox, last update time, key, value, edit button. */
    const valueCell = (page: Page, key: string) =>
        page.locator('tbody tr').filter({ has: page.locator('td').getByText(key, { exact: true }) }).locator('td').nth(3);

    it('shows telemetry a device posts, live, without reloading', async () => {
        const page = await openThermostat();
        try {
            const deviceId = /\/devices\/([^/]+)\/show/.exec(page.url())![1]!;
            await page.getByRole('tab', { name: 'Latest telemetry' }).click();
            await page.waitForURL(/\/latest-telemetry$/);
            // T1 may have no telemetry yet: the table or its empty message.
            await page.getByText(/^(Last update time|No data found)$/).waitFor();
            // The device posts once the tab's subscription is live (else the value would come from a reload).
            await frames.subscribed('tsSubCmds', deviceId);
            const answer = await fetch(`${suite.server.url}/api/v1/T1_TEST_TOKEN/telemetry`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ temperature: 27.3 }),
            });
            expect(answer.status).toBe(200);
            await page.locator('tbody td').getByText('27.3', { exact: true }).waitFor();
        } finally {
            await page.context().close();
        }
    });

    it('lists server attributes and adds one through the dialog', async () => {
        const page = await openThermostat();
        try {
            await page.getByRole('tab', { name: 'Attributes' }).click();
            await page.waitForURL(/\/attributes$/);
            await keyCell(page, 'temperatureAlarmThreshold').waitFor();
            expect(await valueCell(page, 'temperatureAlarmThreshold').textContent()).toBe('20');

            await page.screenshot({ path: 'test-results/telemetry-attributes-tab.png', fullPage: true });

            await page.getByRole('button', { name: 'Add', exact: true }).click();
            const dialog = page.getByRole('dialog');
            await dialog.getByLabel('Key').fill('note');
            await dialog.getByLabel('Value', { exact: true }).fill('hello');
            await dialog.getByRole('button', { name: 'Add', exact: true }).click();
            await dialog.waitFor({ state: 'detached' });
            await keyCell(page, 'note').waitFor();
            expect(await valueCell(page, 'note').textContent()).toBe('hello');
        } finally {
            await page.context().close();
        }
    });
});
