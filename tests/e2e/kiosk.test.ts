import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, openPage, signIn } from './console';

describe('a default dashboard that opens fullscreen (forced fullscreen)', () => {
    const suite = consoleUnderTest();

    it('is chosen in the profile, then is where the user lands and stays', async () => {
        const page = await openPage(suite.browser, `${suite.server.url}/login`);
        try {
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.locator('header').getByText('Tenant administrator').waitFor();
            await page.goto(`${suite.server.url}/profile`);
            await page.getByRole('combobox', { name: 'Default dashboard' }).click();
            await page.getByRole('option').first().click();
            await page.getByRole('checkbox', { name: 'Always fullscreen' }).check();
            await page.getByRole('button', { name: 'Save' }).click();
            await page.getByRole('alert').getByText('Profile saved').waitFor();

            await page.getByRole('button', { name: 'User menu' }).click();
            await page.getByRole('menuitem', { name: 'Logout' }).click();
            await page.waitForURL(`${suite.server.url}/login`);
            await signIn(page, 'tenant@thingsboard.org', 'tenant');

            await page.waitForURL(url => url.pathname.startsWith('/dashboard/'));
            const dashboardPath = new URL(page.url()).pathname;

            // Home is out of reach; the profile is allowed, without the side menu, with a back button.
            await page.goto(`${suite.server.url}/home`);
            await page.waitForURL(url => url.pathname === dashboardPath);
            await page.goto(`${suite.server.url}/profile`);
            await page.locator('input[name="firstName"]').waitFor();
            expect(await page.getByRole('navigation', { name: 'menu' }).count()).toBe(0);
            await page.getByRole('button', { name: 'Back' }).waitFor();
        } finally {
            await closePage(page);
        }
    });
});
