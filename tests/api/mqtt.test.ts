import { freePort } from '../support/freePort';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiClient, sleep, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';

/** The device MQTT API on the embedded broker, with the `mqtt` client a real device would use. */
let server: RunningServer;
let api: ApiClient;
let tenantToken: string;
const ids: Record<string, string> = {};
const clients: MqttClient[] = [];

const connect = async (token: string) => {
    const client = await connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: token, reconnectPeriod: 0, connectTimeout: 3000 });
    clients.push(client);
    return client;
};

/** The next message on a topic filter of the client. */
const nextMessage = (client: MqttClient, topicPrefix: string, timeoutMs = 1500) =>
    new Promise<{ topic: string; body: any }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no message on ${topicPrefix}`)), timeoutMs);
        const onMessage = (topic: string, payload: Buffer) => {
            if (!topic.startsWith(topicPrefix)) return;
            clearTimeout(timer);
            client.off('message', onMessage);
            resolve({ topic, body: JSON.parse(payload.toString()) });
        };
        client.on('message', onMessage);
    });

const serverAttributes = async (id: string) => {
    const response = await api.get(`/api/plugins/telemetry/DEVICE/${id}/values/attributes/SERVER_SCOPE`, tenantToken);
    return Object.fromEntries(response.body.map((a: { key: string; value: unknown }) => [a.key, a.value]));
};

beforeAll(async () => {
    server = await startTestServer({ mqttPort: await freePort() });
    api = apiClient(server.url);
    tenantToken = (await api.login('tenant@thingsboard.org', 'tenant')).token;
    for (const row of server.app.ctx.database.sqlite.prepare('SELECT id, name FROM device').all() as Array<{ id: string; name: string }>) ids[row.name] = row.id;
});
afterAll(async () => {
    await Promise.all(clients.map(client => client.endAsync(true).catch(() => undefined)));
    await server.close();
});

describe('MQTT device API', () => {
    it('refuses an unknown token as not authorized', async () => {
        await expect(connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: 'NO_SUCH_TOKEN', reconnectPeriod: 0 })).rejects.toMatchObject({ code: 5 });
    });

    it('accepts MQTT basic credentials: client id with user name and password, and refuses a wrong password', async () => {
        const device = (await api.post('/api/device', { name: 'Basic MQTT device' }, tenantToken)).body;
        const current = (await api.get(`/api/device/${device.id.id}/credentials`, tenantToken)).body;
        const saved = await api.post(
            '/api/device/credentials',
            { ...current, credentialsType: 'MQTT_BASIC', credentialsId: null, credentialsValue: JSON.stringify({ clientId: 'basic-client', userName: 'basic-user', password: 'secret' }) },
            tenantToken,
        );
        expect(saved.status).toBe(200);
        const url = `mqtt://127.0.0.1:${server.mqttPort}`;
        await expect(connectAsync(url, { clientId: 'basic-client', username: 'basic-user', password: 'wrong', reconnectPeriod: 0 })).rejects.toMatchObject({ code: 5 });
        const client = await connectAsync(url, { clientId: 'basic-client', username: 'basic-user', password: 'secret', reconnectPeriod: 0 });
        clients.push(client);
        await client.publishAsync('v1/devices/me/telemetry', '{"basic":1}', { qos: 1 });
        const latest = await api.get(`/api/plugins/telemetry/DEVICE/${device.id.id}/values/timeseries?keys=basic`, tenantToken);
        expect(latest.body.basic[0].value).toBe('1');
    });

    it('stores published telemetry and keeps connect and activity times', async () => {
        const before = Date.now();
        const device = await connect('A1_TEST_TOKEN');
        await device.publishAsync('v1/devices/me/telemetry', '{"temperature":25.0,"ts_check":1}', { qos: 1 });
        const latest = await api.get(`/api/plugins/telemetry/DEVICE/${ids['Test Device A1']}/values/timeseries?keys=temperature`, tenantToken);
        expect(latest.body.temperature[0].value).toBe('25.0');
        await device.publishAsync('v1/devices/me/telemetry', '[{"ts":1000,"values":{"old":"yes"}}]', { qos: 1 });
        const old = await api.get(`/api/plugins/telemetry/DEVICE/${ids['Test Device A1']}/values/timeseries?keys=old&startTs=0&endTs=2000`, tenantToken);
        expect(old.body).toEqual({ old: [{ ts: 1000, value: 'yes' }] });
        const state = await serverAttributes(ids['Test Device A1']!);
        expect(state.active).toBe(true);
        expect(state.lastConnectTime).toBeGreaterThanOrEqual(before);
        expect(state.lastActivityTime).toBeGreaterThanOrEqual(before);

        await device.endAsync();
        await sleep(200);
        expect((await serverAttributes(ids['Test Device A1']!)).lastDisconnectTime).toBeGreaterThanOrEqual(before);
    });

    it('writes client attributes (numeric strings cast, as ThingsBoard does) and answers attribute requests', async () => {
        const device = await connect('A2_TEST_TOKEN');
        await device.publishAsync('v1/devices/me/attributes', '{"firmware":"2.1","boots":7}', { qos: 1 });
        await api.post(`/api/plugins/telemetry/DEVICE/${ids['Test Device A2']}/attributes/SHARED_SCOPE`, { interval: 30 }, tenantToken);
        await device.subscribeAsync('v1/devices/me/attributes/response/+');
        const answer = nextMessage(device, 'v1/devices/me/attributes/response/');
        await device.publishAsync('v1/devices/me/attributes/request/17', '{"clientKeys":"firmware","sharedKeys":"interval"}');
        expect(await answer).toEqual({ topic: 'v1/devices/me/attributes/response/17', body: { client: { firmware: 2.1 }, shared: { interval: 30 } } });
        const client = await api.get(`/api/plugins/telemetry/DEVICE/${ids['Test Device A2']}/values/attributes/CLIENT_SCOPE`, tenantToken);
        expect(client.body.map((a: { key: string }) => a.key).sort()).toEqual(['boots', 'firmware']);
    });

    it('pushes shared attribute changes and deletions to a listening device, and nothing of other devices', async () => {
        const a3 = await connect('A3_TEST_TOKEN');
        const b1 = await connect('B1_TEST_TOKEN');
        await a3.subscribeAsync('v1/devices/me/attributes');
        await b1.subscribeAsync('v1/devices/me/attributes');
        // Topics outside the device API are refused in the SUBACK (0x80).
        await expect(b1.subscribeAsync('v1/devices/other/#')).rejects.toThrow(/Subscribe error/);

        const update = nextMessage(a3, 'v1/devices/me/attributes');
        await api.post(`/api/plugins/telemetry/DEVICE/${ids['Test Device A3']}/attributes/SHARED_SCOPE`, { targetTemperature: 21.5 }, tenantToken);
        expect((await update).body).toEqual({ targetTemperature: 21.5 });
        const deleted = nextMessage(a3, 'v1/devices/me/attributes');
        await api.call('DELETE', `/api/plugins/telemetry/DEVICE/${ids['Test Device A3']}/SHARED_SCOPE?keys=targetTemperature`, { token: tenantToken });
        expect((await deleted).body).toEqual({ deleted: ['targetTemperature'] });

        // B1's own publish on the shared topic name reaches the server only, never A3.
        const leaked = nextMessage(a3, 'v1/devices/me/attributes', 500).then(() => 'leaked', () => 'quiet');
        await b1.publishAsync('v1/devices/me/attributes', '{"mine":1}', { qos: 1 });
        expect(await leaked).toBe('quiet');
    });

    it('closes the connection of a device that publishes what the API cannot read', async () => {
        const device = await connect('C1_TEST_TOKEN');
        const closed = new Promise<void>(resolve => device.once('close', () => resolve()));
        device.publish('v1/devices/me/telemetry', '{"broken":', { qos: 0 });
        await closed;
    });

    it('delivers a server-side RPC to a listening device and returns its answer', async () => {
        const device = await connect('T1_TEST_TOKEN');
        await device.subscribeAsync('v1/devices/me/rpc/request/+');
        device.on('message', (topic, payload) => {
            if (!topic.startsWith('v1/devices/me/rpc/request/')) return;
            const request = JSON.parse(payload.toString()) as { method: string; params: unknown };
            device.publish(topic.replace('request', 'response'), JSON.stringify({ echo: request.params, method: request.method }));
        });
        const twoWay = await api.call('POST', `/api/rpc/twoway/${ids['Thermostat T1']}`, { body: { method: 'getState', params: { deep: true }, timeout: 2000 }, token: tenantToken });
        expect([twoWay.status, twoWay.body]).toEqual([200, { echo: { deep: true }, method: 'getState' }]);
        const oneWay = await api.call('POST', `/api/rpc/oneway/${ids['Thermostat T1']}`, { body: { method: 'blink', params: 3 }, token: tenantToken });
        expect([oneWay.status, oneWay.text]).toEqual([200, '']);
    });
});
