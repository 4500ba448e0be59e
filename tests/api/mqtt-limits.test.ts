import net from 'node:net';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiClient, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';
import { freePort } from '../support/freePort';

/**
 * What an MQTT client may cost the server (issue #20.3): the packet size (ThingsBoard's 65536 by
 * default, 4096 here), the time to a CONNECT, and how many connections may be unauthenticated at once.
 */
const LIMITS = { maxPacketBytes: 4096, connectTimeoutMs: 2000, maxUnauthenticated: 3 };

let server: RunningServer;
let api: ApiClient;
let tenantToken: string;
const clients: MqttClient[] = [];
const sockets: net.Socket[] = [];

/** A bare TCP connection to the broker, with a promise of the order in which it was closed. */
let closings = 0;
async function rawConnection() {
    const socket = net.connect(server.mqttPort!, '127.0.0.1');
    sockets.push(socket);
    const closed = new Promise<number>(resolve => socket.once('close', () => resolve(++closings)));
    socket.on('error', () => undefined);
    await new Promise(resolve => socket.once('connect', resolve));
    return { socket, closed };
}

/** A CONNECT whose remaining length is the largest MQTT can declare: 268,435,455 bytes (256 MB). */
const OVERSIZED_CONNECT_HEADER = Buffer.from([0x10, 0xff, 0xff, 0xff, 0x7f]);

const connectDevice = async (token: string) => {
    const client = await connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: token, reconnectPeriod: 0, connectTimeout: 5000 });
    clients.push(client);
    return client;
};

async function deviceToken(name: string): Promise<{ id: string; token: string }> {
    const device = await api.post('/api/device', { name }, tenantToken);
    const credentials = await api.get(`/api/device/${device.body.id.id}/credentials`, tenantToken);
    return { id: device.body.id.id, token: credentials.body.credentialsId };
}

beforeAll(async () => {
    server = await startTestServer({ mqttPort: await freePort(), mqttLimits: LIMITS });
    api = apiClient(server.url);
    tenantToken = (await api.login('tenant@thingsboard.org', 'tenant')).token;
});
afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(clients.map(client => client.endAsync(true).catch(() => undefined)));
    await server?.close();
});

describe('MQTT before authentication', () => {
    it('closes a connection at the header of a packet declared over the limit, before its bytes arrive', async () => {
        const silent = await rawConnection();
        const oversized = await rawConnection();
        oversized.socket.write(OVERSIZED_CONNECT_HEADER);
        // Closed for its header, while the silent one still waits for its connect timeout.
        expect(await oversized.closed).toBeLessThan(await silent.closed);
    });

    it('caps the unauthenticated connections: one more is closed at once, and the silent ones after the connect timeout', async () => {
        const silent = [await rawConnection(), await rawConnection(), await rawConnection()];
        const oneMore = await rawConnection();
        const closedFirst = await oneMore.closed;
        const silentClosed = await Promise.all(silent.map(connection => connection.closed));
        expect(silentClosed.every(order => order > closedFirst)).toBe(true);
        // Once the silent ones are gone, a device connects.
        const device = await deviceToken('Device after the crowd');
        const client = await connectDevice(device.token);
        expect(client.connected).toBe(true);
    });
});

describe('MQTT packet size for authenticated devices', () => {
    it('keeps a payload within the limit and closes the connection of a device that sends a larger one, storing nothing of it', async () => {
        const device = await deviceToken('Large payload device');
        const client = await connectDevice(device.token);
        await client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ fits: 'x'.repeat(3000) }), { qos: 1 });
        const closed = new Promise<void>(resolve => client.once('close', () => resolve()));
        client.publish('v1/devices/me/telemetry', JSON.stringify({ tooLarge: 'x'.repeat(5000) }), { qos: 1 });
        await closed;
        const latest = await api.get(`/api/plugins/telemetry/DEVICE/${device.id}/values/timeseries?keys=fits,tooLarge`, tenantToken);
        expect(latest.body.fits[0].value).toHaveLength(3000);
        // A key never written answers a null value.
        expect(latest.body.tooLarge?.[0]?.value ?? null).toBeNull();
    });
});
