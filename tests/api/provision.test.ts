// POST /api/v1/provision honours the profile's strategy (ThingsBoard's device provisioning).
import { freePort } from '../support/freePort';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { apiClient, type ApiClient } from '../support/api';
import { startTestServer } from '../support/server';
import { createActiveUser } from './fixtures';

type Json = Record<string, any>;

/** One server with the MQTT broker on, the demo tenant's admin and a second tenant's admin. */
let world: { server: RunningServer; api: ApiClient; tenant: { token: string }; tenant2: { token: string } };

beforeAll(async () => {
    const server = await startTestServer({ mqttPort: await freePort() });
    const api = apiClient(server.url);
    const [tenant, sysadmin] = await Promise.all([api.login('tenant@thingsboard.org', 'tenant'), api.login('sysadmin@thingsboard.org', 'sysadmin')]);
    const created = await api.post('/api/tenant', { title: 'Provisioning tenant' }, sysadmin.token);
    const tenant2 = await createActiveUser(api, sysadmin.token, { email: 'prov-admin@example.com', authority: 'TENANT_ADMIN', tenantId: created.body.id }, 'password2');
    world = { server, api, tenant, tenant2 };
    await profile('create-profile', 'ALLOW_CREATE_NEW_DEVICES', 'create-key', 'create-secret');
    await profile('pre-profile', 'CHECK_PRE_PROVISIONED_DEVICES', 'pre-key', 'pre-secret');
    await profile('off-profile', 'DISABLED', 'off-key', 'off-secret');
    await profile('mqtt-profile', 'ALLOW_CREATE_NEW_DEVICES', 'mqtt-key', 'mqtt-secret', 'MQTT', world.tenant2.token);
}, 60_000);
afterAll(() => world?.server.close());

const profiles: Record<string, Json> = {};

async function profile(name: string, provisionType: string, key: string, secret: string, transportType = 'DEFAULT', token = world.tenant.token): Promise<void> {
    const saved = await world.api.post(
        '/api/deviceProfile',
        {
            name,
            transportType,
            provisionType,
            provisionDeviceKey: key,
            profileData: {
                configuration: { type: 'DEFAULT' },
                transportConfiguration: { type: transportType },
                provisionConfiguration: { type: provisionType, provisionDeviceSecret: secret },
                alarms: null,
            },
        },
        token,
    );
    expect(saved.status, saved.text).toBe(200);
    profiles[name] = saved.body;
}

const provision = (body: Json) => world.api.post('/api/v1/provision', body);
const NOT_FOUND = { status: 'NOT_FOUND', errorMsg: 'Provision data was not found!' };
const FAILURE = { status: 'FAILURE', errorMsg: 'Failed to provision device!' };

async function device(name: string, token = world.tenant.token): Promise<Json | null> {
    const found = await world.api.get(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`, token);
    return found.status === 200 ? found.body : null;
}

describe('ALLOW_CREATE_NEW_DEVICES', () => {
    it('creates the device in the profile and answers a generated access token that works on the device API', async () => {
        const answer = await provision({ deviceName: 'Provisioned 1', provisionDeviceKey: 'create-key', provisionDeviceSecret: 'create-secret' });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ status: 'SUCCESS', credentialsType: 'ACCESS_TOKEN', credentialsValue: expect.stringMatching(/^[A-Za-z0-9]{20}$/) });
        const created = await device('Provisioned 1');
        expect(created).toMatchObject({ type: 'create-profile', deviceProfileId: profiles['create-profile']!.id });
        expect((await world.api.post(`/api/v1/${answer.body.credentialsValue}/telemetry`, { t: 1 })).status).toBe(200);
        const state = await world.api.get(`/api/plugins/telemetry/DEVICE/${created!.id.id}/values/attributes/SERVER_SCOPE?keys=provisionState`, world.tenant.token);
        expect(state.body).toEqual([expect.objectContaining({ key: 'provisionState', value: 'provisioned' })]);
    });

    it('uses the access token or MQTT credentials the device asks for', async () => {
        const token = await provision({ deviceName: 'Provisioned 2', provisionDeviceKey: 'create-key', provisionDeviceSecret: 'create-secret', credentialsType: 'ACCESS_TOKEN', token: 'MY_OWN_TOKEN' });
        expect(token.body).toEqual({ status: 'SUCCESS', credentialsType: 'ACCESS_TOKEN', credentialsValue: 'MY_OWN_TOKEN' });
        const mqtt = await provision({
            deviceName: 'Provisioned 3',
            provisionDeviceKey: 'create-key',
            provisionDeviceSecret: 'create-secret',
            credentialsType: 'MQTT_BASIC',
            clientId: 'client-3',
            username: 'user-3',
            password: 'pass-3',
        });
        expect(mqtt.body).toEqual({ status: 'SUCCESS', credentialsType: 'MQTT_BASIC', credentialsValue: { clientId: 'client-3', userName: 'user-3', password: 'pass-3' } });
    });

    it('refuses a name already taken and a token already used (FAILURE)', async () => {
        expect((await provision({ deviceName: 'Provisioned 1', provisionDeviceKey: 'create-key', provisionDeviceSecret: 'create-secret' })).body).toEqual(FAILURE);
        expect((await provision({ deviceName: 'Provisioned 4', provisionDeviceKey: 'create-key', provisionDeviceSecret: 'create-secret', credentialsType: 'ACCESS_TOKEN', token: 'MY_OWN_TOKEN' })).body).toEqual(FAILURE);
        expect(await device('Provisioned 4')).toBeNull();
    });

    it('creates the device in the profile owner tenant only', async () => {
        const answer = await provision({ deviceName: 'Second tenant device', provisionDeviceKey: 'mqtt-key', provisionDeviceSecret: 'mqtt-secret' });
        expect(answer.body.status).toBe('SUCCESS');
        expect(await device('Second tenant device', world.tenant2.token)).toMatchObject({ type: 'mqtt-profile' });
        expect(await device('Second tenant device')).toBeNull();
    });
});

describe('CHECK_PRE_PROVISIONED_DEVICES', () => {
    it('hands out the credentials of the existing device of that profile, once', async () => {
        const existing = await world.api.post('/api/device?accessToken=PRE_TOKEN', { name: 'Pre 1', deviceProfileId: profiles['pre-profile']!.id }, world.tenant.token);
        expect(existing.status).toBe(200);
        const first = await provision({ deviceName: 'Pre 1', provisionDeviceKey: 'pre-key', provisionDeviceSecret: 'pre-secret' });
        expect(first.body).toEqual({ status: 'SUCCESS', credentialsType: 'ACCESS_TOKEN', credentialsValue: 'PRE_TOKEN' });
        expect((await provision({ deviceName: 'Pre 1', provisionDeviceKey: 'pre-key', provisionDeviceSecret: 'pre-secret' })).body).toEqual(FAILURE);
    });

    it('fails for an unknown device or a device of another profile, and creates nothing', async () => {
        expect((await provision({ deviceName: 'Nobody', provisionDeviceKey: 'pre-key', provisionDeviceSecret: 'pre-secret' })).body).toEqual(FAILURE);
        expect((await provision({ deviceName: 'Thermostat T1', provisionDeviceKey: 'pre-key', provisionDeviceSecret: 'pre-secret' })).body).toEqual(FAILURE);
        expect(await device('Nobody')).toBeNull();
    });
});

describe('refusals', () => {
    it('a disabled strategy, an unknown key, a wrong or missing secret are NOT_FOUND', async () => {
        expect((await provision({ deviceName: 'x', provisionDeviceKey: 'off-key', provisionDeviceSecret: 'off-secret' })).body).toEqual(NOT_FOUND);
        expect((await provision({ deviceName: 'x', provisionDeviceKey: 'no-such-key', provisionDeviceSecret: 'create-secret' })).body).toEqual(NOT_FOUND);
        expect((await provision({ deviceName: 'x', provisionDeviceKey: 'create-key', provisionDeviceSecret: 'wrong' })).body).toEqual(NOT_FOUND);
        expect((await provision({ deviceName: 'x', provisionDeviceKey: 'create-key' })).body).toEqual(NOT_FOUND);
        expect((await provision({ deviceName: '   ', provisionDeviceKey: 'create-key', provisionDeviceSecret: 'create-secret' })).body).toEqual(NOT_FOUND);
        expect(await device('x')).toBeNull();
    });

    it('a body that is not a JSON object is a bare 400', async () => {
        const garbage = await world.api.call('POST', '/api/v1/provision', { raw: 'not json', headers: { 'Content-Type': 'text/plain' } });
        expect(garbage.status).toBe(400);
        expect(garbage.text).toBe('');
        expect((await world.api.call('POST', '/api/v1/provision', { raw: '[1]' })).status).toBe(400);
    });
});

describe('over MQTT', () => {
    it('a client connected as "provision" publishes to /provision/request and reads the answer on /provision/response', async () => {
        const client = await connectAsync(`mqtt://127.0.0.1:${world.server.mqttPort}`, { username: 'provision', reconnectPeriod: 0, connectTimeout: 3000 });
        try {
            await client.subscribeAsync('/provision/response');
            const answer = new Promise<Json>(resolve => client.once('message', (_topic, payload) => resolve(JSON.parse(payload.toString()) as Json)));
            await client.publishAsync('/provision/request', JSON.stringify({ deviceName: 'MQTT provisioned', provisionDeviceKey: 'create-key', provisionDeviceSecret: 'create-secret' }));
            expect(await answer).toEqual({ status: 'SUCCESS', credentialsType: 'ACCESS_TOKEN', credentialsValue: expect.any(String) });
            expect(await device('MQTT provisioned')).toMatchObject({ type: 'create-profile' });
            // The provisioning client is not a device: device topics are refused.
            await expect(client.subscribeAsync('v1/devices/me/attributes')).rejects.toThrow(/Subscribe error/);
        } finally {
            await client.endAsync(true);
        }
    });
});
