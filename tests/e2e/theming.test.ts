import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleUnderTest, signIn } from './console';

/**
 * Issue #13 point 1: the theme chosen in the user menu (System, Light, Dark) is applied at once,
 * survives a reload and, on System, follows the browser's colour scheme live; a tenant admin's
 * accent colour recolours the console of the tenant's customer users.
 */
describe('theming', () => {
    const suite = consoleUnderTest();

    const signedIn = async (email: string, password: string): Promise<Page> => {
        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
        const page = await context.newPage();
        await page.goto(`${suite.server.url}/login`);
        await signIn(page, email, password);
        await page.waitForURL(`${suite.server.url}/home`);
        return page;
    };
    const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const appBarBackground = (page: Page) => page.locator('header.MuiAppBar-root').evaluate(element => getComputedStyle(element).backgroundColor);
    /** Waits until the page background is the expected colour (the theme switches after a render). */
    const waitForBackground = (page: Page, color: string) =>
        page.waitForFunction(expected => getComputedStyle(document.body).backgroundColor === expected, color);
    const waitForAppBar = (page: Page, color: string) =>
        page.waitForFunction(expected => {
            const appBar = document.querySelector('header.MuiAppBar-root');
            return appBar !== null && getComputedStyle(appBar).backgroundColor === expected;
        }, color);
    const chooseTheme = async (page: Page, name: 'System' | 'Light' | 'Dark') => {
        await page.getByRole('button', { name: 'User menu' }).click();
        await page.getByRole('menuitemradio', { name }).click();
    };

    const LIGHT = 'rgb(243, 245, 249)';
    const DARK = 'rgb(15, 20, 27)';
    const BRAND_PRIMARY = 'rgb(48, 86, 128)';
    const ACCENT = '#1b5e20'; // readable as it is on the light paper, so used unchanged
    const ACCENT_RGB = 'rgb(27, 94, 32)';

    /** One tenant admin page serves both tests: signing in costs more than the checks. */
    let admin: Page;
    afterAll(() => admin?.context().close());

    it('switches to dark from the user menu, keeps it after a reload, and follows the system on System', async () => {
        admin = await signedIn('tenant@thingsboard.org', 'tenant');
        expect(await bodyBackground(admin)).toBe(LIGHT);
        await chooseTheme(admin, 'Dark');
        await waitForBackground(admin, DARK);
        await admin.reload();
        await admin.getByRole('button', { name: 'User menu' }).waitFor();
        expect(await bodyBackground(admin)).toBe(DARK);
        // The chosen mode is checked in the menu.
        await admin.getByRole('button', { name: 'User menu' }).click();
        expect(await admin.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
        await admin.getByRole('menuitemradio', { name: 'System' }).click();
        await waitForBackground(admin, LIGHT);
        await admin.emulateMedia({ colorScheme: 'dark' });
        await waitForBackground(admin, DARK);
        await admin.emulateMedia({ colorScheme: 'light' });
        await waitForBackground(admin, LIGHT);
    });

    it("a tenant admin's accent colour recolours the app bar and drawer for the tenant's customer users", async () => {
        expect(await appBarBackground(admin)).toBe(BRAND_PRIMARY);
        await admin.goto(`${suite.server.url}/settings/home`);
        const accent = admin.getByTestId('accent-color');
        // Too light a colour is refused: the ratio is shown and Save stays off.
        await accent.fill('#ffeb3b');
        await admin.getByText(/Too light: contrast with white is 1\.\d+:1/).waitFor();
        expect(await admin.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
        await accent.fill(ACCENT);
        await admin.getByRole('button', { name: 'Save' }).click();
        // The admin's own console recolours at once.
        await waitForAppBar(admin, ACCENT_RGB);

        const customer = await signedIn('customerA@thingsboard.org', 'customer');
        try {
            await waitForAppBar(customer, ACCENT_RGB);
            // The primary colour itself changed: the drawer header is painted with it too.
            const header = customer.locator('.MuiDrawer-paper a[href="/home"]').first();
            expect(await header.evaluate(element => getComputedStyle(element).backgroundColor)).toBe(ACCENT_RGB);

            // Signed out, the sign-in page follows the theme choice too: its card is the dark paper.
            await chooseTheme(customer, 'Dark');
            await waitForBackground(customer, DARK);
            await customer.evaluate(() => ['jwt_token', 'jwt_token_expiration', 'refresh_token', 'refresh_token_expiration'].forEach(key => localStorage.removeItem(key)));
            await customer.goto(`${suite.server.url}/login`);
            const card = customer.locator('main.MuiCard-root');
            await card.waitFor();
            expect(await card.evaluate(element => getComputedStyle(element).backgroundColor)).toBe('rgb(24, 32, 42)');
        } finally {
            await customer.context().close();
        }
    });
});
