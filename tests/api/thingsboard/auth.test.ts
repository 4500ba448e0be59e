// The cases of ThingsBoard 3.3.4's BaseAuthControllerTest, and AuthController's answers to unknown
// activation and reset tokens, against our server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequest, forbidden, PASSWORD, startHarness, uniqueEmail, type Caller, type Harness } from './harness';

let tb: Harness;
let customerUser: Caller;
let customerEmail: string;

beforeAll(async () => {
    tb = await startHarness();
    const customer = await tb.tenantAdmin.save('/api/customer', { title: 'Auth customer' });
    customerEmail = uniqueEmail('auth-customer');
    const user = await tb.tenantAdmin.save('/api/user?sendActivationMail=false', { authority: 'CUSTOMER_USER', customerId: customer.id, email: customerEmail });
    const link = await tb.tenantAdmin.call('GET', `/api/user/${user.id.id}/activationLink`);
    const activateToken = new URL(String(link.body ?? link.text)).searchParams.get('activateToken')!;
    expect((await tb.api.post('/api/noauth/activate?sendActivationMail=false', { activateToken, password: PASSWORD })).status).toBe(200);
    customerUser = await tb.login(customerEmail);
});
afterAll(async () => tb?.close());

const currentUser = (token?: string) => tb.api.get('/api/auth/user', token);

describe('BaseAuthControllerTest (ThingsBoard 3.3.4)', () => {
    it('testGetUser: 401 without a token; each role reads itself', async () => {
        expect((await currentUser()).status).toBe(401);
        expect((await currentUser(tb.sysadmin.token)).body).toMatchObject({ authority: 'SYS_ADMIN', email: 'sysadmin@thingsboard.org' });
        const tenantAdmin = await currentUser(tb.tenantAdmin.token);
        expect(tenantAdmin.body).toMatchObject({ authority: 'TENANT_ADMIN', id: { id: tb.tenantAdmin.userId } });
        expect((await currentUser(customerUser.token)).body).toMatchObject({ authority: 'CUSTOMER_USER', email: customerEmail });
    });

    it('testLoginLogout: signed in, the user is read; without the token, 401', async () => {
        const sysadmin = await tb.login('sysadmin@thingsboard.org', 'sysadmin');
        expect((await currentUser(sysadmin.token)).body).toMatchObject({ authority: 'SYS_ADMIN', email: 'sysadmin@thingsboard.org' });
        expect((await tb.api.post('/api/auth/logout', undefined, sysadmin.token)).status).toBe(200);
        const anonymous = await currentUser();
        expect([anonymous.status, anonymous.body]).toEqual([401, expect.objectContaining({ status: 401, errorCode: 10, message: 'Authentication failed' })]);
    });

    it('testRefreshToken: the refreshed access token reads the same user', async () => {
        const pair = await tb.api.login('sysadmin@thingsboard.org', 'sysadmin');
        const refreshed = await tb.api.post('/api/auth/token', { refreshToken: pair.refreshToken });
        expect(refreshed.status).toBe(200);
        expect(refreshed.body).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
        expect((await currentUser(refreshed.body.token)).body).toMatchObject({ authority: 'SYS_ADMIN', email: 'sysadmin@thingsboard.org' });
    });
});

describe("AuthController's token checks (ThingsBoard 3.3.4)", () => {
    it('an unknown activation link answers an empty 409 without a redirect', async () => {
        const answer = await tb.api.get('/api/noauth/activate?activateToken=no-such-token');
        expect([answer.status, answer.headers.get('location'), answer.text]).toEqual([409, null, '']);
    });

    it('an unknown reset link answers an empty 409 without a redirect', async () => {
        const answer = await tb.api.get('/api/noauth/resetPassword?resetToken=no-such-token');
        expect([answer.status, answer.headers.get('location'), answer.text]).toEqual([409, null, '']);
    });

    it('a known activation link redirects (303) to the create-password page', async () => {
        const user = await tb.tenantAdmin.save('/api/user?sendActivationMail=false', { authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: tb.tenantId }, email: uniqueEmail('pending') });
        const link = await tb.tenantAdmin.call('GET', `/api/user/${user.id.id}/activationLink`);
        const activateToken = new URL(String(link.body ?? link.text)).searchParams.get('activateToken')!;
        const answer = await tb.api.get(`/api/noauth/activate?activateToken=${activateToken}`);
        expect([answer.status, answer.headers.get('location')]).toEqual([303, `/login/createPassword?activateToken=${activateToken}`]);
    });

    it("activating with an unknown token: 400 'Unable to find user credentials by activateToken [..]'", async () => {
        badRequest(await tb.api.post('/api/noauth/activate', { activateToken: 'no-such-token', password: 'Password-1' }), 'Unable to find user credentials by activateToken [no-such-token]');
    });

    it("resetting with an unknown token: 400 'Invalid reset token!'", async () => {
        badRequest(await tb.api.post('/api/noauth/resetPassword', { resetToken: 'no-such-token', password: 'Password-1' }), 'Invalid reset token!');
    });
});

describe('a call that exists for another role (ThingsBoard 3.3.4 @PreAuthorize)', () => {
    it("answers 403 'You don't have permission to perform this operation!', never 404 or 405", async () => {
        forbidden(await tb.tenantAdmin.get('/api/tenants?pageSize=10&page=0'));
        forbidden(await customerUser.get('/api/tenants?pageSize=10&page=0'));
        forbidden(await tb.sysadmin.get('/api/edges?pageSize=10&page=0'));
        forbidden(await customerUser.get('/api/tenant/devices?pageSize=10&page=0'));
        forbidden(await tb.tenantAdmin.get('/api/admin/settings/general'));
        forbidden(await customerUser.post('/api/device', { name: 'Not mine' }));
    });
});

describe('AdminController: unset settings (ThingsBoard 3.3.4)', () => {
    it("GET /api/admin/settings/sms before any SMS settings: 404 'No Administration settings found for key: sms'", async () => {
        const answer = await tb.sysadmin.get('/api/admin/settings/sms');
        expect([answer.status, answer.body]).toEqual([404, { status: 404, errorCode: 32, message: 'No Administration settings found for key: sms', timestamp: expect.any(String) }]);
    });
});
