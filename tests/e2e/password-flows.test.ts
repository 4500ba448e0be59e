import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, claimsOf } from '../support/api';
import { workerBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { linkIn, MailCatcher } from '../support/smtp';
import { closePage, openPage, signIn } from './console';
import { expectErrorToast, expectFailedRequest } from './support/problems';

describe('password flows through mailed links', () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let browser: Browser;
    const mail = new MailCatcher();

    beforeAll(async () => {
        const smtpPort = await mail.start();
        [server, browser] = await Promise.all([startTestServer({ smtpPort }), workerBrowser()]);
    });

    afterAll(async () => {
        await browser?.close();
        await server?.close();
        await mail.stop();
    });

    it('reset request → link from the mail → new password → signed in', async () => {
        const page = await openPage(browser, `${server.url}/login`);
        try {
            await page.getByRole('link', { name: 'Forgot Password?' }).click();
            await page.waitForURL(`${server.url}/login/resetPasswordRequest`);
            const submit = page.getByRole('button', { name: 'Request Password Reset' });

            // Validated on submit only.
            await page.locator('input[name="email"]').fill('customerC');
            expect(await page.getByText('Invalid e-mail format').count()).toBe(0);
            await submit.click();
            await page.getByText('Invalid e-mail format').waitFor();

            await page.locator('input[name="email"]').fill('customerC@thingsboard.org');
            await submit.click();
            await page.getByRole('alert').getByText('Password reset link was successfully sent!').waitFor();
            expect(await submit.isDisabled()).toBe(true);

            const link = linkIn(await mail.waitFor('customerC@thingsboard.org'), 'resetToken=');
            await page.goto(link);
            await page.waitForURL(url => url.pathname === '/login/resetPassword' && url.searchParams.has('resetToken'));

            // A mismatch is refused without a call.
            expectErrorToast('Entered passwords must be same!');
            await page.locator('input[name="password"]').fill('new-password-1');
            await page.locator('input[name="password2"]').fill('new-password-2');
            await page.getByRole('button', { name: 'Reset Password' }).click();
            await page.getByRole('alert').getByText('Entered passwords must be same!').waitFor();
            expect(new URL(page.url()).pathname).toBe('/login/resetPassword');

            await page.locator('input[name="password2"]').fill('new-password-1');
            await page.getByRole('button', { name: 'Reset Password' }).click();

            await page.waitForURL(`${server.url}/home`);
            await page.locator('header').getByText('customerC@thingsboard.org').waitFor();
            await apiClient(server.url).login('customerC@thingsboard.org', 'new-password-1');
        } finally {
            await closePage(page);
        }
    });

    it('activation link → create password → signed in', async () => {
        const api = apiClient(server.url);
        const sysadmin = await api.login('sysadmin@thingsboard.org', 'sysadmin');
        const tenant = await api.login('tenant@thingsboard.org', 'tenant');
        const created = await api.post(
            '/api/user?sendActivationMail=true',
            {
                email: 'grace@example.com',
                authority: 'TENANT_ADMIN',
                tenantId: { entityType: 'TENANT', id: claimsOf(tenant.token).tenantId },
            },
            sysadmin.token
        );
        expect(created.status).toBe(200);

        const link = linkIn(await mail.waitFor('grace@example.com'), 'activateToken=');
        const page = await openPage(browser, link);
        try {
            await page.waitForURL(url => url.pathname === '/login/createPassword');
            await page.getByRole('heading', { name: 'Create Password' }).waitFor();
            await page.locator('input[name="password"]').fill('first-password-1');
            await page.locator('input[name="password2"]').fill('first-password-1');
            await page.getByRole('button', { name: 'Create Password' }).click();

            await page.waitForURL(`${server.url}/home`);
            await page.locator('header').getByText('Tenant administrator').waitFor();
            await page.locator('header').getByText('grace@example.com').waitFor();
        } finally {
            await closePage(page);
        }
    });

    it('a wrong password shows the server’s message', async () => {
        const page = await openPage(browser, `${server.url}/login`);
        try {
            expectFailedRequest({ method: 'POST', path: '/api/auth/login', status: 401 });
            await signIn(page, 'customerB@thingsboard.org', 'not-it');
            await page.getByRole('alert').getByText('Invalid username or password').waitFor();
        } finally {
            await closePage(page);
        }
    });
});
