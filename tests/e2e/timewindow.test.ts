import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleUnderTest, openSignedIn } from './console';

/**
 * The time-window control as a person uses it on the Audit logs page (history-only mode): the
 * clock button names the window, a quick interval picked in the panel becomes the button's text
 * and the table's query; Cancel and a click beside the panel change nothing.
 */
describe('time window', () => {
    const suite = consoleUnderTest();

    const auditLogs = async (width: number): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/auditLogs`, 'tenant@thingsboard.org', 'tenant', { width });
        await page.locator('#main-content').getByRole('heading', { name: 'Audit Logs' }).waitFor();
        return page;
    };

    it('a quick interval picked in the panel names the button and bounds the query', async () => {
        const page = await auditLogs(1280);
        try {
            const button = page.getByRole('button', { name: /^Edit time window/ });
            expect(await button.textContent()).toBe('last 1 day');
            await button.click();
            const panel = page.getByRole('dialog', { name: 'Edit time window' });
            const update = panel.getByRole('button', { name: 'Update' });
            expect(await update.isDisabled()).toBe(true);

            // A click beside the panel closes it without a change.
            await panel.getByRole('radio', { name: 'Interval' }).click();
            expect(await update.isDisabled()).toBe(false);
            await page.mouse.click(1200, 780);
            await panel.waitFor({ state: 'detached' });
            expect(await button.textContent()).toBe('last 1 day');

            await button.click();
            await panel.getByRole('radio', { name: 'Interval' }).click();
            await panel.getByRole('combobox', { name: 'Interval' }).click();
            await page.screenshot({ path: 'test-results/timewindow-history-only-1280.png' });
            await page.getByRole('option', { name: 'Current day so far' }).click();
            const query = page.waitForRequest(request => request.url().includes('/api/audit/logs') && request.url().includes('startTime='));
            await update.click();
            await panel.waitFor({ state: 'detached' });
            expect(await button.textContent()).toBe('Current day so far');
            const url = new URL((await query).url());
            const start = Number(url.searchParams.get('startTime'));
            const midnight = await page.evaluate(() => new Date(new Date().setHours(0, 0, 0, 0)).getTime());
            expect(start).toBe(midnight);
        } finally {
            await page.context().close();
        }
    });

    it('the advanced editor adds 90 seconds up to 1 minute 30 seconds', async () => {
        const page = await auditLogs(400);
        try {
            await page.getByRole('button', { name: /^Edit time window/ }).click();
            const panel = page.getByRole('dialog', { name: 'Edit time window' });
            expect((await panel.boundingBox())?.width).toBe(400);
            await panel.getByRole('switch', { name: 'Advanced' }).click();
            await panel.getByRole('spinbutton', { name: 'Days' }).fill('0');
            await panel.getByRole('spinbutton', { name: 'Seconds' }).fill('90');
            expect(await panel.getByRole('spinbutton', { name: 'Minutes' }).inputValue()).toBe('1');
            expect(await panel.getByRole('spinbutton', { name: 'Seconds' }).inputValue()).toBe('30');
            await page.screenshot({ path: 'test-results/timewindow-advanced-400.png' });
            await panel.getByRole('button', { name: 'Update' }).click();
            await panel.waitFor({ state: 'detached' });
            expect(await page.getByRole('button', { name: /^Edit time window/ }).textContent()).toBe('last 1 minute 30 seconds');
        } finally {
            await page.context().close();
        }
    });
});
