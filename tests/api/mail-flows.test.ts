import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiClient, claimsOf, nextSecond, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';
import { linkIn, MailCatcher } from '../support/smtp';

let mail: MailCatcher;
let server: RunningServer;
let api: ApiClient;

beforeAll(async () => {
    mail = new MailCatcher();
    server = await startTestServer({ smtpPort: await mail.start() });
    api = apiClient(server.url);
});
afterAll(async () => {
    await server.close();
    await mail.stop();
});

/** Follows a mailed link the way a browser does: the server answers with a redirect into the console. */
async function follow(link: string): Promise<URL> {
    const url = new URL(link);
    const response = await api.call('GET', url.pathname + url.search);
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!, server.url);
}

describe('password reset by e-mail', () => {
    it('mails a link that leads to a new password and a signed-in session', async () => {
        const before = await api.login('customerA@thingsboard.org', 'customer');
        const requested = await api.post('/api/noauth/resetPasswordByEmail', { email: 'customerA@thingsboard.org' });
        expect(requested.status).toBe(200);

        const message = await mail.waitFor('customerA@thingsboard.org');
        const page = await follow(linkIn(message, 'resetToken='));
        expect(page.pathname).toBe('/login/resetPassword');
        const resetToken = page.searchParams.get('resetToken')!;
        expect(resetToken).toMatch(/^[A-Za-z0-9]{30}$/);

        await nextSecond();
        const reset = await api.post('/api/noauth/resetPassword', { resetToken, password: 'new-secret' });
        expect(reset.status).toBe(200);
        expect(claimsOf(reset.body.token).sub).toBe('customerA@thingsboard.org');
        expect((await api.get('/api/auth/user', reset.body.token)).status).toBe(200);

        // The old session is over, the old password too, and the link works only once.
        expect((await api.get('/api/auth/user', before.token)).body.errorCode).toBe(11);
        expect((await api.post('/api/auth/login', { username: 'customerA@thingsboard.org', password: 'customer' })).status).toBe(401);
        await api.login('customerA@thingsboard.org', 'new-secret');
        const again = await api.post('/api/noauth/resetPassword', { resetToken, password: 'another-one' });
        expect([again.status, again.body.errorCode]).toEqual([400, 31]);
        // A used link answers ThingsBoard's empty 409, without a redirect.
        const used = new URL(linkIn(message, 'resetToken='));
        const usedAnswer = await api.call('GET', used.pathname + used.search);
        expect([usedAnswer.status, usedAnswer.headers.get('location')]).toEqual([409, null]);
    });

    it('answers 200 for an unknown address and sends nothing', async () => {
        mail.clear();
        const response = await api.post('/api/noauth/resetPasswordByEmail', { email: 'nobody@example.com' });
        expect(response.status).toBe(200);
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(mail.messages).toHaveLength(0);
    });

    it('refuses a new password that breaks the policy, keeping the token usable', async () => {
        await api.post('/api/noauth/resetPasswordByEmail', { email: 'customerB@thingsboard.org' });
        const page = await follow(linkIn(await mail.waitFor('customerB@thingsboard.org'), 'resetToken='));
        const resetToken = page.searchParams.get('resetToken')!;
        const weak = await api.post('/api/noauth/resetPassword', { resetToken, password: 'abc' });
        expect([weak.status, weak.body.errorCode]).toEqual([400, 31]);
        expect((await api.post('/api/noauth/resetPassword', { resetToken, password: 'strong-enough' })).status).toBe(200);
    });
});

describe('account activation', () => {
    it('mails an activation link that leads to a password and a signed-in session', async () => {
        const sysadmin = await api.login('sysadmin@thingsboard.org', 'sysadmin');
        const tenant = await api.login('tenant@thingsboard.org', 'tenant');
        const tenantId = claimsOf(tenant.token).tenantId as string;

        const created = await api.post(
            '/api/user?sendActivationMail=true',
            { email: 'new.admin@example.com', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: tenantId }, firstName: 'Ada' },
            sysadmin.token,
        );
        expect(created.status).toBe(200);
        expect(created.body).toMatchObject({ email: 'new.admin@example.com', authority: 'TENANT_ADMIN', firstName: 'Ada' });
        expect(created.body.additionalInfo.userCredentialsEnabled).toBe(false);

        // Not active yet: no password works.
        expect((await api.post('/api/auth/login', { username: 'new.admin@example.com', password: '' })).status).toBe(401);

        const message = await mail.waitFor('new.admin@example.com');
        const page = await follow(linkIn(message, 'activateToken='));
        expect(page.pathname).toBe('/login/createPassword');
        const activateToken = page.searchParams.get('activateToken')!;

        const activated = await api.post('/api/noauth/activate?sendActivationMail=false', { activateToken, password: 'first-password' });
        expect(activated.status).toBe(200);
        const me = await api.get('/api/auth/user', activated.body.token);
        expect(me.body).toMatchObject({ email: 'new.admin@example.com', firstName: 'Ada', tenantId: { id: tenantId } });
        expect(claimsOf(activated.body.token).firstName).toBe('Ada');

        await api.login('new.admin@example.com', 'first-password');
        expect((await api.post('/api/noauth/activate', { activateToken, password: 'second-try' })).status).toBe(400);
    });

    it('gives the activation link as text to an administrator', async () => {
        const tenant = await api.login('tenant@thingsboard.org', 'tenant');
        const customerId = claimsOf((await api.login('customer@thingsboard.org', 'customer')).token).customerId as string;
        const created = await api.post(
            '/api/user?sendActivationMail=false',
            { email: 'field.worker@example.com', authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: customerId } },
            tenant.token,
        );
        expect(created.status).toBe(200);
        const link = await api.get(`/api/user/${created.body.id.id}/activationLink`, tenant.token);
        expect(link.status).toBe(200);
        expect(link.headers.get('content-type')).toMatch(/text\/plain/);
        expect(link.text).toMatch(new RegExp(`^${server.url}/api/noauth/activate\\?activateToken=[A-Za-z0-9]{30}$`));

        const resend = await api.call('POST', '/api/user/sendActivationMail?email=field.worker@example.com', { token: tenant.token });
        expect(resend.status).toBe(200);
        expect(linkIn(await mail.waitFor('field.worker@example.com'), 'activateToken=')).toBe(link.text);
    });

    it('checks what a new user may be', async () => {
        const sysadmin = await api.login('sysadmin@thingsboard.org', 'sysadmin');
        const customer = await api.login('customer@thingsboard.org', 'customer');
        const missingEmail = await api.post('/api/user', { authority: 'TENANT_ADMIN' }, sysadmin.token);
        expect([missingEmail.status, missingEmail.body.message]).toEqual([400, 'User email should be specified!']);
        const badEmail = await api.post('/api/user', { email: 'not-an-email', authority: 'TENANT_ADMIN' }, sysadmin.token);
        expect(badEmail.body.message).toBe("Invalid email address format 'not-an-email'!");
        const duplicate = await api.post('/api/user', { email: 'TENANT@thingsboard.org', authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: claimsOf(customer.token).customerId } }, (await api.login('tenant@thingsboard.org', 'tenant')).token);
        expect(duplicate.body.message).toBe("User with email 'TENANT@thingsboard.org'  already present in database!");
        const byCustomer = await api.post('/api/user', { email: 'x@example.com', authority: 'CUSTOMER_USER' }, customer.token);
        expect(byCustomer.status).toBe(403);
    });
});
