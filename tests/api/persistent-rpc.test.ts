import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMqttBroker, type RunningBroker } from '../../server/deviceApi/mqttBroker';
import { createWorld, type World } from './fixtures';

/** Persistent RPC (RpcV2Controller): stored calls, their statuses, and delivery over MQTT and HTTP. */
let world: World;
let broker: RunningBroker;
const clients: MqttClient[] = [];
let deviceCount = 0;

interface RpcRequestMessage {
    topic: string;
    body: { method: string; params: unknown };
}

beforeAll(async () => {
    world = await createWorld();
    broker = await startMqttBroker(world.server.app.ctx, { host: '127.0.0.1', port: 0, log: world.server.app.log });
});
afterAll(async () => {
    await Promise.all(clients.map(client => client.endAsync(true).catch(() => undefined)));
    await broker.close();
    await world.close();
});

/** A new device of the demo tenant with its own access token. */
async function newDevice(token = world.tenant.token): Promise<{ id: string; accessToken: string }> {
    const accessToken = `PRPC_${++deviceCount}_${Date.now()}`;
    const response = await world.api.post(`/api/device?accessToken=${accessToken}`, { name: `Persistent RPC device ${deviceCount}` }, token);
    expect(response.status).toBe(200);
    return { id: response.body.id.id, accessToken };
}

const rpc = (kind: 'oneway' | 'twoway', deviceId: string, body: object, token = world.tenant.token) =>
    world.api.call('POST', `/api/rpc/${kind}/${deviceId}`, { body, token });

/** Submits a persistent call and answers its id. */
async function persistent(kind: 'oneway' | 'twoway', deviceId: string, body: object): Promise<string> {
    const response = await rpc(kind, deviceId, { persistent: true, ...body });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ rpcId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    return response.body.rpcId;
}

const getRpc = (rpcId: string, token = world.tenant.token) => world.api.get(`/api/rpc/persistent/${rpcId}`, token);

/** Waits until the stored call has the status (it changes as the device acts, not on a clock). */
async function statusBecomes(rpcId: string, status: string): Promise<Record<string, any>> {
    const deadline = Date.now() + 5000;
    for (;;) {
        const response = await getRpc(rpcId);
        if (response.body?.status === status) return response.body;
        if (Date.now() > deadline) throw new Error(`RPC ${rpcId} is ${response.body?.status}, never ${status}`);
        await new Promise(resolve => setTimeout(resolve, 20));
    }
}

/** A device connected over MQTT that records the RPC requests it receives. */
async function connectDevice(accessToken: string) {
    const client = await connectAsync(`mqtt://127.0.0.1:${broker.port}`, { username: accessToken, reconnectPeriod: 0, connectTimeout: 3000 });
    clients.push(client);
    const received: RpcRequestMessage[] = [];
    const waiters: Array<() => void> = [];
    client.on('message', (topic, payload) => {
        if (!topic.startsWith('v1/devices/me/rpc/request/')) return;
        received.push({ topic, body: JSON.parse(payload.toString()) });
        waiters.splice(0).forEach(wake => wake());
    });
    /** The n-th request (1-based) once it arrived. */
    const request = (n: number) =>
        new Promise<RpcRequestMessage>(resolve => {
            const check = () => (received.length >= n ? resolve(received[n - 1]!) : waiters.push(check));
            check();
        });
    return { client, received, request };
}

describe('persistent RPC delivery', () => {
    it('queues a one-way call for an offline device and delivers it when the device connects: QUEUED → SUCCESSFUL', async () => {
        const device = await newDevice();
        const expirationTime = Date.now() + 60_000;
        const rpcId = await persistent('oneway', device.id, { method: 'setLed', params: { on: true }, expirationTime, additionalInfo: { note: 'night' } });
        const queued = (await getRpc(rpcId)).body;
        expect(queued).toEqual({
            id: { entityType: 'RPC', id: rpcId },
            createdTime: expect.any(Number),
            tenantId: { entityType: 'TENANT', id: world.tenant.tenantId },
            deviceId: { entityType: 'DEVICE', id: device.id },
            expirationTime,
            request: {
                id: rpcId,
                tenantId: { entityType: 'TENANT', id: world.tenant.tenantId },
                deviceId: { entityType: 'DEVICE', id: device.id },
                oneway: true,
                expirationTime,
                body: { method: 'setLed', params: '{"on":true}' },
                persisted: true,
                retries: null,
                additionalInfo: '{"note":"night"}',
            },
            response: null,
            status: 'QUEUED',
            additionalInfo: { note: 'night' },
        });

        const { client, request } = await connectDevice(device.accessToken);
        await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
        expect((await request(1)).body).toEqual({ method: 'setLed', params: { on: true } });
        await statusBecomes(rpcId, 'SUCCESSFUL');
    });

    it('marks a two-way call SENT, DELIVERED on the device PUBACK, and SUCCESSFUL with the stored response', async () => {
        const device = await newDevice();
        const { client, request } = await connectDevice(device.accessToken);
        // The device holds its PUBACK until the test lets it go (mqtt.js acknowledges when handleMessage calls back).
        const acks: Array<() => void> = [];
        client.handleMessage = (_packet, callback) => acks.push(() => callback());
        await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
        const rpcId = await persistent('twoway', device.id, { method: 'getState', params: { deep: true }, timeout: 30_000 });
        const { topic, body } = await request(1);
        expect(body).toEqual({ method: 'getState', params: { deep: true } });
        expect((await getRpc(rpcId)).body.status).toBe('SENT');
        acks.shift()!();
        await statusBecomes(rpcId, 'DELIVERED');
        await client.publishAsync(topic.replace('request', 'response'), JSON.stringify({ state: 'on' }), { qos: 1 });
        const done = await statusBecomes(rpcId, 'SUCCESSFUL');
        expect(done.response).toEqual({ state: 'on' });
    });

    it('hands a queued call to an HTTP long poll', async () => {
        const device = await newDevice();
        const rpcId = await persistent('twoway', device.id, { method: 'reboot', params: { delay: 1 } });
        const poll = await fetch(`${world.server.url}/api/v1/${device.accessToken}/rpc?timeout=3000`);
        const request = await poll.json();
        expect(request).toEqual({ id: expect.any(Number), method: 'reboot', params: { delay: 1 } });
        await statusBecomes(rpcId, 'DELIVERED');
        const answer = await fetch(`${world.server.url}/api/v1/${device.accessToken}/rpc/${request.id}`, { method: 'POST', body: '"rebooting"', headers: { 'Content-Type': 'application/json' } });
        expect(answer.status).toBe(200);
        expect((await statusBecomes(rpcId, 'SUCCESSFUL')).response).toBe('rebooting');
    });

    it('times out a two-way call the device took but did not answer by its expirationTime', async () => {
        const device = await newDevice();
        const { client, request } = await connectDevice(device.accessToken);
        await client.subscribeAsync('v1/devices/me/rpc/request/+', { qos: 1 });
        const rpcId = await persistent('twoway', device.id, { method: 'slow', params: {}, expirationTime: Date.now() + 600 });
        await request(1);
        const timedOut = await statusBecomes(rpcId, 'TIMEOUT');
        expect(timedOut.response).toBeNull();
    });

    it('expires a call whose expirationTime passes before delivery, and never delivers it', async () => {
        const device = await newDevice();
        const past = await persistent('oneway', device.id, { method: 'late', params: {}, expirationTime: Date.now() - 1000 });
        expect((await getRpc(past)).body.status).toBe('EXPIRED');
        const soon = await persistent('oneway', device.id, { method: 'soon', params: {}, expirationTime: Date.now() + 300 });
        expect((await getRpc(soon)).body.status).toBe('QUEUED');
        await statusBecomes(soon, 'EXPIRED');
        const marker = await persistent('oneway', device.id, { method: 'marker', params: {}, expirationTime: Date.now() + 60_000 });
        const { client, request, received } = await connectDevice(device.accessToken);
        await client.subscribeAsync('v1/devices/me/rpc/request/+');
        expect((await request(1)).body.method).toBe('marker');
        await statusBecomes(marker, 'SUCCESSFUL');
        expect(received.map(message => message.body.method)).toEqual(['marker']);
    });
});

describe('persistent RPC list, read and delete', () => {
    it('lists a device calls by page, filtered by rpcStatus and method text, sorted by createdTime', async () => {
        const device = await newDevice();
        const expired = [];
        for (const method of ['alpha', 'beta', 'gamma']) expired.push(await persistent('oneway', device.id, { method, expirationTime: Date.now() - 1 }));
        const queued = [];
        for (const method of ['delta', 'Alpha2']) queued.push(await persistent('twoway', device.id, { method, expirationTime: Date.now() + 60_000 }));
        const list = (query: string) => world.api.get(`/api/rpc/persistent/device/${device.id}?${query}`, world.tenant.token);

        const first = await list('pageSize=2&page=0&sortProperty=createdTime&sortOrder=ASC');
        expect(first.status).toBe(200);
        expect([first.body.totalElements, first.body.totalPages, first.body.hasNext]).toEqual([5, 3, true]);
        expect(first.body.data.map((call: any) => call.id.id)).toEqual(expired.slice(0, 2));
        const last = await list('pageSize=2&page=2&sortProperty=createdTime&sortOrder=ASC');
        expect([last.body.data.map((call: any) => call.id.id), last.body.hasNext]).toEqual([[queued[1]], false]);

        const onlyQueued = await list('pageSize=10&page=0&rpcStatus=QUEUED&sortProperty=createdTime&sortOrder=DESC');
        expect(onlyQueued.body.data.map((call: any) => call.id.id)).toEqual([...queued].reverse());
        expect(onlyQueued.body.data.every((call: any) => call.status === 'QUEUED')).toBe(true);
        expect((await list('pageSize=10&page=0&rpcStatus=EXPIRED')).body.totalElements).toBe(3);
        expect((await list('pageSize=10&page=0&rpcStatus=SUCCESSFUL')).body).toEqual({ data: [], totalPages: 0, totalElements: 0, hasNext: false });
        const searched = await list('pageSize=10&page=0&textSearch=ALPHA&sortProperty=createdTime');
        expect(searched.body.data.map((call: any) => call.request.body.method)).toEqual(['alpha', 'Alpha2']);
    });

    it('deletes a call for tenant admins only, and a deleted queued call is never delivered', async () => {
        const device = await newDevice();
        await world.api.post(`/api/customer/${world.customer.customerId}/device/${device.id}`, undefined, world.tenant.token);
        const rpcId = await persistent('oneway', device.id, { method: 'forgotten', expirationTime: Date.now() + 60_000 });
        expect((await world.api.call('DELETE', `/api/rpc/persistent/${rpcId}`, { token: world.customer.token })).status).toBe(403);
        expect((await world.api.call('DELETE', `/api/rpc/persistent/${rpcId}`, { token: world.tenant.token })).status).toBe(200);
        expect((await getRpc(rpcId)).status).toBe(404);
        expect((await world.api.call('DELETE', `/api/rpc/persistent/${rpcId}`, { token: world.tenant.token })).status).toBe(404);

        const marker = await persistent('oneway', device.id, { method: 'marker', expirationTime: Date.now() + 60_000 });
        const { client, request, received } = await connectDevice(device.accessToken);
        await client.subscribeAsync('v1/devices/me/rpc/request/+');
        await request(1);
        await statusBecomes(marker, 'SUCCESSFUL');
        expect(received.map(message => message.body.method)).toEqual(['marker']);
    });

    it('removes the calls of a deleted device', async () => {
        const device = await newDevice();
        await persistent('oneway', device.id, { method: 'a', expirationTime: Date.now() + 60_000 });
        await persistent('oneway', device.id, { method: 'b', expirationTime: Date.now() - 1 });
        const count = () => world.server.app.ctx.database.sqlite.prepare('SELECT COUNT(*) AS n FROM rpc WHERE device_id = ?').get(device.id) as { n: number };
        expect(count().n).toBe(2);
        expect((await world.api.call('DELETE', `/api/device/${device.id}`, { token: world.tenant.token })).status).toBe(200);
        expect(count().n).toBe(0);
    });
});

describe('persistent RPC access', () => {
    it('shows a tenant calls to its own customer users only, never to another tenant or the sysadmin', async () => {
        const device = await newDevice();
        await world.api.post(`/api/customer/${world.customer.customerId}/device/${device.id}`, undefined, world.tenant.token);
        const rpcId = await persistent('oneway', device.id, { method: 'private', expirationTime: Date.now() + 60_000 });
        const listPath = `/api/rpc/persistent/device/${device.id}?pageSize=10&page=0`;

        expect((await getRpc(rpcId, world.customer.token)).body.id.id).toBe(rpcId);
        expect((await world.api.get(listPath, world.customer.token)).body.totalElements).toBe(1);
        for (const token of [world.otherCustomer.token, world.tenant2.token, world.customer2.token, world.sysadmin.token]) {
            const read = await getRpc(rpcId, token);
            expect([read.status, read.body.errorCode]).toEqual([403, 20]);
            // The list checks the device, which ThingsBoard looks up within the caller's tenant: another tenant's is 404.
            const otherTenant = token === world.tenant2.token || token === world.customer2.token;
            expect((await world.api.get(listPath, token)).status).toBe(otherTenant ? 404 : 403);
            expect((await world.api.call('DELETE', `/api/rpc/persistent/${rpcId}`, { token })).status).toBe(403);
        }
        expect((await world.api.call('DELETE', `/api/rpc/persistent/${rpcId}`, { token: world.tenant2.token })).status).toBe(403);
        expect((await getRpc(rpcId)).body.status).toBe('QUEUED');
        // Another tenant cannot send persistent calls to the device either: AccessValidator does not find it.
        const foreign = await rpc('oneway', device.id, { method: 'x', persistent: true }, world.tenant2.token);
        expect([foreign.status, foreign.text]).toEqual([404, "Device with requested id wasn't found!"]);

        const missing = await getRpc('13814000-1dd2-11b2-8080-808080808081');
        expect([missing.status, missing.body.errorCode]).toEqual([404, 32]);
    });

    it('answers bad input with 400 and ThingsBoard error bodies, never 500', async () => {
        const device = await newDevice();
        const base = `/api/rpc/persistent/device/${device.id}`;
        const badQueries = [
            `${base}?page=0`,
            `${base}?pageSize=0&page=0`,
            `${base}?pageSize=10&page=-1`,
            `${base}?pageSize=10&page=0&rpcStatus=BOGUS`,
            `${base}?pageSize=10&page=0&rpcStatus=DELETED`,
            `${base}?pageSize=10&page=0&sortProperty=name`,
            `${base}?pageSize=10&page=0&sortProperty=createdTime&sortOrder=sideways`,
            `/api/rpc/persistent/device/not-a-uuid?pageSize=10&page=0`,
            `/api/rpc/persistent/not-a-uuid`,
        ];
        for (const path of badQueries) {
            const response = await world.api.get(path, world.tenant.token);
            expect([path, response.status, typeof response.body.message, response.body.errorCode]).toEqual([path, 400, 'string', 31]);
        }
        const badBodies = [
            { persistent: true },
            { method: 'm', persistent: true, expirationTime: 'soon' },
            { method: 'm', persistent: true, timeout: 1.5 },
            { method: 'm', persistent: 'yes please' },
        ];
        for (const body of badBodies) expect((await rpc('oneway', device.id, body)).status).toBe(400);
        // Paging is a Java int in ThingsBoard: its largest value pages past the end, anything larger is refused.
        const far = await world.api.get(`${base}?pageSize=2147483647&page=2147483647`, world.tenant.token);
        expect([far.status, far.body.data]).toEqual([200, []]);
        const beyond = await world.api.get(`${base}?pageSize=100000000000000000000&page=1000000000000000`, world.tenant.token);
        expect([beyond.status, beyond.body.errorCode]).toEqual([400, 31]);
    });
});
