import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS as DEMO_ACCOUNTS } from '../support/api';
import { bodyBytesOf, meterTransfers } from '../support/transfers';
import { consoleUnderTest, signIn } from './console';
import { expectFailedRequest } from './support/problems';

// The console the test server serves (tests/support/server.ts): TEST_CONSOLE_DIR, else dist/.
const DIST = process.env.TEST_CONSOLE_DIR ?? path.resolve(import.meta.dirname, '../../dist');

const ROLE_LABELS = { SYS_ADMIN: 'System administrator', TENANT_ADMIN: 'Tenant administrator', CUSTOMER_USER: 'Customer user' } as const;
const DEMO_USERS = DEMO_ACCOUNTS.map(({ email, password, authority }) => ({ email, password, role: ROLE_LABELS[authority] }));

describe('sign-in', () => {
    const suite = consoleUnderTest();

    /** A fresh context per test: no tokens left in localStorage by the previous user. */
    const openPage = async (path: string): Promise<Page> => {
        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.goto(suite.server.url + path);
        return page;
    };

    it.each(DEMO_USERS)('$email signs in and sees their e-mail and role', async ({ email, password, role }) => {
        const page = await openPage('/login');
        try {
            await signIn(page, email, password);

            await page.waitForURL(`${suite.server.url}/home`);
            const appBar = page.locator('header');
            await appBar.getByText(email, { exact: true }).waitFor();
            await appBar.getByText(role, { exact: true }).waitFor();
            expect(await page.getByRole('navigation', { name: 'menu' }).isVisible()).toBe(true);
        } finally {
            await page.context().close();
        }
    });

    it('shows the server’s message for a wrong password and stays on /login', async () => {
        const page = await openPage('/login');
        try {
            expectFailedRequest({ method: 'POST', path: '/api/auth/login', status: 401 });
            await signIn(page, 'tenant@thingsboard.org', 'wrong-password');

            await page.getByRole('alert').getByText('Invalid username or password').waitFor();
            expect(new URL(page.url()).pathname).toBe('/login');
            expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
        } finally {
            await page.context().close();
        }
    });

    it('sends a visitor without a session to /login and back to the page they asked for', async () => {
        const page = await openPage('/home?tab=1');
        try {
            await page.waitForURL(`${suite.server.url}/login`);
            await signIn(page, 'tenant@thingsboard.org', 'tenant');

            await page.waitForURL(`${suite.server.url}/home?tab=1`);
            await page.locator('header').getByText('Tenant administrator').waitFor();
        } finally {
            await page.context().close();
        }
    });

    it('signs out from the user menu', async () => {
        const page = await openPage('/login');
        try {
            await signIn(page, 'customer@thingsboard.org', 'customer');
            await page.locator('header').getByText('Customer user').waitFor();

            await page.getByRole('button', { name: 'User menu' }).click();
            await page.getByRole('menuitem', { name: 'Logout' }).click();

            await page.waitForURL(`${suite.server.url}/login`);
            expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
        } finally {
            await page.context().close();
        }
    });

    it('shows a loginError from the address in an alert with a Close button', async () => {
        const page = await openPage('/login?loginError=Activation%20link%20has%20expired');
        try {
            const dialog = page.getByRole('dialog', { name: 'Login error' });
            await dialog.getByText('Activation link has expired').waitFor();
            expect(new URL(page.url()).search).toBe('');
            await dialog.getByRole('button', { name: 'Close' }).click();
            await dialog.waitFor({ state: 'hidden' });
        } finally {
            await page.context().close();
        }
    });

    it('signs in with username and password from the address, and removes them from it', async () => {
        const page = await openPage('/home?username=tenant%40thingsboard.org&password=tenant');
        try {
            await page.locator('header').getByText('Tenant administrator').waitFor();
            expect(new URL(page.url()).pathname).toBe('/home');
            expect(page.url()).not.toContain('password');
        } finally {
            await page.context().close();
        }
    });

    it('checks the e-mail format before sending anything', async () => {
        const page = await openPage('/login');
        try {
            await signIn(page, 'tenant', 'tenant');
            await page.getByText('Invalid e-mail format').waitFor();
            expect(new URL(page.url()).pathname).toBe('/login');
        } finally {
            await page.context().close();
        }
    });

    it('draws the sign-in card from index.html before any script has run, within the strict policy', async () => {
        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const refusals: string[] = [];
        page.on('console', message => {
            if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
        });
        // No script arrives: what shows is index.html alone.
        await page.route('**/*.js', route => route.abort());
        expectFailedRequest({ path: /\.js$/ });
        try {
            await page.goto(`${suite.server.url}/login`);
            const splash = page.getByRole('progressbar', { name: 'Loading' });
            await splash.getByText('Thingdeck').waitFor();
            const card = await splash.locator('.boot-card').boundingBox();
            expect(card).toMatchObject({ width: 550 });
            // Drawn by the inline stylesheet the policy allows: a centred card on the brand's backdrop.
            expect(await page.evaluate(() => getComputedStyle(document.querySelector('.boot')!).backgroundImage)).toContain('gradient');
            expect(refusals).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it('keeps the sign-in page under 200 KB of JavaScript over the wire, compressed, without react-admin', async () => {
        const context = await suite.browser.newContext();
        const page = await context.newPage();
        const meter = meterTransfers(page);
        try {
            await page.goto(`${suite.server.url}/login`);
            await page.locator('input[name="username"]').waitFor();
            await page.waitForLoadState('networkidle');

            // Every body in full, as received: brotli bytes, not the files' size on disk. The console's own
            // code, fetched ahead once the page is idle (preloadConsole), is not the sign-in page's weight.
            const consoleFiles = ((await page.locator('meta[name="console-files"]').getAttribute('content')) ?? '').split(' ');
            expect(consoleFiles.length).toBeGreaterThan(0);
            const scripts = (await meter.take()).filter(transfer => transfer.type === 'script' && !consoleFiles.includes(new URL(transfer.url).pathname));
            expect(scripts.length).toBeGreaterThan(0);
            expect(scripts.filter(script => !script.completed)).toEqual([]);
            expect(bodyBytesOf(scripts)).toBeLessThanOrEqual(200_000);
            // Each script of 1 KB or more came compressed.
            const sources = scripts.map(script => fs.readFileSync(path.join(DIST, new URL(script.url).pathname)));
            expect(scripts.filter((script, i) => sources[i]!.length >= 1024 && script.encoding !== 'br').map(script => script.url)).toEqual([]);
            // react-admin's translation keys and component class names appear in no sign-in chunk.
            expect(sources.filter(source => /ra\.auth\.|RaLayout/.test(source.toString()))).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
