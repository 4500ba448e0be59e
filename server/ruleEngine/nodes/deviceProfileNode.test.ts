import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceProfileAlarmService } from '../../deviceProfiles/alarmRules/deviceProfileAlarmService';
import { atMost, greaterThan } from '../../deviceProfiles/alarmRules/testRules';
import { newId } from '../../lib/ids';
import { deviceProfileNode } from './deviceProfileNode';
import { nodeTestWorld, type NodeTestWorld } from './testWorld';
import type { NodeServices } from './types';

let world: NodeTestWorld;
let alarmRules: DeviceProfileAlarmService;
let services: NodeServices;

/** A device of its own profile with one alarm, in the test world's tenant. */
function deviceWithAlarm(alarm: Record<string, unknown>): string {
    const { sqlite } = world.database;
    const profileId = newId();
    const deviceId = newId();
    sqlite
        .prepare("INSERT INTO device_profile (id, created_time, tenant_id, name, type, transport_type, provision_type, profile_data) VALUES (?, 0, ?, ?, 'DEFAULT', 'DEFAULT', 'DISABLED', ?)")
        .run(profileId, world.tenantId, `Profile ${profileId}`, JSON.stringify({ alarms: [{ id: 'a1', alarmType: 'High Temperature', propagate: false, ...alarm }] }));
    sqlite.prepare("INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type) VALUES (?, 0, ?, ?, ?, ?, 'thermostat')").run(deviceId, world.tenantId, world.customerId, profileId, `Thermo ${deviceId}`);
    return deviceId;
}

const telemetry = (deviceId: string, temperature: number, ts: number) =>
    world.msg({ originator: { entityType: 'DEVICE', id: deviceId }, data: JSON.stringify({ temperature }), metadata: { deviceName: 'Thermo', ts: String(ts) } });

beforeAll(async () => {
    world = await nodeTestWorld();
    alarmRules = new DeviceProfileAlarmService(world.services.telemetry, world.services.alarms, world.database.sqlite);
    alarmRules.listen();
    services = { ...world.services, alarmRules };
});
afterAll(async () => {
    alarmRules.stop();
    await world.close();
});

describe('device profile node', () => {
    it('routes Alarm Created, Alarm Updated, Alarm Severity Updated and Alarm Cleared with ThingsBoard flags, each before Success, from values not stored yet', async () => {
        const deviceId = deviceWithAlarm({ createRules: { CRITICAL: greaterThan('temperature', 30), MAJOR: greaterThan('temperature', 20) }, clearRule: atMost('temperature', 20) });
        const steps: Array<[number, string, Record<string, string>, string | null]> = [
            [25, 'Alarm Created', { isNewAlarm: 'true' }, 'MAJOR'],
            [26, 'Alarm Updated', { isExistingAlarm: 'true' }, 'MAJOR'],
            [35, 'Alarm Severity Updated', { isExistingAlarm: 'true', isSeverityUpdated: 'true' }, 'CRITICAL'],
            [10, 'Alarm Cleared', { isClearedAlarm: 'true' }, 'CRITICAL'],
        ];
        let ts = 1_700_000_000_000;
        for (const [temperature, relation, flags, severity] of steps) {
            const msg = telemetry(deviceId, temperature, ++ts);
            const outputs = await deviceProfileNode(msg, {}, services);
            expect(outputs.map(output => output.relations[0])).toEqual([relation, 'Success']);
            const [alarm, passed] = outputs;
            expect(alarm!.msg.type).toBe('ALARM');
            expect(alarm!.msg.originator).toEqual({ entityType: 'DEVICE', id: deviceId });
            expect(alarm!.msg.metadata).toMatchObject({ deviceName: 'Thermo', ...flags });
            expect(JSON.parse(alarm!.msg.data)).toMatchObject({ type: 'High Temperature', severity });
            expect(passed!.msg).toBe(msg);
        }
        // Cleared already: nothing more to route.
        expect((await deviceProfileNode(telemetry(deviceId, 5, ++ts), {}, services)).map(output => output.relations[0])).toEqual(['Success']);
    });

    it('a write of the values it evaluated (the chain\'s save node) is not evaluated again: REPEATING counts each message once', async () => {
        const deviceId = deviceWithAlarm({ createRules: { MAJOR: greaterThan('temperature', 20, { type: 'REPEATING', predicate: { defaultValue: 2 } }) }, clearRule: null });
        const first = telemetry(deviceId, 25, 1_700_000_100_000);
        expect((await deviceProfileNode(first, {}, services)).map(output => output.relations[0])).toEqual(['Success']);
        world.services.telemetry.saveTimeseries(deviceId, [{ key: 'temperature', ts: 1_700_000_100_000, value: { type: 'LONG', value: 25 } }]);
        await alarmRules.settled();
        expect(world.services.alarms.repository.findLatest(deviceId, 'High Temperature')).toBeFalsy();
        const second = telemetry(deviceId, 26, 1_700_000_100_001);
        expect((await deviceProfileNode(second, {}, services)).map(output => output.relations[0])).toEqual(['Alarm Created', 'Success']);
    });

    it('a write that did not come through the node (REST) is still evaluated by the telemetry hub', async () => {
        const deviceId = deviceWithAlarm({ createRules: { MAJOR: greaterThan('temperature', 20) }, clearRule: null });
        world.services.telemetry.saveTimeseries(deviceId, [{ key: 'temperature', ts: 1_700_000_200_000, value: { type: 'LONG', value: 25 } }]);
        await alarmRules.settled();
        expect(world.services.alarms.repository.findLatest(deviceId, 'High Temperature')).toMatchObject({ severity: 'MAJOR' });
    });

    it('passes other message types and other originators on by Success only', async () => {
        const deviceId = deviceWithAlarm({ createRules: { MAJOR: greaterThan('temperature', 20) }, clearRule: null });
        const rpc = world.msg({ type: 'TO_SERVER_RPC_REQUEST', originator: { entityType: 'DEVICE', id: deviceId }, data: '{"method":"x"}' });
        expect((await deviceProfileNode(rpc, {}, services)).map(output => output.relations)).toEqual([['Success']]);
        const asset = world.msg({ originator: { entityType: 'ASSET', id: newId() }, data: '{"temperature":99}' });
        expect((await deviceProfileNode(asset, {}, services)).map(output => output.relations)).toEqual([['Success']]);
    });
});
