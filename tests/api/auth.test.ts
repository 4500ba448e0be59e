import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningServer } from '../../server/main';
import { apiClient, claimsOf, DEMO_USERS, nextSecond, sleep, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';
import { NULL_UUID } from '../../resources/kernel';
import { createActiveUser } from './fixtures';


let server: RunningServer;
let api: ApiClient;

beforeAll(async () => {
    server = await startTestServer();
    api = apiClient(server.url);
});
afterAll(() => server.close());

function expectErrorBody(body: any, status: number, errorCode: number) {
    expect(body).toMatchObject({ status, errorCode });
    expect(typeof body.message).toBe('string');
    expect(new Date(body.timestamp).toString()).not.toBe('Invalid Date');
}

describe('sign-in', () => {
    it.each(DEMO_USERS)('signs in $email with ThingsBoard claims', async user => {
        const pair = await api.login(user.email, user.password);
        const access = claimsOf(pair.token);
        expect(access).toMatchObject({ sub: user.email, scopes: [user.authority], isPublic: false, enabled: true, iss: 'thingsboard.io' });
        expect((access.exp as number) - (access.iat as number)).toBe(9000);
        if (user.authority === 'SYS_ADMIN') expect(access.tenantId).toBe(NULL_UUID);
        if (user.authority !== 'CUSTOMER_USER') expect(access.customerId).toBe(NULL_UUID);
        else expect(access.customerId).not.toBe(NULL_UUID);
        const refresh = claimsOf(pair.refreshToken);
        expect(refresh.scopes).toEqual(['REFRESH_TOKEN']);

        const me = await api.get('/api/auth/user', pair.token);
        expect(me.status).toBe(200);
        expect(me.body).toMatchObject({ email: user.email, name: user.email, authority: user.authority, id: { entityType: 'USER' } });
    });

    it('matches the e-mail case-insensitively', async () => {
        const pair = await api.login('TENANT@thingsboard.org', 'tenant');
        expect(claimsOf(pair.token).sub).toBe('tenant@thingsboard.org');
    });

    it('refuses a wrong password with 401 / 10', async () => {
        const response = await api.post('/api/auth/login', { username: 'tenant@thingsboard.org', password: 'wrong' });
        expect(response.status).toBe(401);
        expectErrorBody(response.body, 401, 10);
        expect(response.body.message).toBe('Invalid username or password');
    });

    it('gives an unknown user the same answer as a wrong password', async () => {
        const response = await api.post('/api/auth/login', { username: 'nobody@example.com', password: 'x' });
        expect(response.status).toBe(401);
        expect(response.body.message).toBe('Invalid username or password');
    });

    it('refuses a login body that breaks the contract with 400 / 31', async () => {
        const response = await api.post('/api/auth/login', { username: 'tenant@thingsboard.org' });
        expect(response.status).toBe(400);
        expectErrorBody(response.body, 400, 31);
    });
});

describe('one error path', () => {
    it('answers garbage JSON with 400 / 31', async () => {
        const response = await api.call('POST', '/api/auth/login', { raw: '{"username": "x", ' });
        expect(response.status).toBe(400);
        expectErrorBody(response.body, 400, 31);
    });

    it('answers an unknown API route with 401 / 10 without a token (the security filter runs first) and 404 / 32 signed in', async () => {
        const anonymous = await api.get('/api/no/such/thing');
        expect(anonymous.status).toBe(401);
        expectErrorBody(anonymous.body, 401, 10);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const signedIn = await api.call('DELETE', '/api/no/such/thing', { token });
        expect(signedIn.status).toBe(404);
        expectErrorBody(signedIn.body, 404, 32);
    });

    it('asks for a token on protected calls with 401 / 10', async () => {
        const response = await api.get('/api/auth/user');
        expect(response.status).toBe(401);
        expectErrorBody(response.body, 401, 10);
    });

    it('refuses a forged token', async () => {
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const [header, payload] = token.split('.');
        const forged = `${header}.${payload}.${'A'.repeat(86)}`;
        const response = await api.get('/api/auth/user', forged);
        expect(response.status).toBe(401);
        expect(response.body.errorCode).toBe(10);
    });

    it('accepts the token in Authorization as well as X-Authorization', async () => {
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const response = await api.call('GET', '/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
        expect(response.status).toBe(200);
    });

    it('answers a forbidden call with 403 / 20', async () => {
        const { token } = await api.login('customer@thingsboard.org', 'customer');
        const response = await api.get('/api/admin/updates', token);
        expect(response.status).toBe(403);
        expectErrorBody(response.body, 403, 20);
    });
});

describe('tokens', () => {
    it('rotates both tokens on refresh', async () => {
        const first = await api.login('tenant@thingsboard.org', 'tenant');
        await nextSecond();
        const response = await api.post('/api/auth/token', { refreshToken: first.refreshToken });
        expect(response.status).toBe(200);
        expect(response.body.token).not.toBe(first.token);
        expect(response.body.refreshToken).not.toBe(first.refreshToken);
        expect((await api.get('/api/auth/user', response.body.token)).status).toBe(200);
    });

    it('refuses a refresh token used as an access token with 401', async () => {
        const { refreshToken } = await api.login('tenant@thingsboard.org', 'tenant');
        const response = await api.get('/api/auth/user', refreshToken);
        expect(response.status).toBe(401);
        expect(response.body.errorCode).toBe(10);
    });

    it('refuses an access token used as a refresh token with 401', async () => {
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const response = await api.post('/api/auth/token', { refreshToken: token });
        expect(response.status).toBe(401);
    });

    it('refuses an expired access token with 401 / 11, and the refresh token still works', async () => {
        const shortLived = await startTestServer({ jwt: { accessTokenTtlSec: 1 } });
        try {
            const client = apiClient(shortLived.url);
            const pair = await client.login('tenant@thingsboard.org', 'tenant');
            await sleep(2100);
            const expired = await client.get('/api/auth/user', pair.token);
            expect(expired.status).toBe(401);
            expectErrorBody(expired.body, 401, 11);
            expect(expired.body.message).toBe('Token has expired');
            const refreshed = await client.post('/api/auth/token', { refreshToken: pair.refreshToken });
            expect(refreshed.status).toBe(200);
            expect((await client.get('/api/auth/user', refreshed.body.token)).status).toBe(200);
        } finally {
            await shortLived.close();
        }
    });

    it('outdates earlier tokens when the password changes (401 / 11)', async () => {
        const before = await api.login('customerC@thingsboard.org', 'customer');
        await nextSecond();
        const wrongCurrent = await api.post('/api/auth/changePassword', { currentPassword: 'nope', newPassword: 'customer2' }, before.token);
        expect(wrongCurrent.status).toBe(400);
        expect(wrongCurrent.body.message).toBe("Current password doesn't match!");

        const changed = await api.post('/api/auth/changePassword', { currentPassword: 'customer', newPassword: 'customer2' }, before.token);
        expect(changed.status).toBe(200);
        expect((await api.get('/api/auth/user', changed.body.token)).status).toBe(200);

        const oldAccess = await api.get('/api/auth/user', before.token);
        expect([oldAccess.status, oldAccess.body.errorCode]).toEqual([401, 11]);
        const oldRefresh = await api.post('/api/auth/token', { refreshToken: before.refreshToken });
        expect([oldRefresh.status, oldRefresh.body.errorCode]).toEqual([401, 11]);

        expect((await api.post('/api/auth/login', { username: 'customerC@thingsboard.org', password: 'customer' })).status).toBe(401);
        await api.login('customerC@thingsboard.org', 'customer2');
    });

    it('enforces the password policy on a new password', async () => {
        const { token } = await api.login('customerB@thingsboard.org', 'customer');
        const response = await api.post('/api/auth/changePassword', { currentPassword: 'customer', newPassword: 'abc' }, token);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Password must be 6 or more characters in length.');
    });

    it('logs out with 200', async () => {
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        expect((await api.post('/api/auth/logout', undefined, token)).status).toBe(200);
    });
});

describe('logout', () => {
    const user = (token: string) => api.get('/api/auth/user', token);
    const refresh = (refreshToken: string) => api.post('/api/auth/token', { refreshToken });
    /** A telemetry socket, open, with a promise of its close. */
    async function telemetrySocket(token: string) {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
        const closed = new Promise<{ code: number; reason: string }>(resolve => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
        await new Promise((resolve, reject) => {
            socket.once('open', resolve);
            socket.once('error', reject);
        });
        return { socket, closed };
    }
    const refusedUpgrade = (token: string) =>
        new Promise<number>(resolve => {
            const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
            socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
            socket.once('open', () => resolve(101));
        });

    it("revokes the session's access and refresh tokens, those it was refreshed to as well (401 / 11); the user's other sessions go on", async () => {
        const session = await api.login('tenant@thingsboard.org', 'tenant');
        const other = await api.login('tenant@thingsboard.org', 'tenant');
        const refreshed = (await refresh(session.refreshToken)).body as { token: string; refreshToken: string };
        expect((await api.post('/api/auth/logout', undefined, refreshed.token)).status).toBe(200);
        for (const token of [session.token, refreshed.token]) {
            const answer = await user(token);
            expect([answer.status, answer.body.errorCode, answer.body.message]).toEqual([401, 11, 'Token has expired']);
        }
        for (const refreshToken of [session.refreshToken, refreshed.refreshToken]) expect([(await refresh(refreshToken)).status, (await refresh(refreshToken)).body.errorCode]).toEqual([401, 11]);
        expect((await user(other.token)).status).toBe(200);
        expect((await refresh(other.refreshToken)).status).toBe(200);
    });

    it("closes the session's telemetry sockets and refuses new ones; another session's socket stays", async () => {
        const session = await api.login('tenant@thingsboard.org', 'tenant');
        const other = await api.login('tenant@thingsboard.org', 'tenant');
        const mine = await telemetrySocket(session.token);
        const theirs = await telemetrySocket(other.token);
        await api.post('/api/auth/logout', undefined, session.token);
        expect(await mine.closed).toEqual({ code: 1008, reason: 'Session has ended' });
        expect(theirs.socket.readyState).toBe(WebSocket.OPEN);
        expect(await refusedUpgrade(session.token)).toBe(401);
        theirs.socket.close();
    });

    it("closes every telemetry socket of a user whose password changes; the new session's tokens open one", async () => {
        const first = await api.login('customerA@thingsboard.org', 'customer');
        const second = await api.login('customerA@thingsboard.org', 'customer');
        const sockets = [await telemetrySocket(first.token), await telemetrySocket(second.token)];
        const changed = await api.post('/api/auth/changePassword', { currentPassword: 'customer', newPassword: 'customer-new' }, first.token);
        expect(changed.status).toBe(200);
        for (const { closed } of sockets) expect((await closed).code).toBe(1008);
        const fresh = await telemetrySocket(changed.body.token);
        expect(fresh.socket.readyState).toBe(WebSocket.OPEN);
        fresh.socket.close();
        expect((await api.post('/api/auth/changePassword', { currentPassword: 'customer-new', newPassword: 'customer' }, changed.body.token)).status).toBe(200);
    });
    it("closes every telemetry socket of a user whose password is reset through the e-mail link", async () => {
        const tenant = (await api.login('tenant@thingsboard.org', 'tenant')).token;
        const user = await createActiveUser(api, tenant, { email: 'reset-socket@example.com', authority: 'TENANT_ADMIN' }, 'before-reset');
        const socket = await telemetrySocket(user.token);
        expect((await api.post('/api/noauth/resetPasswordByEmail', { email: 'reset-socket@example.com' })).status).toBe(200);
        const resetToken = server.app.ctx.database.sqlite.prepare('SELECT reset_token FROM user_credentials WHERE user_id = ?').pluck().get(user.userId) as string;
        expect((await api.post('/api/noauth/resetPassword', { resetToken, password: 'after-reset' })).status).toBe(200);
        expect(await socket.closed).toEqual({ code: 1008, reason: 'Session has ended' });
    });

    it("closes the sockets of a disabled user, a deleted user, and every user of a deleted customer or tenant", async () => {
        const tenant = (await api.login('tenant@thingsboard.org', 'tenant')).token;
        const sysadmin = (await api.login('sysadmin@thingsboard.org', 'sysadmin')).token;
        const customerId = (await api.post('/api/customer', { title: 'Sockets end with it' }, tenant)).body.id.id as string;
        const userOf = (email: string, owner: Record<string, unknown>, token = tenant) =>
            createActiveUser(api, token, { email, authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: customerId }, ...owner }, 'user-password');
        const disabled = await userOf('disabled-socket@example.com', {});
        const deleted = await userOf('deleted-socket@example.com', {});
        const customerUser = await userOf('customer-socket@example.com', {});
        const bystander = await telemetrySocket((await api.login('customerA@thingsboard.org', 'customer')).token);

        const disabledSocket = await telemetrySocket(disabled.token);
        expect((await api.post(`/api/user/${disabled.userId}/userCredentialsEnabled?userCredentialsEnabled=false`, undefined, tenant)).status).toBe(200);
        expect(await disabledSocket.closed).toEqual({ code: 1008, reason: 'Session has ended' });

        const deletedSocket = await telemetrySocket(deleted.token);
        expect((await api.call('DELETE', `/api/user/${deleted.userId}`, { token: tenant })).status).toBe(200);
        expect((await deletedSocket.closed).code).toBe(1008);

        const customerSocket = await telemetrySocket(customerUser.token);
        expect((await api.call('DELETE', `/api/customer/${customerId}`, { token: tenant })).status).toBe(200);
        expect((await customerSocket.closed).code).toBe(1008);

        const tenantId = (await api.post('/api/tenant', { title: 'Sockets end with the tenant' }, sysadmin)).body.id.id as string;
        const admin = await createActiveUser(api, sysadmin, { email: 'tenant-socket@example.com', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: tenantId } }, 'admin-password');
        const adminSocket = await telemetrySocket(admin.token);
        expect((await api.call('DELETE', `/api/tenant/${tenantId}`, { token: sysadmin })).status).toBe(200);
        expect((await adminSocket.closed).code).toBe(1008);

        expect(bystander.socket.readyState).toBe(WebSocket.OPEN);
        bystander.socket.close();
    });
});

describe('public sessions and login as user', () => {
    it('refuses a public login for a customer that is not public', async () => {
        const { token } = await api.login('customer@thingsboard.org', 'customer');
        const customerId = claimsOf(token).customerId;
        const response = await api.post('/api/auth/login/public', { publicId: customerId });
        expect(response.status).toBe(401);
        expect(response.body.errorCode).toBe(10);
    });

    it('lets the sysadmin sign in as a tenant admin, and a tenant admin as its customer user', async () => {
        const sysadmin = await api.login('sysadmin@thingsboard.org', 'sysadmin');
        const tenant = await api.login('tenant@thingsboard.org', 'tenant');
        const tenantUserId = claimsOf(tenant.token).userId as string;
        const asTenant = await api.get(`/api/user/${tenantUserId}/token`, sysadmin.token);
        expect(asTenant.status).toBe(200);
        expect(claimsOf(asTenant.body.token)).toMatchObject({ sub: 'tenant@thingsboard.org', scopes: ['TENANT_ADMIN'] });

        const customer = await api.login('customerA@thingsboard.org', 'customer');
        const customerUserId = claimsOf(customer.token).userId as string;
        expect((await api.get(`/api/user/${customerUserId}/token`, tenant.token)).status).toBe(200);
        expect((await api.get(`/api/user/${customerUserId}/token`, sysadmin.token)).status).toBe(403);
        expect((await api.get(`/api/user/${tenantUserId}/token`, customer.token)).status).toBe(403);
    });
});

describe('bootstrap calls', () => {
    it('answers the calls the console makes while it starts', async () => {
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        expect((await api.get('/api/user/tokenAccessEnabled', token)).body).toBe(true);
        expect((await api.get('/api/edges/enabled', token)).body).toBe(true);
        expect((await api.get('/api/dashboard/maxDatapointsLimit', token)).body).toBe(50000);
        const serverTime = (await api.get('/api/dashboard/serverTime', token)).body as number;
        expect(Math.abs(serverTime - Date.now())).toBeLessThan(5000);
        const help = await api.get('/api/uiSettings/helpBaseUrl', token);
        expect(help.headers.get('content-type')).toMatch(/text\/plain/);
        expect((await api.get('/api/system/info', token)).body).toMatchObject({ version: '3.3.4' });
        const sysadmin = await api.login('sysadmin@thingsboard.org', 'sysadmin');
        expect((await api.get('/api/admin/updates', sysadmin.token)).body).toEqual({ message: '', updateAvailable: false });
    });

    it('reports readiness without a token', async () => {
        const response = await api.get('/api/health');
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ status: 'UP' });
    });

    it('gives the password policy and the sign-in clients without a token', async () => {
        expect((await api.get('/api/noauth/userPasswordPolicy')).body).toMatchObject({ minimumLength: 6, allowWhitespaces: true });
        expect((await api.post('/api/noauth/oauth2Clients?platform=WEB')).body).toEqual([]);
    });

    it('reads the user named by id for the console, within its rights', async () => {
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const userId = claimsOf(token).userId as string;
        const me = await api.get(`/api/user/${userId}`, token);
        expect(me.body.additionalInfo.userCredentialsEnabled).toBe(true);
        const customer = await api.login('customerB@thingsboard.org', 'customer');
        expect((await api.get(`/api/user/${userId}`, customer.token)).status).toBe(403);
        expect((await api.get(`/api/user/not-a-uuid`, token)).status).toBe(400);
    });
});
