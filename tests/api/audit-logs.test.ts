import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** The audit log: entries written by changes, sign-ins and sign-outs, and the four list calls (reference §1.9). */
let world: World;

beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

const call = (method: string, path: string, body?: unknown, token = world.tenant.token) => world.api.call(method, path, { body, token });

type Entry = Record<string, any>;

/** The tenant's newest entries (optionally of an entity), newest first. */
async function entries(path = '/api/audit/logs', token = world.tenant.token, extra = ''): Promise<Entry[]> {
    const response = await call('GET', `${path}?pageSize=100&page=0&sortProperty=createdTime&sortOrder=DESC${extra}`, undefined, token);
    expect(response.status).toBe(200);
    return response.body.data;
}

const newest = async (actionType: string, path?: string) => (await entries(path)).find(entry => entry.actionType === actionType);

describe('recording', () => {
    it('writes ADDED, UPDATED and DELETED with the entity, its name and the caller', async () => {
        const created = await call('POST', '/api/device', { name: 'Audited device', type: 'default' });
        expect(created.status).toBe(200);
        const id = created.body.id.id;
        const added = await newest('ADDED', `/api/audit/logs/entity/DEVICE/${id}`);
        expect(added).toMatchObject({
            id: { id: expect.any(String) },
            createdTime: expect.any(Number),
            tenantId: { entityType: 'TENANT', id: world.tenant.tenantId },
            entityId: { entityType: 'DEVICE', id },
            entityName: 'Audited device',
            userId: { entityType: 'USER', id: world.tenant.userId },
            userName: 'tenant@thingsboard.org',
            actionType: 'ADDED',
            actionStatus: 'SUCCESS',
            actionFailureDetails: null,
        });
        expect(added!.actionData.entity).toMatchObject({ id: { entityType: 'DEVICE', id }, name: 'Audited device' });

        await call('POST', '/api/device', { ...created.body, label: 'new label' });
        const updated = await newest('UPDATED', `/api/audit/logs/entity/DEVICE/${id}`);
        expect(updated!.actionData.entity.label).toBe('new label');

        expect((await call('DELETE', `/api/device/${id}`)).status).toBe(200);
        const removed = await newest('DELETED', `/api/audit/logs/entity/DEVICE/${id}`);
        expect(removed).toMatchObject({ entityName: 'Audited device', actionData: { entityId: id }, actionStatus: 'SUCCESS' });
    });

    it('writes a FAILURE with the error message when the handler refuses', async () => {
        const refused = await call('POST', '/api/device', { name: '', type: 'default' });
        expect(refused.status).toBe(400);
        const failure = (await entries()).find(entry => entry.actionStatus === 'FAILURE' && entry.entityId?.entityType === 'DEVICE');
        expect(failure).toMatchObject({ actionType: 'ADDED', actionFailureDetails: refused.body.message });
    });

    it('writes LOGIN (and failed LOGIN of a known user), LOGOUT and CREDENTIALS_UPDATED for a password change', async () => {
        const user = await call('POST', '/api/user?sendActivationMail=false', { email: 'audited@example.com', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: world.tenant.tenantId } });
        const userId = user.body.id.id;
        const link = await call('GET', `/api/user/${userId}/activationLink`);
        const activateToken = new URL(link.text).searchParams.get('activateToken')!;
        const activated = await world.api.post('/api/noauth/activate', { activateToken, password: 'first-pass1' });
        expect(activated.status).toBe(200);

        expect((await world.api.post('/api/auth/login', { username: 'audited@example.com', password: 'wrong' })).status).toBe(401);
        expect((await world.api.post('/api/auth/login', { username: 'nobody@example.com', password: 'wrong' })).status).toBe(401);
        const login = await world.api.post('/api/auth/login', { username: 'audited@example.com', password: 'first-pass1' });
        expect(login.status).toBe(200);
        const token = login.body.token as string;
        expect((await call('POST', '/api/auth/changePassword', { currentPassword: 'first-pass1', newPassword: 'second-pass2' }, token)).status).toBe(200);
        const fresh = await world.api.post('/api/auth/login', { username: 'audited@example.com', password: 'second-pass2' });
        expect((await call('POST', '/api/auth/logout', undefined, fresh.body.token)).status).toBe(200);

        const mine = (await entries(`/api/audit/logs/user/${userId}`)).reverse();
        expect(mine.map(entry => `${entry.actionType}:${entry.actionStatus}`)).toEqual([
            'ACTIVATED:SUCCESS',
            'LOGIN:FAILURE',
            'LOGIN:SUCCESS',
            'CREDENTIALS_UPDATED:SUCCESS',
            'LOGIN:SUCCESS',
            'LOGOUT:SUCCESS',
        ]);
        const failedLogin = mine[1]!;
        expect(failedLogin).toMatchObject({ entityId: { entityType: 'USER', id: userId }, entityName: 'audited@example.com', userName: 'audited@example.com' });
        expect(failedLogin.actionFailureDetails).toBe('Invalid username or password');
        expect(mine[2]!.actionData).toEqual({ clientAddress: expect.any(String), browser: expect.any(String), os: expect.any(String), device: expect.any(String) });
        // The unknown user left nothing to name.
        expect((await entries()).some(entry => entry.userName === 'nobody@example.com')).toBe(false);
    });

    it('writes CREDENTIALS_UPDATED for device credentials, ATTRIBUTES_UPDATED/DELETED and TIMESERIES_UPDATED', async () => {
        const device = await call('POST', '/api/device', { name: 'Credentials device', type: 'default' });
        const id = device.body.id.id;
        const credentials = await call('GET', `/api/device/${id}/credentials`);
        expect((await call('POST', '/api/device/credentials', { ...credentials.body, credentialsId: 'NEW_TOKEN_AUDIT' })).status).toBe(200);
        expect((await call('POST', `/api/plugins/telemetry/DEVICE/${id}/attributes/SERVER_SCOPE`, { mode: 'eco', level: 3 })).status).toBe(200);
        expect((await call('DELETE', `/api/plugins/telemetry/DEVICE/${id}/SERVER_SCOPE?keys=mode`)).status).toBe(200);
        expect((await call('POST', `/api/plugins/telemetry/DEVICE/${id}/timeseries/ANY`, { ts: 1000, values: { temperature: 21.5 } })).status).toBe(200);

        const log = await entries(`/api/audit/logs/entity/DEVICE/${id}`);
        const byType = (type: string) => log.find(entry => entry.actionType === type)!;
        expect(byType('CREDENTIALS_UPDATED').actionData).toMatchObject({ entityId: id, credentials: { credentialsId: 'NEW_TOKEN_AUDIT' } });
        expect(byType('ATTRIBUTES_UPDATED').actionData).toEqual({ entityId: id, scope: 'SERVER_SCOPE', attributes: { mode: 'eco', level: '3' } });
        expect(byType('ATTRIBUTES_DELETED').actionData).toEqual({ entityId: id, scope: 'SERVER_SCOPE', attributes: ['mode'] });
        expect(byType('TIMESERIES_UPDATED').actionData).toEqual({ entityId: id, timeseries: [{ ts: 1000, values: { temperature: '21.5' } }] });
    });

    it('writes ASSIGNED_TO_CUSTOMER and UNASSIGNED_FROM_CUSTOMER with the customer', async () => {
        const device = await call('POST', '/api/device', { name: 'Assigned device', type: 'default' });
        const id = device.body.id.id;
        const customerId = world.customer.customerId;
        expect((await call('POST', `/api/customer/${customerId}/device/${id}`)).status).toBe(200);
        expect((await call('DELETE', `/api/customer/device/${id}`)).status).toBe(200);
        const log = await entries(`/api/audit/logs/entity/DEVICE/${id}`);
        expect(log.find(entry => entry.actionType === 'ASSIGNED_TO_CUSTOMER')!.actionData).toEqual({ entityId: id, assignedCustomerId: customerId, assignedCustomerName: 'Customer A' });
        expect(log.find(entry => entry.actionType === 'UNASSIGNED_FROM_CUSTOMER')!.actionData).toEqual({ entityId: id, unassignedCustomerId: customerId, unassignedCustomerName: 'Customer A' });
    });

    it('writes a relation change on both ends, and alarm changes under the originator named after the alarm', async () => {
        const from = (await call('POST', '/api/asset', { name: 'Audited building', type: 'building' })).body.id;
        const to = (await call('POST', '/api/device', { name: 'Audited meter', type: 'default' })).body.id;
        const relation = { from, to, type: 'Contains', typeGroup: 'COMMON', additionalInfo: null };
        expect((await call('POST', '/api/relation', relation)).status).toBe(200);
        for (const end of [from, to]) {
            const entry = await newest('RELATION_ADD_OR_UPDATE', `/api/audit/logs/entity/${end.entityType}/${end.id}`);
            expect(entry!.actionData.relation).toMatchObject(relation);
        }
        const removed = await call('DELETE', `/api/relation?fromId=${from.id}&fromType=ASSET&relationType=Contains&toId=${to.id}&toType=DEVICE`);
        expect(removed.status).toBe(200);
        expect(await newest('RELATION_DELETED', `/api/audit/logs/entity/DEVICE/${to.id}`)).toBeDefined();

        const alarm = await call('POST', '/api/alarm', { type: 'Overheat', originator: to, severity: 'MAJOR', status: 'ACTIVE_UNACK' });
        expect(alarm.status).toBe(200);
        expect((await call('POST', `/api/alarm/${alarm.body.id.id}/ack`)).status).toBe(200);
        const log = await entries(`/api/audit/logs/entity/DEVICE/${to.id}`);
        expect(log.find(entry => entry.actionType === 'ADDED' && entry.entityName === 'Overheat')).toBeDefined();
        const ack = log.find(entry => entry.actionType === 'ALARM_ACK')!;
        expect(ack).toMatchObject({ entityId: to, entityName: 'Overheat' });
        expect(ack.actionData.entity).toMatchObject({ id: { entityType: 'ALARM', id: alarm.body.id.id }, status: 'ACTIVE_ACK' });
    });

    it('records nothing for the device API', async () => {
        const before = (await entries()).length;
        expect((await world.api.call('POST', '/api/v1/A1_TEST_TOKEN/telemetry', { body: { temperature: 1 } })).status).toBe(200);
        expect((await entries()).length).toBe(before);
    });
});

describe('lists', () => {
    it('filter by action types (any case) and time window, and refuse an unknown action type', async () => {
        const only = await entries('/api/audit/logs', world.tenant.token, '&actionTypes=added,deleted');
        expect(only.length).toBeGreaterThan(0);
        expect(new Set(only.map(entry => entry.actionType))).toEqual(new Set(['ADDED', 'DELETED']));

        const all = await entries();
        const middle = all[Math.floor(all.length / 2)]!.createdTime as number;
        const later = await entries('/api/audit/logs', world.tenant.token, `&startTime=${middle}`);
        expect(later.every(entry => entry.createdTime >= middle)).toBe(true);
        const earlier = await entries('/api/audit/logs', world.tenant.token, `&endTime=${middle}`);
        expect(earlier.every(entry => entry.createdTime <= middle)).toBe(true);
        expect(later.length + earlier.length).toBeGreaterThanOrEqual(all.length);

        const bad = await call('GET', '/api/audit/logs?pageSize=10&page=0&actionTypes=EXPLODED');
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({ status: 400, errorCode: 31 });
    });

    it('search by prefix, sort and page', async () => {
        const found = await entries('/api/audit/logs', world.tenant.token, '&textSearch=assigned%20dev');
        expect(found.length).toBeGreaterThan(0);
        expect(found.every(entry => entry.entityName === 'Assigned device')).toBe(true);
        const page = await call('GET', '/api/audit/logs?pageSize=2&page=1&sortProperty=entityName&sortOrder=ASC');
        expect(page.body).toMatchObject({ totalPages: Math.ceil(page.body.totalElements / 2), hasNext: expect.any(Boolean) });
        expect(page.body.data).toHaveLength(2);
        expect((await call('GET', '/api/audit/logs?pageSize=2&page=0&sortProperty=bogus')).status).toBe(400);
    });

    it("list a customer's entries", async () => {
        const log = await entries(`/api/audit/logs/customer/${world.customer.customerId}`);
        expect(log.length).toBeGreaterThan(0);
        expect(log.every(entry => entry.customerId.id === world.customer.customerId)).toBe(true);
    });

    it('belong to tenant administrators, each seeing only their own tenant', async () => {
        for (const session of [world.sysadmin, world.customer]) {
            const refused = await call('GET', '/api/audit/logs?pageSize=10&page=0', undefined, session.token);
            expect(refused.status).toBe(403);
            expect(refused.body.errorCode).toBe(20);
        }
        const other = await entries('/api/audit/logs', world.tenant2.token);
        expect(other.every(entry => entry.tenantId.id === world.tenant2.tenantId)).toBe(true);
        expect(other.some(entry => entry.userName === 'tenant@thingsboard.org')).toBe(false);
        // Another tenant's user, customer or entity has no entries here.
        expect(await entries(`/api/audit/logs/user/${world.tenant.userId}`, world.tenant2.token)).toEqual([]);
        expect(await entries(`/api/audit/logs/customer/${world.customer.customerId}`, world.tenant2.token)).toEqual([]);
    });

    it("a failed call on another tenant's entity records the attempt, not the entity's name", async () => {
        const device = await call('POST', '/api/device', { name: 'Secret device', type: 'default' });
        const id = device.body.id.id;
        // Another tenant's device is not even found (ThingsBoard's tenant-narrowed device lookup).
        expect((await call('DELETE', `/api/device/${id}`, undefined, world.tenant2.token)).status).toBe(404);
        const attempt = (await entries('/api/audit/logs', world.tenant2.token)).find(entry => entry.entityId?.id === id)!;
        expect(attempt).toMatchObject({ actionType: 'DELETED', actionStatus: 'FAILURE', entityName: null });
        expect(JSON.stringify(attempt)).not.toContain('Secret device');
    });
});
