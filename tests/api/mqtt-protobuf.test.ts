import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { buildDynamicSchema } from '../../server/deviceProfiles/protobuf/dynamicSchema';
import { decodeToJson, encodeFromJson } from '../../server/deviceProfiles/protobuf/protoCodec';
import { parseProtoFile } from '../../server/deviceProfiles/protobuf/protoParser';
import { stringifyTypedJson } from '../../server/telemetry/typedJson';
import { apiClient, type ApiClient } from '../support/api';
import { freePort } from '../support/freePort';
import { startTestServer } from '../support/server';
import { createActiveUser } from './fixtures';

/**
 * Devices of a profile whose MQTT payloads are protobuf (ThingsBoard's ProtoMqttAdaptor): what
 * they publish is read with their own profile's schemas, RPC requests reach them as messages of
 * the profile's RPC request schema, and their answers are read with its RPC response schema.
 */
let server: RunningServer;
let api: ApiClient;
let tenantToken: string;
let otherTenantToken: string;
const clients: MqttClient[] = [];

const TELEMETRY_SCHEMA = `syntax = "proto3";
package meter;

message Reading {
  optional int64 ts = 1;
  Values values = 2;

  message Values {
    double temperature = 1;
    int32 level = 2;
    string note = 3;
    Probe probe = 4;
  }
  message Probe {
    repeated int32 samples = 1;
    bool alive = 2;
  }
}`;
const ATTRIBUTES_SCHEMA = `syntax = "proto3";
package meter;

message Config {
  optional string firmware = 1;
  optional int32 slots = 2;
}`;
/** The same message with its two field numbers swapped: another tenant's reading of the same bytes. */
const SWAPPED_ATTRIBUTES_SCHEMA = ATTRIBUTES_SCHEMA.replace('firmware = 1', 'firmware = 2').replace('slots = 2', 'slots = 1').replace('optional string firmware', 'optional int32 firmware').replace('optional int32 slots', 'optional string slots');

const compile = (text: string, name: string) => buildDynamicSchema(parseProtoFile(text), name);

const protoProfile = (name: string, attributesSchema: string, extra: Record<string, unknown> = {}) => ({
    name,
    type: 'DEFAULT',
    transportType: 'MQTT',
    profileData: {
        configuration: { type: 'DEFAULT' },
        transportConfiguration: {
            type: 'MQTT',
            deviceTelemetryTopic: 'v1/devices/me/telemetry',
            deviceAttributesTopic: 'v1/devices/me/attributes',
            transportPayloadTypeConfiguration: { transportPayloadType: 'PROTOBUF', deviceTelemetryProtoSchema: TELEMETRY_SCHEMA, deviceAttributesProtoSchema: attributesSchema, ...extra },
        },
    },
});

/** A device of a new profile; its access token. */
async function protoDevice(token: string, profileName: string, attributesSchema = ATTRIBUTES_SCHEMA, extra: Record<string, unknown> = {}) {
    const profile = await api.post('/api/deviceProfile', protoProfile(profileName, attributesSchema, extra), token);
    expect(profile.status, profile.text).toBe(200);
    const device = await api.post('/api/device', { name: `${profileName} device`, deviceProfileId: profile.body.id }, token);
    expect(device.status, device.text).toBe(200);
    const credentials = await api.get(`/api/device/${device.body.id.id}/credentials`, token);
    return { id: device.body.id.id as string, accessToken: credentials.body.credentialsId as string, profile: profile.body };
}

const connect = async (accessToken: string) => {
    const client = await connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: accessToken, reconnectPeriod: 0, connectTimeout: 3000 });
    clients.push(client);
    return client;
};

const latest = async (token: string, deviceId: string, keys: string) => (await api.get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=${keys}`, token)).body;
const clientAttributes = async (token: string, deviceId: string) => {
    const response = await api.get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/attributes/CLIENT_SCOPE`, token);
    return Object.fromEntries((response.body as Array<{ key: string; value: unknown }>).map(attribute => [attribute.key, attribute.value]));
};

beforeAll(async () => {
    server = await startTestServer({ mqttPort: await freePort() });
    api = apiClient(server.url);
    tenantToken = (await api.login('tenant@thingsboard.org', 'tenant')).token;
    const sysadmin = (await api.login('sysadmin@thingsboard.org', 'sysadmin')).token;
    const tenant = await api.post('/api/tenant', { title: 'Protobuf other tenant' }, sysadmin);
    const admin = { authority: 'TENANT_ADMIN', tenantId: tenant.body.id, email: 'proto-other@thingsboard.org', firstName: 'Other', lastName: 'Admin' };
    otherTenantToken = (await createActiveUser(api, sysadmin, admin, 'otherPassword1')).token;
});
afterAll(async () => {
    await Promise.all(clients.map(client => client.endAsync(true).catch(() => undefined)));
    await server?.close();
});

describe('MQTT devices with protobuf payloads', () => {
    it('reads telemetry with the profile schema: ts and values, numbers typed as protobuf writes them, nested messages as JSON', async () => {
        const device = await protoDevice(tenantToken, 'Proto telemetry');
        const client = await connect(device.accessToken);
        const schema = compile(TELEMETRY_SCHEMA, 'telemetry proto schema');
        const reading = { ts: '1700000000123', values: { temperature: 25.5, level: 7, note: 'ok', probe: { samples: [1, 2, 3], alive: true } } };
        await client.publishAsync('v1/devices/me/telemetry', Buffer.from(encodeFromJson(reading, schema)), { qos: 1 });
        const values = await latest(tenantToken, device.id, 'temperature,level,note,probe');
        expect(values.temperature[0]).toEqual({ ts: 1700000000123, value: '25.5' });
        expect(values.level[0]).toEqual({ ts: 1700000000123, value: '7' });
        expect(values.note[0].value).toBe('ok');
        expect(JSON.parse(values.probe[0].value)).toEqual({ samples: [1, 2, 3], alive: true });
    });

    it('reads client attributes with the attributes schema (bytes written by hand), unset optional fields left out', async () => {
        const device = await protoDevice(tenantToken, 'Proto attributes');
        const client = await connect(device.accessToken);
        // firmware (1, length-delimited) = "v21", slots (2, varint) = 5
        await client.publishAsync('v1/devices/me/attributes', Buffer.from([0x0a, 0x03, 0x76, 0x32, 0x31, 0x10, 0x05]), { qos: 1 });
        expect(await clientAttributes(tenantToken, device.id)).toMatchObject({ firmware: 'v21', slots: 5 });
        await client.publishAsync('v1/devices/me/attributes', Buffer.from([0x10, 0x09]), { qos: 1 });
        expect(await clientAttributes(tenantToken, device.id)).toMatchObject({ firmware: 'v21', slots: 9 });
    });

    it('sends RPC requests as messages of the RPC request schema and reads answers with the RPC response schema', async () => {
        const device = await protoDevice(tenantToken, 'Proto RPC');
        const client = await connect(device.accessToken);
        const requestSchema = compile(device.profile.profileData.transportConfiguration.transportPayloadTypeConfiguration.deviceRpcRequestProtoSchema, 'rpc request proto schema');
        const responseSchema = compile(device.profile.profileData.transportConfiguration.transportPayloadTypeConfiguration.deviceRpcResponseProtoSchema, 'rpc response proto schema');
        await client.subscribeAsync('v1/devices/me/rpc/request/+');
        const received: unknown[] = [];
        client.on('message', (topic, payload) => {
            if (!topic.startsWith('v1/devices/me/rpc/request/')) return;
            const request = JSON.parse(stringifyTypedJson(decodeToJson(payload, requestSchema))) as { method: string; requestId: number; params: string };
            received.push(request);
            client.publish(topic.replace('request', 'response'), Buffer.from(encodeFromJson({ payload: `done ${request.method}` }, responseSchema)));
        });
        const answer = await api.call('POST', `/api/rpc/twoway/${device.id}`, { body: { method: 'reboot', params: { delay: 5 }, timeout: 3000 }, token: tenantToken });
        expect([answer.status, answer.body]).toEqual([200, { payload: 'done reboot' }]);
        expect(received).toEqual([{ method: 'reboot', requestId: expect.any(Number), params: '{"delay":5}' }]);
    });

    it('closes the connection of a device whose payload is not a message of its schema; with JSON compatibility, JSON is read instead', async () => {
        const strict = await protoDevice(tenantToken, 'Proto strict');
        const client = await connect(strict.accessToken);
        const closed = new Promise<void>(resolve => client.once('close', () => resolve()));
        // field 1 as length-delimited, 200 bytes announced, 1 given
        client.publish('v1/devices/me/telemetry', Buffer.from([0x0a, 0xc8, 0x01, 0x00]), { qos: 0 });
        await closed;
        // Nothing stored: the latest value of a key never written is null, as ThingsBoard answers.
        expect((await latest(tenantToken, strict.id, 'temperature')).temperature[0].value).toBeNull();

        const lenient = await protoDevice(tenantToken, 'Proto lenient', ATTRIBUTES_SCHEMA, { enableCompatibilityWithJsonPayloadFormat: true });
        const jsonClient = await connect(lenient.accessToken);
        await jsonClient.publishAsync('v1/devices/me/telemetry', '{"temperature":21.5}', { qos: 1 });
        expect((await latest(tenantToken, lenient.id, 'temperature')).temperature[0].value).toBe('21.5');
    });

    it('a profile edit applies to a connected device at once', async () => {
        const device = await protoDevice(tenantToken, 'Proto edited');
        const client = await connect(device.accessToken);
        await client.publishAsync('v1/devices/me/attributes', Buffer.from([0x10, 0x05]), { qos: 1 });
        expect(await clientAttributes(tenantToken, device.id)).toMatchObject({ slots: 5 });
        const profile = device.profile;
        profile.profileData.transportConfiguration.transportPayloadTypeConfiguration.deviceAttributesProtoSchema = SWAPPED_ATTRIBUTES_SCHEMA;
        expect((await api.post('/api/deviceProfile', profile, tenantToken)).status).toBe(200);
        await client.publishAsync('v1/devices/me/attributes', Buffer.from([0x10, 0x06]), { qos: 1 });
        expect(await clientAttributes(tenantToken, device.id)).toMatchObject({ firmware: 6 });
    });

    it('tenants never meet: each device reads the same bytes with its own tenant\'s profile, and neither tenant sees the other\'s device', async () => {
        const mine = await protoDevice(tenantToken, 'Proto shared name');
        const theirs = await protoDevice(otherTenantToken, 'Proto shared name', SWAPPED_ATTRIBUTES_SCHEMA);
        const bytes = Buffer.from([0x0a, 0x03, 0x76, 0x32, 0x31, 0x10, 0x05]);
        // Mine: firmware "v21", slots 5. Theirs: slots (1) "v21", firmware (2) 5.
        await (await connect(mine.accessToken)).publishAsync('v1/devices/me/attributes', bytes, { qos: 1 });
        await (await connect(theirs.accessToken)).publishAsync('v1/devices/me/attributes', bytes, { qos: 1 });
        expect(await clientAttributes(tenantToken, mine.id)).toMatchObject({ firmware: 'v21', slots: 5 });
        expect(await clientAttributes(otherTenantToken, theirs.id)).toMatchObject({ firmware: 5, slots: 'v21' });
        for (const [token, foreign] of [[tenantToken, theirs], [otherTenantToken, mine]] as const) {
            expect((await api.get(`/api/plugins/telemetry/DEVICE/${foreign.id}/values/attributes/CLIENT_SCOPE`, token)).status).toBeGreaterThanOrEqual(400);
            expect((await api.get(`/api/deviceProfile/${foreign.profile.id.id}`, token)).status).toBeGreaterThanOrEqual(400);
            // A device cannot be moved onto another tenant's protobuf profile.
            const own = token === tenantToken ? mine : theirs;
            const device = (await api.get(`/api/device/${own.id}`, token)).body;
            expect((await api.post('/api/device', { ...device, deviceProfileId: foreign.profile.id }, token)).status).toBeGreaterThanOrEqual(400);
        }
    });
});
