import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { closePage, openPage, signIn } from './console';
import { ageSession } from './support/agedSession';
import { expectErrorToast, expectFailedRequest } from './support/problems';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('jwt_token'));

describe('the session', () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let browser: Browser;

    beforeAll(async () => {
        [server, browser] = await Promise.all([startTestServer(), workerBrowser()]);
    });

    afterAll(async () => {
        await browser?.close();
        await server?.close();
    });

    /** ThingsBoard 3.3's token lifetimes (9000 s access, 604800 s refresh). */
    const ACCESS_EXPIRED = 9_100;
    const BOTH_EXPIRED = 604_900;

    it('ends a session whose refresh token has expired: message, sign-in, back to the page', async () => {
        const page = await openPage(browser, `${server.url}/login`);
        try {
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.locator('header').getByText('Tenant administrator').waitFor();
            await ageSession(page, server, { email: 'tenant@thingsboard.org', password: 'tenant', ageSec: BOTH_EXPIRED });

            await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: 'Devices' }).click();

            expectErrorToast('Session has expired');
            await page.waitForURL(`${server.url}/login`);
            await page.getByRole('alert').getByText('Session has expired').waitFor();
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.waitForURL(url => url.pathname === '/devices');
        } finally {
            await closePage(page);
        }
    });

    it('refreshes an expired access token before the call, without the person noticing', async () => {
        const page = await openPage(browser, `${server.url}/login`);
        try {
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.locator('header').getByText('Tenant administrator').waitFor();
            await ageSession(page, server, { email: 'tenant@thingsboard.org', password: 'tenant', ageSec: ACCESS_EXPIRED });
            const aged = await storedToken(page);
            const refused: string[] = [];
            page.on('response', response => {
                if (response.status() === 401) refused.push(response.url());
            });

            await page.reload();

            await page.locator('header').getByText('Tenant administrator').waitFor();
            // The refresh came first: no call went out with the expired token.
            expect(refused).toEqual([]);
            expect(new URL(page.url()).pathname).toBe('/home');
            expect(await storedToken(page)).not.toBe(aged);
            expect(await page.getByRole('alert').count()).toBe(0);
        } finally {
            await closePage(page);
        }
    });

    it('refreshes and retries once when the server answers 401/11', async () => {
        const page = await openPage(browser, `${server.url}/login`);
        try {
            await signIn(page, 'customer@thingsboard.org', 'customer');
            await page.locator('header').getByText('Customer user').waitFor();
            // The console believes the token is still good: the server has to say it is not.
            await ageSession(page, server, { email: 'customer@thingsboard.org', password: 'customer', ageSec: ACCESS_EXPIRED, consoleThinksAccessValid: true });
            const aged = await storedToken(page);
            const refreshes: string[] = [];
            const refused: string[] = [];
            page.on('request', request => {
                if (request.url().endsWith('/api/auth/token')) refreshes.push(request.url());
            });
            page.on('response', response => {
                if (response.status() === 401) refused.push(response.url());
            });
            expectFailedRequest({ path: /^\/api\//, status: 401 });

            await page.reload();

            await page.locator('header').getByText('Customer user').waitFor();
            // Every call the page started with the old token was refused, and all of them waited for one refresh.
            expect(refused.length).toBeGreaterThan(0);
            expect(refreshes).toHaveLength(1);
            expect(await storedToken(page)).not.toBe(aged);
            expect(await page.getByRole('alert').count()).toBe(0);
        } finally {
            await closePage(page);
        }
    });

    it('shows a customer user who opens /tenants the forbidden dialog', async () => {
        const page = await openPage(browser, `${server.url}/login`);
        try {
            await signIn(page, 'customer@thingsboard.org', 'customer');
            await page.locator('header').getByText('Customer user').waitFor();

            await page.goto(`${server.url}/tenants`);

            const dialog = page.getByRole('dialog', { name: 'Access forbidden' });
            await dialog.waitFor();
            expect(new URL(page.url()).pathname).toBe('/home');
            // The message is HTML (part 2 §2.2): its <br/> breaks the line instead of showing.
            const message = await dialog.locator('.MuiDialogContent-root').evaluate(element => ({ text: element.textContent, breaks: element.querySelectorAll('br').length }));
            expect(message).toEqual({ text: expect.not.stringContaining('<br'), breaks: 1 });
            await dialog.getByRole('button', { name: 'Cancel' }).click();
            await dialog.waitFor({ state: 'hidden' });

            // Sign in logs out.
            await page.evaluate(() => window.history.pushState({}, '', '/tenants'));
            await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
            await dialog.getByRole('button', { name: 'Sign in' }).click();
            await page.waitForURL(`${server.url}/login`);
            expect(await storedToken(page)).toBeNull();
        } finally {
            await closePage(page);
        }
    });

    it('keeps de_DE, chosen in the profile, through logout and reload', async () => {
        const page = await openPage(browser, `${server.url}/login`);
        try {
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.locator('header').getByText('Tenant administrator').waitFor();
            await page.getByRole('button', { name: 'User menu' }).click();
            await page.getByRole('menuitem', { name: 'Profile' }).click();
            await page.waitForURL(`${server.url}/profile`);
            await page.getByRole('combobox', { name: 'Language' }).click();
            await page.getByRole('option', { name: 'Deutsch' }).click();
            await page.getByRole('button', { name: 'Save' }).click();

            await page.getByRole('navigation', { name: 'Navigationspfad' }).getByText('Profil', { exact: true }).waitFor();
            await page.getByRole('alert').getByText('Profil gespeichert').waitFor();
            expect(await page.title()).toBe('Thingdeck | Profil');
            await page.getByRole('button', { name: 'Benutzermenü' }).click();
            await page.getByRole('menuitem', { name: 'Abmelden' }).click();

            await page.waitForURL(`${server.url}/login`);
            await page.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
            await page.reload();
            await page.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
            expect(await page.evaluate(() => localStorage.getItem('TB-lang'))).toBe('de_DE');
            expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');

            // On another device the saved language comes with the user at sign-in.
            await page.evaluate(() => localStorage.clear());
            await page.reload();
            await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.locator('header').getByText('Mandantenadministrator').waitFor();
        } finally {
            await closePage(page);
        }
    });

    it('changes the password in the profile and stays signed in with the new tokens', async () => {
        const page = await openPage(browser, `${server.url}/login`);
        try {
            await signIn(page, 'customerA@thingsboard.org', 'customer');
            await page.locator('header').getByText('Customer user').waitFor();
            await page.goto(`${server.url}/profile`);
            await page.getByRole('button', { name: 'Change password' }).click();
            const dialog = page.getByRole('dialog', { name: 'Change password' });
            await dialog.locator('input[name="currentPassword"]').fill('customer');
            await dialog.locator('input[name="newPassword"]').fill('changed-password-1');
            await dialog.locator('input[name="newPassword2"]').fill('changed-password-1');
            const before = await storedToken(page);
            await dialog.getByRole('button', { name: 'Change password' }).click();

            await page.getByRole('alert').getByText('Password successfully changed').waitFor();
            expect(await storedToken(page)).not.toBe(before);
            await page.reload();
            await page.locator('header').getByText('Customer user').waitFor();
            expect(new URL(page.url()).pathname).toBe('/profile');
        } finally {
            await closePage(page);
        }
    });
});
