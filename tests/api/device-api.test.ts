import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';
import { sleep } from '../support/api';

/** The device HTTP API (/api/v1/{token}/…) and the device state it keeps. */
let world: World;
let deviceA1: string;
const serverAttributes = async (id: string) => {
    const response = await world.api.get(`/api/plugins/telemetry/DEVICE/${id}/values/attributes/SERVER_SCOPE`, world.tenant.token);
    return Object.fromEntries(response.body.map((a: { key: string; value: unknown }) => [a.key, a.value]));
};
const device = (path: string, init: { method?: string; body?: string; contentType?: string } = {}) =>
    fetch(`${world.server.url}/api/v1/${path}`, {
        method: init.method ?? 'GET',
        body: init.body,
        headers: init.body !== undefined ? { 'Content-Type': init.contentType ?? 'application/json' } : {},
    });

beforeAll(async () => {
    world = await createWorld();
    deviceA1 = (world.server.app.ctx.database.sqlite.prepare("SELECT id FROM device WHERE name = 'Test Device A1'").get() as { id: string }).id;
});
afterAll(() => world.close());

describe('device HTTP API', () => {
    it('refuses an unknown token with 401 and no body', async () => {
        const response = await device('NO_SUCH_TOKEN/telemetry', { method: 'POST', body: '{"t":1}' });
        expect(response.status).toBe(401);
        expect(await response.text()).toBe('');
        expect((await device('NO_SUCH_TOKEN/attributes')).status).toBe(401);
    });

    it('stores posted telemetry and marks the device active with its activity time', async () => {
        expect((await serverAttributes(deviceA1)).active).toBe(false);
        const before = Date.now();
        const response = await device('A1_TEST_TOKEN/telemetry', { method: 'POST', body: '{"temperature":21.0,"humidity":"40"}' });
        expect(response.status).toBe(200);
        const latest = await world.api.get(`/api/plugins/telemetry/DEVICE/${deviceA1}/values/timeseries?keys=temperature,humidity`, world.tenant.token);
        expect(latest.body.temperature[0].value).toBe('21.0');
        // The transport casts numeric strings, as ThingsBoard's type_cast_enabled does.
        const strict = await world.api.get(`/api/plugins/telemetry/DEVICE/${deviceA1}/values/timeseries?keys=humidity&useStrictDataTypes=true`, world.tenant.token);
        expect(strict.body.humidity[0].value).toBe(40);
        const state = await serverAttributes(deviceA1);
        expect(state.active).toBe(true);
        expect(state.lastActivityTime).toBeGreaterThanOrEqual(before);
    });

    it('accepts telemetry with timestamps and without a JSON content type, and refuses bad payloads with 400', async () => {
        const withTs = await device('A1_TEST_TOKEN/telemetry', { method: 'POST', body: '[{"ts":1000,"values":{"old":1}}]', contentType: 'text/plain' });
        expect(withTs.status).toBe(200);
        const history = await world.api.get(`/api/plugins/telemetry/DEVICE/${deviceA1}/values/timeseries?keys=old&startTs=0&endTs=2000`, world.tenant.token);
        expect(history.body).toEqual({ old: [{ ts: 1000, value: '1' }] });
        expect((await device('A1_TEST_TOKEN/telemetry', { method: 'POST', body: '{"a":' })).status).toBe(400);
        expect((await device('A1_TEST_TOKEN/telemetry', { method: 'POST', body: '"text"' })).status).toBe(400);
        expect((await device('A1_TEST_TOKEN/attributes', { method: 'POST', body: '[1]' })).status).toBe(400);
    });

    it('writes posted attributes to CLIENT_SCOPE and reads client and shared attributes back', async () => {
        expect((await device('A1_TEST_TOKEN/attributes', { method: 'POST', body: '{"firmware":"1.2","count":3}' })).status).toBe(200);
        await world.api.post(`/api/plugins/telemetry/DEVICE/${deviceA1}/attributes/SHARED_SCOPE`, { targetTemp: 22, mode: 'eco' }, world.tenant.token);
        const client = await world.api.get(`/api/plugins/telemetry/DEVICE/${deviceA1}/values/attributes/CLIENT_SCOPE`, world.tenant.token);
        expect(Object.fromEntries(client.body.map((a: { key: string; value: unknown }) => [a.key, a.value]))).toEqual({ firmware: 1.2, count: 3 });

        const all = await (await device('A1_TEST_TOKEN/attributes')).json();
        expect(all).toEqual({ client: { firmware: 1.2, count: 3 }, shared: { targetTemp: 22, mode: 'eco' } });
        const some = await (await device('A1_TEST_TOKEN/attributes?clientKeys=count&sharedKeys=mode,missing')).json();
        expect(some).toEqual({ client: { count: 3 }, shared: { mode: 'eco' } });
        const sharedOnly = await (await device('A1_TEST_TOKEN/attributes?sharedKeys=targetTemp')).json();
        expect(sharedOnly).toEqual({ shared: { targetTemp: 22 } });
        const none = await (await device('A1_TEST_TOKEN/attributes?clientKeys=missing')).json();
        expect(none).toEqual({});
    });

    it('answers a shared-attribute long poll with the change, and 408 when nothing changes', async () => {
        const poll = device('A1_TEST_TOKEN/attributes/updates?timeout=5000');
        await sleep(200);
        await world.api.post(`/api/plugins/telemetry/DEVICE/${deviceA1}/attributes/SHARED_SCOPE`, { mode: 'comfort' }, world.tenant.token);
        const response = await poll;
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ mode: 'comfort' });
        expect((await device('A1_TEST_TOKEN/attributes/updates?timeout=100')).status).toBe(408);
    });
});

describe('device state', () => {
    it('turns a silent device inactive after its inactivityTimeout, stamping inactivityAlarmTime', async () => {
        const { deviceState } = world.server.app.ctx;
        const id = (world.server.app.ctx.database.sqlite.prepare("SELECT id FROM device WHERE name = 'Test Device A3'").get() as { id: string }).id;
        await device('A3_TEST_TOKEN/telemetry', { method: 'POST', body: '{"x":1}' });
        expect((await serverAttributes(id)).active).toBe(true);
        // Set while the device is already known: applies at once.
        await world.api.post(`/api/plugins/telemetry/DEVICE/${id}/attributes/SERVER_SCOPE`, { inactivityTimeout: 1000 }, world.tenant.token);
        await deviceState.checkInactivity(Date.now() + 500);
        expect((await serverAttributes(id)).active).toBe(true);
        const later = Date.now() + 5000;
        await deviceState.checkInactivity(later);
        const state = await serverAttributes(id);
        expect(state.active).toBe(false);
        expect(state.inactivityAlarmTime).toBe(later);
    });

    it('forgets a deleted device instead of writing its attributes again', async () => {
        const created = await world.api.post('/api/device?accessToken=GONE_SOON_TOKEN', { name: 'Short-lived', type: 'default' }, world.tenant.token);
        expect(created.status).toBe(200);
        const id = created.body.id.id as string;
        await device('GONE_SOON_TOKEN/telemetry', { method: 'POST', body: '{"x":1}' });
        expect((await world.api.call('DELETE', `/api/device/${id}`, { token: world.tenant.token })).status).toBe(200);
        await world.server.app.ctx.deviceState.checkInactivity(Date.now() + 3_600_000);
        const left = world.server.app.ctx.database.sqlite.prepare('SELECT COUNT(*) AS n FROM attribute_kv WHERE entity_id = ?').get(id) as { n: number };
        expect(left.n).toBe(0);
    });

    it('stamps lastConnectTime and lastDisconnectTime for connecting transports', async () => {
        const { deviceState } = world.server.app.ctx;
        await deviceState.onConnect(deviceA1, 5_000_000);
        await deviceState.onDisconnect(deviceA1, 6_000_000);
        const state = await serverAttributes(deviceA1);
        expect([state.lastConnectTime, state.lastDisconnectTime]).toEqual([5_000_000, 6_000_000]);
    });
});

describe('server-side RPC over HTTP', () => {
    const rpc = (kind: 'oneway' | 'twoway', id: string, body: object, token = world.tenant.token, prefix = '/api/rpc') =>
        world.api.call('POST', `${prefix}/${kind}/${id}`, { body, token });

    it('hands a two-way call to a long-polling device and returns its answer', async () => {
        const deviceId = (world.server.app.ctx.database.sqlite.prepare("SELECT id FROM device WHERE name = 'Test Device A2'").get() as { id: string }).id;
        const poll = device('A2_TEST_TOKEN/rpc?timeout=5000');
        const call = rpc('twoway', deviceId, { method: 'setGpio', params: { pin: 4, value: 1 }, timeout: 5000 });
        const request = await (await poll).json();
        expect(request).toEqual({ id: expect.any(Number), method: 'setGpio', params: { pin: 4, value: 1 } });
        expect((await device(`A2_TEST_TOKEN/rpc/${request.id}`, { method: 'POST', body: '{"pin":4,"value":1}' })).status).toBe(200);
        const answer = await call;
        expect([answer.status, answer.body]).toEqual([200, { pin: 4, value: 1 }]);
    });

    it('answers 409 on /api/rpc and 408 on /api/plugins/rpc when no device takes the call, and 408 when it takes it without answering', async () => {
        const deviceId = (world.server.app.ctx.database.sqlite.prepare("SELECT id FROM device WHERE name = 'Test Device C1'").get() as { id: string }).id;
        expect((await rpc('oneway', deviceId, { method: 'm', timeout: 200 })).status).toBe(409);
        expect((await rpc('twoway', deviceId, { method: 'm', timeout: 200 }, world.tenant.token, '/api/plugins/rpc')).status).toBe(408);
        const poll = device('C1_TEST_TOKEN/rpc?timeout=3000');
        await sleep(100);
        const silent = await rpc('twoway', deviceId, { method: 'm', timeout: 500 });
        expect((await poll).status).toBe(200);
        expect(silent.status).toBe(408);
    });

    it('delivers a one-way call and refuses other customers', async () => {
        const deviceId = (world.server.app.ctx.database.sqlite.prepare("SELECT id FROM device WHERE name = 'Test Device A3'").get() as { id: string }).id;
        const poll = device('A3_TEST_TOKEN/rpc?timeout=3000');
        await sleep(100);
        const call = await rpc('oneway', deviceId, { method: 'reboot', params: {} }, world.customer.token);
        expect(call.status).toBe(200);
        expect((await (await poll).json()).method).toBe('reboot');
        expect((await rpc('oneway', deviceId, { method: 'reboot' }, world.otherCustomer.token)).status).toBe(403);
    });
});
