import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createWorld, type World } from './fixtures';

type Json = Record<string, any>;

let world: World;

beforeAll(async () => {
    world = await createWorld();
}, 60_000);
afterAll(() => world?.close());

/** Waits until the writes went through (a rule engine, when there is one) and their evaluations finished. */
async function settled(): Promise<void> {
    const ctx = world.server.app.ctx as typeof world.server.app.ctx & { ruleEngine?: { settled(): Promise<void> } };
    await ctx.ruleEngine?.settled();
    await ctx.alarmRules.settled();
}

async function postTelemetry(token: string, values: Json): Promise<void> {
    const response = await world.api.post(`/api/v1/${token}/telemetry`, values);
    expect(response.status).toBe(200);
    await settled();
}

async function alarmsOf(deviceId: string, token = world.tenant.token): Promise<Json[]> {
    const page = await world.api.get(`/api/alarm/DEVICE/${deviceId}?pageSize=20&page=0&sortProperty=createdTime&sortOrder=DESC`, token);
    expect(page.status).toBe(200);
    return page.body.data;
}

async function deviceByName(name: string): Promise<Json> {
    return (await world.api.get(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`, world.tenant.token)).body;
}

async function tokenOf(deviceId: string, token = world.tenant.token): Promise<string> {
    return (await world.api.get(`/api/device/${deviceId}/credentials`, token)).body.credentialsId;
}

const numeric = (key: string, operation: string, defaultValue: number, dynamicValue: Json | null = null) => ({
    key: { type: 'TIME_SERIES', key },
    valueType: 'NUMERIC',
    value: null,
    predicate: { type: 'NUMERIC', operation, value: { defaultValue, userValue: null, dynamicValue } },
});
const rule = (conditions: Json[], spec: Json = { type: 'SIMPLE' }, alarmDetails: string | null = null) => ({
    condition: { condition: conditions, spec },
    schedule: null,
    alarmDetails,
    dashboardId: null,
});

/** A profile with one alarm and a device using it, with the device's access token. */
async function profileWithDevice(name: string, alarm: Json, token = world.tenant.token): Promise<{ profile: Json; device: Json; accessToken: string }> {
    const profile = await world.api.post(
        '/api/deviceProfile',
        {
            name,
            type: 'DEFAULT',
            transportType: 'DEFAULT',
            profileData: {
                configuration: { type: 'DEFAULT' },
                transportConfiguration: { type: 'DEFAULT' },
                provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
                alarms: [{ id: `${name}-alarm`, propagate: false, propagateRelationTypes: null, ...alarm }],
            },
        },
        token,
    );
    expect(profile.status, profile.text).toBe(200);
    const device = await world.api.post('/api/device', { name: `${name} device`, deviceProfileId: profile.body.id }, token);
    expect(device.status).toBe(200);
    return { profile: profile.body, device: device.body, accessToken: await tokenOf(device.body.id.id, token) };
}

/** A telemetry socket with an alarmData subscription on one entity. */
async function alarmSubscription(entityId: Json) {
    const socket = new WebSocket(`${world.server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${world.tenant.token}`);
    const messages: Json[] = [];
    socket.on('message', data => messages.push(JSON.parse(data.toString()) as Json));
    await new Promise(resolve => socket.once('open', resolve));
    const next = async (): Promise<Json> => {
        const deadline = Date.now() + 3000;
        while (messages.length === 0) {
            if (Date.now() > deadline) throw new Error('no WebSocket message');
            await new Promise(resolve => setTimeout(resolve, 20));
        }
        return messages.shift()!;
    };
    socket.send(
        JSON.stringify({
            alarmDataCmds: [
                {
                    cmdId: 1,
                    query: {
                        entityFilter: { type: 'singleEntity', singleEntity: entityId },
                        pageLink: { page: 0, pageSize: 10, searchPropagatedAlarms: false, sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' }, statusList: [], severityList: [], typeList: [] },
                        alarmFields: [{ type: 'ALARM_FIELD', key: 'type' }],
                    },
                },
            ],
        }),
    );
    return { next, close: () => socket.close() };
}

describe('demo thermostat rules', () => {
    it('Thermostat T1: temperature above its threshold over the device HTTP API raises High Temperature; back at or below clears it; a WebSocket alarm subscriber sees both', async () => {
        const t1 = await deviceByName('Thermostat T1');
        const subscription = await alarmSubscription(t1.id);
        const first = await subscription.next();
        expect(first).toMatchObject({ cmdId: 1, cmdUpdateType: 'ALARM_DATA' });
        const before = first.data.totalElements;

        // T1's temperatureAlarmThreshold is 20 (the profile's default of 25 is not used).
        await postTelemetry('T1_TEST_TOKEN', { temperature: 22.5 });
        const [raised] = await alarmsOf(t1.id.id);
        expect(raised).toMatchObject({ type: 'High Temperature', severity: 'MAJOR', status: 'ACTIVE_UNACK', details: { data: 'Current temperature = 22.5' } });
        const pushed = await subscription.next();
        expect(pushed.data?.data ?? pushed.update).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'High Temperature', status: 'ACTIVE_UNACK' })]));
        expect(before).toBe(0);

        await postTelemetry('T1_TEST_TOKEN', { temperature: 19 });
        const [cleared] = await alarmsOf(t1.id.id);
        expect(cleared).toMatchObject({ id: raised!.id, status: 'CLEARED_UNACK', details: { data: 'Current temperature = 19' } });
        const clearedPush = await subscription.next();
        expect(clearedPush.update ?? clearedPush.data?.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: raised!.id, status: 'CLEARED_UNACK' })]));
        subscription.close();
    });

    it('Thermostat T2: low humidity raises Low Humidity (MINOR) under its own threshold of 30, not under the default 60', async () => {
        const t2 = await deviceByName('Thermostat T2');
        await postTelemetry('T2_TEST_TOKEN', { humidity: 45 });
        expect((await alarmsOf(t2.id.id)).filter(alarm => alarm.type === 'Low Humidity')).toEqual([]);
        await postTelemetry('T2_TEST_TOKEN', { humidity: 25 });
        expect(await alarmsOf(t2.id.id)).toEqual([expect.objectContaining({ type: 'Low Humidity', severity: 'MINOR', status: 'ACTIVE_UNACK' })]);
    });

    it('the flag attribute switches the rule off, and changing the threshold attribute re-evaluates', async () => {
        const t2 = await deviceByName('Thermostat T2');
        const save = (values: Json) => world.api.post(`/api/plugins/telemetry/DEVICE/${t2.id.id}/attributes/SERVER_SCOPE`, values, world.tenant.token);
        expect((await save({ temperatureAlarmFlag: false })).status).toBe(200);
        await settled();
        await postTelemetry('T2_TEST_TOKEN', { temperature: 28 });
        expect((await alarmsOf(t2.id.id)).filter(alarm => alarm.type === 'High Temperature')).toEqual([]);

        await save({ temperatureAlarmFlag: true });
        await settled();
        // 28 > 25 (T2's threshold): the flag turning on is itself a change the rule reads.
        expect((await alarmsOf(t2.id.id)).filter(alarm => alarm.type === 'High Temperature')).toEqual([expect.objectContaining({ status: 'ACTIVE_UNACK' })]);
        await save({ temperatureAlarmThreshold: 30 });
        await settled();
        // 28 <= 30 now meets the clear rule.
        expect((await alarmsOf(t2.id.id)).filter(alarm => alarm.type === 'High Temperature')).toEqual([expect.objectContaining({ status: 'CLEARED_UNACK' })]);
    });
});

describe('profile alarm rules', () => {
    it('raises at the highest matching severity, escalates the same alarm, never lowers it, and clears', async () => {
        const { device, accessToken } = await profileWithDevice('Escalation', {
            alarmType: 'Overheat',
            createRules: { CRITICAL: rule([numeric('temperature', 'GREATER', 50)]), MAJOR: rule([numeric('temperature', 'GREATER', 30)]) },
            clearRule: rule([numeric('temperature', 'LESS_OR_EQUAL', 20)]),
        });
        await postTelemetry(accessToken, { temperature: 35 });
        const [major] = await alarmsOf(device.id.id);
        expect(major).toMatchObject({ type: 'Overheat', severity: 'MAJOR' });
        await postTelemetry(accessToken, { temperature: 60 });
        expect(await alarmsOf(device.id.id)).toEqual([expect.objectContaining({ id: major!.id, severity: 'CRITICAL', status: 'ACTIVE_UNACK' })]);
        await postTelemetry(accessToken, { temperature: 35 });
        expect(await alarmsOf(device.id.id)).toEqual([expect.objectContaining({ id: major!.id, severity: 'CRITICAL' })]);
        await postTelemetry(accessToken, { temperature: 10 });
        expect(await alarmsOf(device.id.id)).toEqual([expect.objectContaining({ id: major!.id, status: 'CLEARED_UNACK' })]);
        // A new breach after the clear raises a new alarm.
        await postTelemetry(accessToken, { temperature: 31 });
        const again = await alarmsOf(device.id.id);
        expect(again).toHaveLength(2);
        expect(again[0]).toMatchObject({ severity: 'MAJOR', status: 'ACTIVE_UNACK' });
        expect(again[0]!.id).not.toEqual(major!.id);
    });

    it('REPEATING raises on the N-th consecutive matching message', async () => {
        const { device, accessToken } = await profileWithDevice('Repeating', {
            alarmType: 'Vibration',
            createRules: { WARNING: rule([numeric('vibration', 'GREATER', 5)], { type: 'REPEATING', predicate: { defaultValue: 3, userValue: null, dynamicValue: null } }) },
            clearRule: null,
        });
        await postTelemetry(accessToken, { vibration: 6 });
        await postTelemetry(accessToken, { vibration: 7 });
        await postTelemetry(accessToken, { vibration: 1 });
        await postTelemetry(accessToken, { vibration: 6 });
        await postTelemetry(accessToken, { vibration: 6 });
        expect(await alarmsOf(device.id.id)).toEqual([]);
        await postTelemetry(accessToken, { vibration: 6 });
        expect(await alarmsOf(device.id.id)).toEqual([expect.objectContaining({ type: 'Vibration', severity: 'WARNING' })]);
    });

    it('DURATION raises once the value has held long enough, by message time or by the clock', async () => {
        const { device, accessToken } = await profileWithDevice('Duration', {
            alarmType: 'Sustained pressure',
            createRules: { MAJOR: rule([numeric('pressure', 'GREATER', 10)], { type: 'DURATION', unit: 'MINUTES', predicate: { defaultValue: 1, userValue: null, dynamicValue: null } }) },
            clearRule: rule([numeric('pressure', 'LESS_OR_EQUAL', 10)]),
        });
        const start = Date.now() - 10 * 60_000;
        await postTelemetry(accessToken, { ts: start, values: { pressure: 12 } });
        await postTelemetry(accessToken, { ts: start + 30_000, values: { pressure: 13 } });
        expect(await alarmsOf(device.id.id)).toEqual([]);
        await postTelemetry(accessToken, { ts: start + 61_000, values: { pressure: 13 } });
        const [raised] = await alarmsOf(device.id.id);
        expect(raised).toMatchObject({ type: 'Sustained pressure', status: 'ACTIVE_UNACK' });
        await postTelemetry(accessToken, { pressure: 5 });
        expect((await alarmsOf(device.id.id))[0]).toMatchObject({ status: 'CLEARED_UNACK' });

        // Held from now on, with no further message: the clock check raises it after a minute.
        const now = Date.now();
        await postTelemetry(accessToken, { ts: now, values: { pressure: 20 } });
        const rules = world.server.app.ctx.alarmRules;
        expect(await rules.checkClock(now + 30_000)).toEqual([]);
        const byClock = await rules.checkClock(now + 61_000);
        expect(byClock).toEqual([expect.objectContaining({ type: 'Sustained pressure', status: 'ACTIVE_UNACK' })]);
    });

    it('dynamic thresholds inherit from the customer and then the tenant when the device has none', async () => {
        const dynamic = { sourceType: 'CURRENT_DEVICE', sourceAttribute: 'coLimit', inherit: true };
        const { device, accessToken } = await profileWithDevice('Inherit', {
            alarmType: 'CO level',
            createRules: { CRITICAL: rule([numeric('co', 'GREATER', 1000, dynamic)], { type: 'SIMPLE' }, 'CO ${co}') },
            clearRule: null,
        });
        const saveServer = (type: string, id: string, values: Json) => world.api.post(`/api/plugins/telemetry/${type}/${id}/attributes/SERVER_SCOPE`, values, world.tenant.token);
        expect((await saveServer('TENANT', world.tenant.tenantId, { coLimit: 50 })).status).toBe(200);
        await postTelemetry(accessToken, { co: 40 });
        expect(await alarmsOf(device.id.id)).toEqual([]);
        await postTelemetry(accessToken, { co: 60 });
        expect(await alarmsOf(device.id.id)).toEqual([expect.objectContaining({ type: 'CO level', details: { data: 'CO 60' } })]);

        // Assigned to Customer A, whose own limit (100) now wins over the tenant's.
        await world.api.post(`/api/customer/${world.customer.customerId}/device/${device.id.id}`, undefined, world.tenant.token);
        await saveServer('CUSTOMER', world.customer.customerId, { coLimit: 100 });
        const other = await profileWithDevice('Inherit two', {
            alarmType: 'CO level',
            createRules: { CRITICAL: rule([numeric('co', 'GREATER', 1000, dynamic)]) },
            clearRule: null,
        });
        await world.api.post(`/api/customer/${world.customer.customerId}/device/${other.device.id.id}`, undefined, world.tenant.token);
        await postTelemetry(other.accessToken, { co: 80 });
        expect(await alarmsOf(other.device.id.id)).toEqual([]);
        await postTelemetry(other.accessToken, { co: 120 });
        expect(await alarmsOf(other.device.id.id)).toHaveLength(1);
        // The customer's user sees the alarm of its device.
        expect(await alarmsOf(other.device.id.id, world.customer.token)).toHaveLength(1);
    });

    it('telemetry saved through the REST API is evaluated too; a schedule outside its window raises nothing', async () => {
        const { device } = await profileWithDevice('Scheduled', {
            alarmType: 'Night motion',
            createRules: {
                MAJOR: {
                    ...rule([numeric('motion', 'GREATER', 0)]),
                    // Active only on a day that never comes: an empty CUSTOM week.
                    schedule: { type: 'CUSTOM', timezone: 'Europe/Kyiv', items: [] },
                },
                MINOR: rule([numeric('motion', 'GREATER', 0)]),
            },
            clearRule: null,
        });
        const saved = await world.api.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { motion: 1 }, world.tenant.token);
        expect(saved.status).toBe(200);
        await settled();
        expect(await alarmsOf(device.id.id)).toEqual([expect.objectContaining({ type: 'Night motion', severity: 'MINOR' })]);
    });

    it('propagates to related parents by the alarm rule relation types', async () => {
        const { device, accessToken } = await profileWithDevice('Propagating', {
            alarmType: 'Door open',
            createRules: { WARNING: rule([numeric('door', 'GREATER', 0)]) },
            clearRule: null,
            propagate: true,
            propagateRelationTypes: ['Contains'],
        });
        const building = (await world.api.post('/api/asset', { name: 'Propagation building', type: 'building' }, world.tenant.token)).body;
        const related = await world.api.post('/api/relation', { from: building.id, to: device.id, type: 'Contains', typeGroup: 'COMMON' }, world.tenant.token);
        expect(related.status).toBe(200);
        await postTelemetry(accessToken, { door: 1 });
        const onAsset = await world.api.get(`/api/alarm/ASSET/${building.id.id}?pageSize=10&page=0`, world.tenant.token);
        expect(onAsset.body.data).toEqual([expect.objectContaining({ type: 'Door open', originator: device.id, propagate: true })]);
    });

    it("follows a change of the profile's rules and a move to another profile at the next message", async () => {
        const hot = (threshold: number) => ({ id: 'Retuned-alarm', alarmType: 'Hot', propagate: false, propagateRelationTypes: null, createRules: { MAJOR: rule([numeric('temperature', 'GREATER', threshold)]) }, clearRule: null });
        const { profile, device, accessToken } = await profileWithDevice('Retuned', hot(50));
        await postTelemetry(accessToken, { temperature: 10 });
        expect(await alarmsOf(device.id.id)).toHaveLength(0);

        // The same profile, its threshold lowered: the next message of the device meets the new rule.
        const retuned = await world.api.post('/api/deviceProfile', { ...profile, profileData: { ...profile.profileData, alarms: [hot(5)] } }, world.tenant.token);
        expect(retuned.status, retuned.text).toBe(200);
        await postTelemetry(accessToken, { temperature: 10 });
        expect((await alarmsOf(device.id.id)).map(alarm => alarm.type)).toEqual(['Hot']);

        // Moved to a profile with another rule: that one is evaluated.
        const { profile: cold } = await profileWithDevice('Cold room', { alarmType: 'Cold', createRules: { MINOR: rule([numeric('temperature', 'LESS', 0)]) }, clearRule: null });
        const moved = await world.api.post('/api/device', { ...device, deviceProfileId: cold.id }, world.tenant.token);
        expect(moved.status, moved.text).toBe(200);
        await postTelemetry(accessToken, { temperature: -5 });
        expect((await alarmsOf(device.id.id)).map(alarm => alarm.type).sort()).toEqual(['Cold', 'Hot']);
    });

    it('alarms stay within their tenant', async () => {
        const { device, accessToken } = await profileWithDevice('Isolated', { alarmType: 'Leak', createRules: { MAJOR: rule([numeric('water', 'GREATER', 0)]) }, clearRule: null }, world.tenant2.token);
        await postTelemetry(accessToken, { water: 3 });
        expect(await alarmsOf(device.id.id, world.tenant2.token)).toHaveLength(1);
        const foreign = await world.api.get(`/api/alarm/DEVICE/${device.id.id}?pageSize=10&page=0`, world.tenant.token);
        // ThingsBoard 3.3.4 looks the device up within the caller's tenant: another tenant's device is not found.
        expect([foreign.status, foreign.body.message]).toEqual([404, `Device with id [${device.id.id}] is not found`]);
        const all = await world.api.get('/api/alarms?pageSize=100&page=0&textSearch=Leak', world.tenant.token);
        expect(all.status).toBe(200);
        expect(all.body.data).toEqual([]);
    });
});
