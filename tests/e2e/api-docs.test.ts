import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { closePage, consoleUnderTest, openPage, openSignedIn, signIn } from './console';

/**
 * The API documentation as an administrator reads it (issue #13): from the user menu, filtered,
 * one operation opened to its body fields, its deep link; a customer user has no way in.
 */
describe('API documentation', () => {
    const suite = consoleUnderTest();

    it('a tenant admin opens it from the user menu, filters "device" and reads the body of POST /api/device', async () => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant');
        try {
            await page.getByRole('button', { name: 'User menu' }).click();
            await page.getByRole('menuitem', { name: 'API documentation' }).click();
            await page.waitForURL(`${suite.server.url}/api-docs`);
            await page.getByRole('main').getByRole('heading', { name: /^Thingdeck API/, level: 2 }).waitFor();

            await page.getByRole('searchbox', { name: 'Filter operations' }).fill('device');
            // Only operations about devices are left: the Auth group is gone.
            await page.getByRole('heading', { name: 'Auth', exact: true }).waitFor({ state: 'detached' });
            await page.getByRole('button', { name: /^POST \/api\/device Create/ }).click();

            const details = page.getByRole('region', { name: /^POST \/api\/device Create/ });
            const body = details.locator('section').filter({ has: page.getByRole('heading', { name: 'Request body' }) });
            await body.getByText('name', { exact: true }).waitFor();
            await body.getByText('deviceProfileId', { exact: true }).waitFor();
            expect(await body.innerText()).toContain('DeviceFields');
            expect(new URL(page.url()).hash).toBe('#saveDevice');

            // A nested ref opens on demand, with its enum.
            await body.getByRole('button', { name: 'Show the fields of deviceProfileId' }).click();
            await body.getByText('"DEVICE"', { exact: true }).waitFor();
            await page.screenshot({ path: 'test-results/api-docs-1280.png' });
            expect(await seriousViolations(page)).toEqual([]);

            // The deep link opens the same operation after a reload.
            await page.reload();
            await page.getByRole('region', { name: /^POST \/api\/device Create/ }).getByRole('heading', { name: 'Request body' }).waitFor();
            // … scrolled into view.
            const linked = await page.getByRole('button', { name: /^POST \/api\/device Create/ }).boundingBox();
            expect(linked?.y).toBeGreaterThan(0);
            expect(linked?.y).toBeLessThan(800);

            await page.setViewportSize({ width: 400, height: 800 });
            await page.getByRole('button', { name: /^POST \/api\/device Create/ }).scrollIntoViewIfNeeded();
            const hasSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
            expect(hasSideways).toBe(false);
            await page.screenshot({ path: 'test-results/api-docs-400.png' });
        } finally {
            await closePage(page);
        }
    });

    it('a customer user has no menu entry, and /api-docs answers with the forbidden dialog', async () => {
        const page = await openPage(suite.browser, `${suite.server.url}/login`);
        try {
            await signIn(page, 'customer@thingsboard.org', 'customer');
            await page.locator('header').getByText('Customer user').waitFor();
            await page.getByRole('button', { name: 'User menu' }).click();
            await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
            expect(await page.getByRole('menuitem', { name: 'API documentation' }).count()).toBe(0);
            await page.keyboard.press('Escape');

            await page.goto(`${suite.server.url}/api-docs`);
            await page.getByRole('dialog', { name: 'Access forbidden' }).waitFor();
            expect(new URL(page.url()).pathname).toBe('/home');
        } finally {
            await closePage(page);
        }
    });
});
