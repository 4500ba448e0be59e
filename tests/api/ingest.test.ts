import { freePort } from '../support/freePort';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiClient, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * Ingest (issue #29): every point a device was answered for is stored. Points without `ts` get
 * the server's time, one millisecond of their own per device, so a burst overwrites nothing.
 */
let server: RunningServer;
let api: ApiClient;
let tenantToken: string;
const clients: MqttClient[] = [];

async function newDevice(name: string): Promise<{ id: string; token: string }> {
    const device = await api.post('/api/device', { name }, tenantToken);
    expect(device.status).toBe(200);
    const credentials = await api.get(`/api/device/${device.body.id.id}/credentials`, tenantToken);
    return { id: device.body.id.id, token: credentials.body.credentialsId };
}

/** Every stored point of a key, oldest first, as [ts, value]. */
async function history(deviceId: string, key: string): Promise<Array<[number, number]>> {
    await server.app.ctx.ruleEngine.settled();
    const response = await api.get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=${key}&startTs=0&endTs=${Date.now() + 3_600_000}&limit=10000&orderBy=ASC&useStrictDataTypes=true`, tenantToken);
    expect(response.status).toBe(200);
    return (response.body[key] ?? []).map((point: { ts: number; value: number }) => [point.ts, point.value]);
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

beforeAll(async () => {
    server = await startTestServer({ mqttPort: await freePort() });
    api = apiClient(server.url);
    tenantToken = (await api.login('tenant@thingsboard.org', 'tenant')).token;
});
afterAll(async () => {
    await Promise.all(clients.map(client => client.endAsync(true).catch(() => undefined)));
    await server?.close();
});

describe('points without ts', () => {
    it('an MQTT burst of one device keeps every point, with distinct timestamps increasing in the order it was sent', async () => {
        const device = await newDevice('Burst over MQTT');
        const client = await connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: device.token, reconnectPeriod: 0 });
        clients.push(client);
        // Written back to back: the server reads many of them in the same millisecond.
        await Promise.all(range(300).map(n => client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ n }), { qos: 1 })));
        const points = await history(device.id, 'n');
        expect(points.map(([, value]) => value)).toEqual(range(300));
        expect(points.every(([ts], index) => index === 0 || ts > points[index - 1]![0])).toBe(true);
    });

    it('an HTTP burst of one device keeps every point', async () => {
        const device = await newDevice('Burst over HTTP');
        const answers = await Promise.all(range(100).map(n => api.post(`/api/v1/${device.token}/telemetry`, { n })));
        expect(answers.every(answer => answer.status === 200)).toBe(true);
        const points = await history(device.id, 'n');
        expect(points.map(([, value]) => value).sort((a, b) => a - b)).toEqual(range(100));
    });

    it('a payload array without ts keeps each of its objects, in order (an offline buffer flushed)', async () => {
        const device = await newDevice('Offline buffer');
        const answer = await api.post(`/api/v1/${device.token}/telemetry`, range(50).map(n => ({ n })));
        expect(answer.status).toBe(200);
        expect((await history(device.id, 'n')).map(([, value]) => value)).toEqual(range(50));
    });

    it('the same holds for time series saved through the REST API', async () => {
        const device = await newDevice('REST burst');
        const saved = await api.post(`/api/plugins/telemetry/DEVICE/${device.id}/timeseries/ANY`, range(50).map(n => ({ n })), tenantToken);
        expect(saved.status).toBe(200);
        expect((await history(device.id, 'n')).map(([, value]) => value)).toEqual(range(50));
    });
});
