import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { apiClient } from '../support/api';
import { workerBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { linkIn, MailCatcher } from '../support/smtp';
import { closePage, openPage } from './console';
import { screens } from './support/screens';
import { expectFailedRequest } from './support/problems';

/**
 * Activation as the people it is for go through it (issue #23): an invited user who never got the
 * e-mail asks for it again from the sign-in page and activates their account from it; a signed-up
 * account (password chosen, not active yet) is activated by the code of its e-mail, and a used
 * code says so and offers a new e-mail.
 */
describe('account activation', () => {
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

    /** A customer user created without an activation e-mail: pending, with its activation code. */
    const pendingUser = async (email: string) => {
        const api = apiClient(server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const customers = await api.get<{ data: Array<{ id: { id: string }; title: string }> }>('/api/customers?pageSize=10&page=0', token);
        const customerA = customers.body.data.find(customer => customer.title === 'Customer A')!.id;
        const created = await api.post<{ id: { id: string } }>('/api/user?sendActivationMail=false', { email, authority: 'CUSTOMER_USER', customerId: customerA }, token);
        expect(created.status).toBe(200);
        const link = await api.get(`/api/user/${created.body.id.id}/activationLink`, token);
        return { id: created.body.id.id, code: new URL(link.text).searchParams.get('activateToken')! };
    };

    it('an invited user asks for the activation e-mail again and activates the account from it', async () => {
        await pendingUser('late.invitee@example.com');
        const page = await openPage(browser, `${server.url}/login`);
        try {
            await page.getByRole('link', { name: 'No activation e-mail?' }).click();
            await page.waitForURL(`${server.url}/login/resendActivation`);
            await page.locator('input[name="email"]').fill('late.invitee@example.com');
            await screens(page, 'resend-activation');
            const send = page.getByRole('button', { name: 'Send activation e-mail' });
            await send.click();
            await page.getByRole('alert').getByText('its activation e-mail is on its way').waitFor();
            expect(await send.isDisabled()).toBe(true);

            await page.goto(linkIn(await mail.waitFor('late.invitee@example.com'), 'activateToken='));
            await page.waitForURL(url => url.pathname === '/login/createPassword');
            await page.locator('input[name="password"]').fill('invitee-pass-1');
            await page.locator('input[name="password2"]').fill('invitee-pass-1');
            await page.getByRole('button', { name: 'Create Password' }).click();
            await page.waitForURL(`${server.url}/home`);
            await page.locator('header').getByText('late.invitee@example.com').waitFor();
        } finally {
            await closePage(page);
        }
    });

    it('a signed-up account is activated by the code of its e-mail; the used code offers a new e-mail', async () => {
        const user = await pendingUser('signed.up@example.com');
        // What a sign-up leaves: the password chosen, the account not active yet.
        server.app.ctx.database.sqlite.prepare('UPDATE user_credentials SET password = ? WHERE user_id = ?').run(await hashPassword('signed-up-1'), user.id);

        const page = await openPage(browser, `${server.url}/login/emailActivation?emailCode=${encodeURIComponent(user.code)}`);
        try {
            await page.waitForURL(`${server.url}/home`);
            await page.locator('header').getByText('signed.up@example.com').waitFor();
        } finally {
            await closePage(page);
        }

        // The code was used: the server refuses it, and the page says so.
        expectFailedRequest({ method: 'POST', path: '/api/noauth/activateByEmailCode', status: 400 });
        const again = await openPage(browser, `${server.url}/login/emailActivation?emailCode=${encodeURIComponent(user.code)}`);
        try {
            await again.getByRole('alert').getByText('Invalid activate token!').waitFor();
            await screens(again, 'email-activation-used-code');
            await again.getByRole('link', { name: 'Resend activation e-mail' }).click();
            await again.waitForURL(`${server.url}/login/resendActivation`);
        } finally {
            await closePage(again);
        }
        expect((await apiClient(server.url).login('signed.up@example.com', 'signed-up-1')).token).toEqual(expect.any(String));
    });
});
