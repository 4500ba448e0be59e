import net from 'node:net';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimServiceOf } from '../../server/claiming/claimService';
import type { RunningServer } from '../../server/main';
import { apiClient } from '../support/api';
import { startTestServer } from '../support/server';
import { createWorld, type World } from './fixtures';
import { NULL_UUID } from '../../resources/kernel';

/** Device claiming (customer calls and the device's announcement) and the transfer of a device to another tenant. */
let world: World;

const call = (method: string, path: string, body: unknown, token: string) => world.api.call(method, path, { body, token });

async function newDevice(name: string, token = world.tenant.token) {
    const created = await world.api.post('/api/device', { name, type: 'default' }, token);
    if (created.status !== 200) throw new Error(`device: ${created.status} ${created.text}`);
    const credentials = await world.api.get(`/api/device/${created.body.id.id}/credentials`, token);
    return { id: created.body.id.id as string, token: credentials.body.credentialsId as string };
}

const announce = (token: string, body?: unknown) => world.api.call('POST', `/api/v1/${token}/claim`, body === undefined ? {} : { body });
const claim = (name: string, secretKey: string | undefined, token = world.customer.token) =>
    call('POST', `/api/customer/device/${encodeURIComponent(name)}/claim`, secretKey === undefined ? {} : { secretKey }, token);
const customerOf = async (id: string) => (await world.api.get(`/api/device/${id}`, world.tenant.token)).body.customerId.id;

beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

describe('claiming', () => {
    it('claims a device that announced itself with the right secret key, once', async () => {
        const device = await newDevice('Claim Alpha');
        // No announcement yet.
        const early = await claim('Claim Alpha', 'abc');
        expect(early.status).toBe(400);
        expect(early.body).toBe('FAILURE');

        expect((await announce(device.token, { secretKey: 'abc', durationMs: 60000 })).status).toBe(200);
        // A wrong key fails and uses the announcement up.
        expect((await claim('Claim Alpha', 'wrong')).body).toBe('FAILURE');
        expect((await claim('Claim Alpha', 'abc')).body).toBe('FAILURE');

        expect((await announce(device.token, { secretKey: 'abc', durationMs: 60000 })).status).toBe(200);
        const claimed = await claim('Claim Alpha', 'abc');
        expect(claimed.status).toBe(200);
        expect(claimed.body.response).toBe('SUCCESS');
        expect(claimed.body.device).toMatchObject({ name: 'Claim Alpha', customerId: { entityType: 'CUSTOMER', id: world.customer.customerId } });
        expect(await customerOf(device.id)).toBe(world.customer.customerId);
        const audit = await world.api.get(`/api/audit/logs/entity/DEVICE/${device.id}?pageSize=10&page=0`, world.tenant.token);
        const assigned = audit.body.data.find((entry: { actionType: string; actionStatus: string }) => entry.actionType === 'ASSIGNED_TO_CUSTOMER' && entry.actionStatus === 'SUCCESS');
        expect(assigned.actionData).toMatchObject({ assignedCustomerId: world.customer.customerId });

        // Owned now: another customer's claim answers CLAIMED, and a new announcement is ignored.
        expect((await claim('Claim Alpha', 'abc', world.otherCustomer.token)).body).toBe('CLAIMED');
        expect((await announce(device.token, { secretKey: 'abc' })).status).toBe(200);
        expect((await claim('Claim Alpha', 'abc', world.otherCustomer.token)).body).toBe('CLAIMED');
        expect(await customerOf(device.id)).toBe(world.customer.customerId);
    });

    it('accepts an empty key when the device announced none', async () => {
        const device = await newDevice('Claim Keyless');
        expect((await world.api.call('POST', `/api/v1/${device.token}/claim`, { raw: '' })).status).toBe(200);
        const claimed = await claim('Claim Keyless', undefined);
        expect(claimed.body.response).toBe('SUCCESS');
    });

    it('re-claiming frees the device for its own customer only', async () => {
        const device = await newDevice('Claim Beta');
        await announce(device.token, { secretKey: 's' });
        expect((await claim('Claim Beta', 's')).body.response).toBe('SUCCESS');

        const foreign = await call('DELETE', '/api/customer/device/Claim%20Beta/claim', undefined, world.otherCustomer.token);
        expect(foreign.status).toBe(403);
        expect(foreign.body.errorCode).toBe(20);
        const freed = await call('DELETE', '/api/customer/device/Claim%20Beta/claim', undefined, world.customer.token);
        expect(freed.status).toBe(200);
        expect(await customerOf(device.id)).toBe(NULL_UUID);
        // The tenant admin may free devices too.
        await announce(device.token, { secretKey: 's' });
        expect((await claim('Claim Beta', 's', world.otherCustomer.token)).body.response).toBe('SUCCESS');
        expect((await call('DELETE', '/api/customer/device/Claim%20Beta/claim', undefined, world.tenant.token)).status).toBe(200);
        expect(await customerOf(device.id)).toBe(NULL_UUID);
    });

    it('without allowClaimingByDefault only devices with claimingAllowed may announce, and re-claiming sets it again', async () => {
        const claims = claimServiceOf(world.server.app.ctx);
        claims.allowClaimingByDefault = false;
        try {
            const device = await newDevice('Claim Gamma');
            await announce(device.token, { secretKey: 'k' });
            expect((await claim('Claim Gamma', 'k')).body).toBe('FAILURE');

            const allowed = await call('POST', `/api/plugins/telemetry/DEVICE/${device.id}/SERVER_SCOPE`, { claimingAllowed: true }, world.tenant.token);
            expect(allowed.status).toBe(200);
            await announce(device.token, { secretKey: 'k' });
            expect((await claim('Claim Gamma', 'k')).body.response).toBe('SUCCESS');

            await call('DELETE', `/api/plugins/telemetry/DEVICE/${device.id}/SERVER_SCOPE?keys=claimingAllowed`, undefined, world.tenant.token);
            expect((await call('DELETE', '/api/customer/device/Claim%20Gamma/claim', undefined, world.customer.token)).status).toBe(200);
            const attributes = await world.api.get(`/api/plugins/telemetry/DEVICE/${device.id}/values/attributes/SERVER_SCOPE?keys=claimingAllowed`, world.tenant.token);
            expect(attributes.body).toEqual([{ key: 'claimingAllowed', value: true, lastUpdateTs: expect.any(Number) }]);
        } finally {
            claims.allowClaimingByDefault = true;
        }
    });

    it('uses claim data stored as the claimingData server attribute', async () => {
        const device = await newDevice('Claim Stored');
        const stored = JSON.stringify({ secretKey: 'attr', expirationTime: Date.now() + 60000 });
        await call('POST', `/api/plugins/telemetry/DEVICE/${device.id}/SERVER_SCOPE`, { claimingData: stored }, world.tenant.token);
        expect((await claim('Claim Stored', 'attr')).body.response).toBe('SUCCESS');
    });

    it('refuses other roles, unknown names and other tenants’ devices', async () => {
        await newDevice('Claim Delta');
        expect((await claim('Claim Delta', 'x', world.tenant.token)).status).toBe(403);
        const missing = await claim('No Such Device', 'x');
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject({ errorCode: 32, message: "Requested item wasn't found!" });
        // Names are looked up in the caller's tenant only.
        expect((await claim('Claim Delta', 'x', world.customer2.token)).status).toBe(404);
        expect((await call('DELETE', '/api/customer/device/Claim%20Delta/claim', undefined, world.sysadmin.token)).status).toBe(403);
        expect((await call('DELETE', '/api/customer/device/Claim%20Delta/claim', undefined, world.tenant2.token)).status).toBe(404);
        const badBody = await world.api.call('POST', '/api/customer/device/Claim%20Delta/claim', { raw: '{"secretKey": 5', token: world.customer.token });
        expect(badBody.status).toBe(400);
        expect(badBody.body).toMatchObject({ status: 400, errorCode: expect.any(Number) });
    });

    it('device API: 401 for an unknown token, 400 for a body that is not JSON', async () => {
        expect((await announce('NO_SUCH_TOKEN', {})).status).toBe(401);
        const device = await newDevice('Claim Epsilon');
        expect((await world.api.call('POST', `/api/v1/${device.token}/claim`, { raw: '{oops' })).status).toBe(400);
    });
});

describe('POST /api/tenant/{tenantId}/device/{deviceId}', () => {
    it("moves the device with its credentials to the other tenant's default profile, without customer, relations or events", async () => {
        const device = await newDevice('Transfer Me');
        await world.api.post(`/api/customer/${world.customer.customerId}/device/${device.id}`, undefined, world.tenant.token);
        const asset = await world.api.post('/api/asset', { name: 'Transfer Parent', type: 'site' }, world.tenant.token);
        await world.api.post('/api/relation', { from: asset.body.id, to: { entityType: 'DEVICE', id: device.id }, type: 'Contains' }, world.tenant.token);
        await world.api.post(`/api/v1/${device.token}/telemetry`, { temperature: 21 });

        const moved = await call('POST', `/api/tenant/${world.tenant2.tenantId}/device/${device.id}`, undefined, world.tenant.token);
        expect(moved.status).toBe(200);
        expect(moved.body).toMatchObject({
            name: 'Transfer Me',
            tenantId: { entityType: 'TENANT', id: world.tenant2.tenantId },
            customerId: { entityType: 'CUSTOMER', id: NULL_UUID },
            type: 'default',
        });
        const profile = await world.api.get('/api/deviceProfileInfo/default', world.tenant2.token);
        expect(moved.body.deviceProfileId.id).toBe(profile.body.id.id);

        // The old tenant no longer finds it (404: devices are looked up within the caller's tenant); the new one does, with its telemetry, and the token still works.
        expect((await world.api.get(`/api/device/${device.id}`, world.tenant.token)).status).toBe(404);
        expect((await world.api.get(`/api/device/${device.id}`, world.tenant2.token)).status).toBe(200);
        const latest = await world.api.get(`/api/plugins/telemetry/DEVICE/${device.id}/values/timeseries?keys=temperature`, world.tenant2.token);
        expect(latest.body.temperature[0].value).toBe('21');
        expect((await world.api.post(`/api/v1/${device.token}/telemetry`, { temperature: 22 })).status).toBe(200);
        const relations = await world.api.get(`/api/relations?toId=${device.id}&toType=DEVICE`, world.tenant2.token);
        expect(relations.body).toEqual([]);
        const audit = await world.api.get(`/api/audit/logs/entity/DEVICE/${device.id}?pageSize=10&page=0`, world.tenant.token);
        expect(audit.body.data.map((entry: { actionType: string }) => entry.actionType)).toContain('ASSIGNED_TO_TENANT');
    });

    it('refuses what ThingsBoard refuses', async () => {
        const device = await newDevice('Transfer Refused');
        const target = `/api/tenant/${world.tenant2.tenantId}/device/${device.id}`;
        expect((await call('POST', target, undefined, world.customer.token)).status).toBe(403);
        expect((await call('POST', target, undefined, world.sysadmin.token)).status).toBe(403);
        expect((await call('POST', target, undefined, world.tenant2.token)).status).toBe(404);
        const noTenant = await call('POST', `/api/tenant/6c9b4a40-0000-11ee-8000-000000000000/device/${device.id}`, undefined, world.tenant.token);
        expect(noTenant.status).toBe(400);
        expect(noTenant.body.message).toBe('Could not find the specified Tenant!');
        expect((await call('POST', `/api/tenant/not-a-uuid/device/${device.id}`, undefined, world.tenant.token)).status).toBe(400);
        expect((await call('POST', `/api/tenant/${world.tenant2.tenantId}/device/6c9b4a40-0000-11ee-8000-000000000000`, undefined, world.tenant.token)).status).toBe(404);

        await world.api.post('/api/device', { name: 'Transfer Twin', type: 'default' }, world.tenant2.token);
        const twin = await newDevice('Transfer Twin');
        const taken = await call('POST', `/api/tenant/${world.tenant2.tenantId}/device/${twin.id}`, undefined, world.tenant.token);
        expect(taken.status).toBe(400);
        expect(taken.body.message).toBe('Device with such name already exists!');

        await world.api.post('/api/entityView', { name: 'Transfer View', type: 'v', entityId: { entityType: 'DEVICE', id: device.id } }, world.tenant.token);
        const viewed = await call('POST', target, undefined, world.tenant.token);
        expect(viewed.status).toBe(400);
        expect(viewed.body.message).toBe("Can't assign device that has entity views to another tenant!");
    });
});

describe('MQTT v1/devices/me/claim', () => {
    let server: RunningServer;

    beforeAll(async () => {
        const probe = net.createServer();
        await new Promise<void>(resolve => probe.listen(0, '127.0.0.1', resolve));
        const { port } = probe.address() as net.AddressInfo;
        await new Promise(resolve => probe.close(resolve));
        server = await startTestServer({ mqttPort: port });
    });
    afterAll(() => server?.close());

    it('announces the device for claiming', async () => {
        const api = apiClient(server.url);
        const tenant = await api.login('tenant@thingsboard.org', 'tenant');
        const customer = await api.login('customerA@thingsboard.org', 'customer');
        const created = await api.post('/api/device', { name: 'Claim Over MQTT', type: 'default' }, tenant.token);
        const credentials = await api.get(`/api/device/${created.body.id.id}/credentials`, tenant.token);
        const client = await connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: credentials.body.credentialsId, reconnectPeriod: 0, connectTimeout: 3000 });
        try {
            await client.publishAsync('v1/devices/me/claim', JSON.stringify({ secretKey: 'mqtt-key', durationMs: 60000 }), { qos: 1 });
            let answer = await api.post('/api/customer/device/Claim%20Over%20MQTT/claim', { secretKey: 'mqtt-key' }, customer.token);
            // The announcement is handled right after the acknowledgement; wait for it without a fixed sleep.
            for (let attempt = 0; attempt < 50 && answer.body === 'FAILURE'; attempt++) {
                await new Promise(resolve => setImmediate(resolve));
                answer = await api.post('/api/customer/device/Claim%20Over%20MQTT/claim', { secretKey: 'mqtt-key' }, customer.token);
            }
            expect(answer.status).toBe(200);
            expect(answer.body.response).toBe('SUCCESS');
        } finally {
            await client.endAsync();
        }
    });
});
