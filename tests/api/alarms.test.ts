import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createWorld, isSorted, type World } from './fixtures';

/** Alarms over HTTP and the telemetry WebSocket (reference §1.9, §4.6, §5). */
let world: World;
const ids: Record<string, string> = {};
type Json = Record<string, any>;

const device = (name: string) => ({ entityType: 'DEVICE', id: ids[name]! });
const raise = (body: Json, token = world.tenant.token) => world.api.post('/api/alarm', { status: 'ACTIVE_UNACK', severity: 'MAJOR', ...body }, token);
const get = (path: string, token = world.tenant.token) => world.api.get(path, token);

async function raised(body: Json, token?: string): Promise<Json> {
    const response = await raise(body, token);
    expect(response.status, response.text).toBe(200);
    return response.body;
}

beforeAll(async () => {
    world = await createWorld();
    for (const row of world.server.app.ctx.database.sqlite.prepare('SELECT id, name FROM device').all() as Array<{ id: string; name: string }>) ids[row.name] = row.id;
});
afterAll(() => world.close());

describe('raising and updating', () => {
    it('creates an alarm in ThingsBoard shape and updates the open one of the same originator and type', async () => {
        const first = await raised({ originator: device('Thermostat T1'), type: 'High Temperature', severity: 'MINOR', startTs: 1000, details: { value: 30 } });
        expect(first).toMatchObject({
            id: { entityType: 'ALARM' },
            tenantId: { entityType: 'TENANT', id: world.tenant.tenantId },
            customerId: { entityType: 'CUSTOMER', id: '13814000-1dd2-11b2-8080-808080808080' },
            type: 'High Temperature',
            name: 'High Temperature',
            originator: device('Thermostat T1'),
            severity: 'MINOR',
            status: 'ACTIVE_UNACK',
            startTs: 1000,
            endTs: 1000,
            ackTs: 0,
            clearTs: 0,
            details: { value: 30 },
            propagate: false,
            propagateRelationTypes: [],
        });
        const second = await raised({ originator: device('Thermostat T1'), type: 'High Temperature', severity: 'CRITICAL', startTs: 5000, details: { value: 40 } });
        expect(second.id).toEqual(first.id);
        expect(second).toMatchObject({ createdTime: first.createdTime, startTs: 1000, endTs: 5000, severity: 'CRITICAL', details: { value: 40 } });
        expect((await get(`/api/alarm/${first.id.id}`)).body).toEqual(second);
    });

    it('raises a new alarm once the open one is cleared', async () => {
        const first = await raised({ originator: device('Thermostat T2'), type: 'Dedupe' });
        expect((await world.api.post(`/api/alarm/${first.id.id}/clear`, undefined, world.tenant.token)).status).toBe(200);
        const next = await raised({ originator: device('Thermostat T2'), type: 'Dedupe' });
        expect(next.id.id).not.toBe(first.id.id);
    });

    it('refuses bad input with 400 and an unknown originator with 404, never 500', async () => {
        const originator = device('Thermostat T1');
        const cases: Array<[Json, number]> = [
            [{ originator, type: '' }, 400],
            [{ type: 'X' }, 400],
            [{ originator, type: 'X', severity: 'LOUD' }, 400],
            [{ originator, type: 'X', status: 'OPEN' }, 400],
            [{ originator: { entityType: 'DEVICE', id: 'nope' }, type: 'X' }, 400],
            [{ originator, type: 'X', startTs: 1e300 }, 400],
            [{ originator: { entityType: 'DEVICE', id: '2d0ee6f0-0000-11ee-8000-000000000000' }, type: 'X' }, 404],
        ];
        for (const [body, status] of cases) {
            const response = await raise(body);
            expect(response.status, JSON.stringify(body)).toBe(status);
            expect(response.body).toMatchObject({ status, errorCode: status === 404 ? 32 : 31 });
        }
        expect((await get('/api/alarm/not-a-uuid')).status).toBe(400);
        expect((await get('/api/alarm/DEVICE/not-a-uuid?pageSize=10&page=0')).status).toBe(400);
        expect((await get(`/api/alarm/DEVICE/${ids['Thermostat T1']}?pageSize=0&page=0`)).status).toBe(400);
        expect((await get(`/api/alarm/DEVICE/${ids['Thermostat T1']}?pageSize=10&page=0&sortProperty=bogus`)).status).toBe(400);
        expect((await get('/api/alarms?pageSize=1000000000000000&page=1000000000000000')).status).toBe(400);
        expect((await get('/api/alarms?pageSize=2147483647&page=2147483647')).status).toBe(200);
    });
});

describe('acknowledge and clear', () => {
    it('moves through the statuses with their timestamps; repeating is a no-op 200', async () => {
        const alarm = await raised({ originator: device('Test Device A2'), type: 'Transitions' });
        const ack = () => world.api.post(`/api/alarm/${alarm.id.id}/ack`, undefined, world.tenant.token);
        const clear = () => world.api.post(`/api/alarm/${alarm.id.id}/clear`, undefined, world.tenant.token);
        const before = Date.now();
        expect((await ack()).status).toBe(200);
        const acked = (await get(`/api/alarm/${alarm.id.id}`)).body;
        expect(acked.status).toBe('ACTIVE_ACK');
        expect(acked.ackTs).toBeGreaterThanOrEqual(before);
        const again = await ack();
        expect([again.status, again.text]).toEqual([200, '']);
        expect((await get(`/api/alarm/${alarm.id.id}`)).body.ackTs).toBe(acked.ackTs);
        expect((await clear()).status).toBe(200);
        const clearedAlarm = (await get(`/api/alarm/${alarm.id.id}`)).body;
        expect(clearedAlarm).toMatchObject({ status: 'CLEARED_ACK', ackTs: acked.ackTs });
        expect(clearedAlarm.clearTs).toBeGreaterThanOrEqual(acked.ackTs);
        expect((await clear()).status).toBe(200);

        const other = await raised({ originator: device('Test Device A2'), type: 'Clear first' });
        await world.api.post(`/api/alarm/${other.id.id}/clear`, undefined, world.tenant.token);
        await world.api.post(`/api/alarm/${other.id.id}/ack`, undefined, world.tenant.token);
        expect((await get(`/api/alarm/${other.id.id}`)).body.status).toBe('CLEARED_ACK');
    });
});

describe('lists', () => {
    let entity: string;
    const created: Json[] = [];

    beforeAll(async () => {
        entity = `/api/alarm/DEVICE/${ids['Test Device A3']}`;
        for (const [type, severity] of [['L1', 'WARNING'], ['L2', 'CRITICAL'], ['L3', 'MINOR'], ['L4', 'MAJOR']] as const) {
            created.push(await raised({ originator: device('Test Device A3'), type, severity }));
        }
        await world.api.post(`/api/alarm/${created[0]!.id.id}/ack`, undefined, world.tenant.token);
        await world.api.post(`/api/alarm/${created[1]!.id.id}/clear`, undefined, world.tenant.token);
    });

    it('filter by search status or status, and refuse both at once', async () => {
        const types = async (query: string) => ((await get(`${entity}?pageSize=10&page=0&${query}`)).body.data as Json[]).map(a => a.type).sort();
        expect(await types('searchStatus=ACTIVE')).toEqual(['L1', 'L3', 'L4']);
        expect(await types('searchStatus=CLEARED')).toEqual(['L2']);
        expect(await types('searchStatus=ACK')).toEqual(['L1']);
        expect(await types('searchStatus=UNACK')).toEqual(['L2', 'L3', 'L4']);
        expect(await types('status=ACTIVE_UNACK')).toEqual(['L3', 'L4']);
        expect(await types('searchStatus=ANY')).toEqual(['L1', 'L2', 'L3', 'L4']);
        expect(await types('textSearch=crit')).toEqual(['L2']);
        const both = await get(`${entity}?pageSize=10&page=0&searchStatus=ACTIVE&status=ACTIVE_ACK`);
        expect(both.status).toBe(400);
        expect(both.body.errorCode).toBe(31);
    });

    it('page, sort by severity in ThingsBoard order and by createdTime, and bound createdTime', async () => {
        const bySeverity = (await get(`${entity}?pageSize=10&page=0&sortProperty=severity&sortOrder=ASC`)).body.data as Json[];
        expect(bySeverity.map(a => a.severity)).toEqual(['CRITICAL', 'MAJOR', 'MINOR', 'WARNING']);
        const page = (await get(`${entity}?pageSize=3&page=0&sortProperty=createdTime&sortOrder=DESC`)).body;
        expect(page).toMatchObject({ totalElements: 4, totalPages: 2, hasNext: true });
        expect(isSorted(page.data.map((a: Json) => a.createdTime), 'DESC')).toBe(true);
        const [, second, third] = created;
        const window = (await get(`${entity}?pageSize=10&page=0&startTime=${second!.createdTime}&endTime=${third!.createdTime}`)).body.data as Json[];
        expect(window.map(a => a.type).sort()).toEqual(['L2', 'L3']);
    });

    it('give originator names with fetchOriginator and in the info variant', async () => {
        const withNames = (await get(`${entity}?pageSize=1&page=0&fetchOriginator=true`)).body.data[0];
        expect(withNames.originatorName).toBe('Test Device A3');
        expect((await get(`${entity}?pageSize=1&page=0`)).body.data[0].originatorName).toBeNull();
        expect((await get(`/api/alarm/info/${created[0]!.id.id}`)).body).toMatchObject({ originatorName: 'Test Device A3', type: 'L1' });
    });

    it('answer the highest severity as a bare JSON string, or an empty 200', async () => {
        const highest = await get(`/api/alarm/highestSeverity/DEVICE/${ids['Test Device A3']}`);
        expect([highest.status, highest.text]).toEqual([200, '"CRITICAL"']);
        expect((await get(`/api/alarm/highestSeverity/DEVICE/${ids['Test Device A3']}?searchStatus=ACTIVE`)).body).toBe('MAJOR');
        const none = await get(`/api/alarm/highestSeverity/DEVICE/${ids['Test Device C1']}`);
        expect([none.status, none.text]).toEqual([200, '']);
    });

    it('find alarms by query: entity filter, status and severity lists, sort and entity fields', async () => {
        const query = (pageLink: Json) => ({
            entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: [ids['Test Device A3'], ids['Test Device C1']] },
            pageLink: { page: 0, pageSize: 10, sortOrder: { key: { type: 'ALARM_FIELD', key: 'severity' }, direction: 'ASC' }, ...pageLink },
            entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
            alarmFields: [{ type: 'ALARM_FIELD', key: 'type' }],
        });
        const all = await world.api.post('/api/alarmsQuery/find', query({}), world.tenant.token);
        expect(all.status, all.text).toBe(200);
        expect(all.body.data.map((a: Json) => a.type)).toEqual(['L2', 'L4', 'L3', 'L1']);
        expect(all.body.data[0]).toMatchObject({ originatorName: 'Test Device A3', entityId: device('Test Device A3'), latest: { ENTITY_FIELD: { name: { value: 'Test Device A3' } } } });
        const narrowed = await world.api.post('/api/alarmsQuery/find', query({ statusList: ['ACTIVE'], severityList: ['MAJOR', 'WARNING', 'CRITICAL'] }), world.tenant.token);
        expect(narrowed.body.data.map((a: Json) => a.type)).toEqual(['L4', 'L1']);
        const types = await world.api.post('/api/alarmsQuery/find', query({ typeList: ['L3'], timeWindow: 3_600_000 }), world.tenant.token);
        expect(types.body).toMatchObject({ totalElements: 1, data: [{ type: 'L3' }] });
        const foreign = await world.api.post('/api/alarmsQuery/find', query({}), world.tenant2.token);
        expect(foreign.body.totalElements).toBe(0);
        const unsupported = await world.api.post('/api/alarmsQuery/find', { ...query({}), entityFilter: { type: 'noSuchFilter' } }, world.tenant.token);
        expect(unsupported.status).toBe(400);
    });
});

describe('propagation', () => {
    it('shows an alarm on related parents when propagate is on, filtered by relation types', async () => {
        const asset = (await world.api.post('/api/asset', { name: 'Building 7', type: 'building' }, world.tenant.token)).body;
        const sqlite = world.server.app.ctx.database.sqlite;
        sqlite
            .prepare("INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type) VALUES (?, 'ASSET', ?, 'DEVICE', 'COMMON', 'Contains')")
            .run(asset.id.id, ids['Test Device B1']);
        const onAsset = async () => ((await get(`/api/alarm/ASSET/${asset.id.id}?pageSize=10&page=0`)).body.data as Json[]).map(a => a.type).sort();
        await raised({ originator: device('Test Device B1'), type: 'Local' });
        await raised({ originator: device('Test Device B1'), type: 'Managed only', propagate: true, propagateRelationTypes: ['Manages'] });
        await raised({ originator: device('Test Device B1'), type: 'Spread', propagate: true, propagateToTenant: true });
        expect(await onAsset()).toEqual(['Spread']);
        const onTenant = (await get(`/api/alarm/TENANT/${world.tenant.tenantId}?pageSize=10&page=0`)).body.data as Json[];
        expect(onTenant.map(a => a.type)).toEqual(['Spread']);
        const found = await world.api.post(
            '/api/alarmsQuery/find',
            { entityFilter: { type: 'singleEntity', singleEntity: asset.id }, pageLink: { page: 0, pageSize: 10, searchPropagatedAlarms: true } },
            world.tenant.token,
        );
        expect(found.body.data).toMatchObject([{ type: 'Spread', entityId: asset.id, originator: device('Test Device B1') }]);
    });
});

describe('who sees what', () => {
    let alarmOfA: Json;
    let alarmOfT1: Json;

    beforeAll(async () => {
        alarmOfA = await raised({ originator: device('Test Device A1'), type: 'Customer visible' });
        alarmOfT1 = await raised({ originator: device('Thermostat T1'), type: 'Tenant only' });
    });

    it('a customer user sees, acknowledges and clears its customer’s alarms only', async () => {
        const { customer, otherCustomer } = world;
        expect((await get(`/api/alarm/${alarmOfA.id.id}`, customer.token)).body.customerId.id).toBe(customer.customerId);
        expect((await get(`/api/alarm/${alarmOfT1.id.id}`, customer.token)).status).toBe(403);
        expect((await get(`/api/alarm/${alarmOfA.id.id}`, otherCustomer.token)).body).toMatchObject({ status: 403, errorCode: 20 });
        const listed = ((await get('/api/alarms?pageSize=100&page=0', customer.token)).body.data as Json[]).map(a => a.id.id);
        expect(listed).toContain(alarmOfA.id.id);
        expect(listed).not.toContain(alarmOfT1.id.id);
        expect((await get(`/api/alarm/DEVICE/${ids['Test Device A1']}?pageSize=10&page=0`, customer.token)).status).toBe(200);
        expect((await get(`/api/alarm/DEVICE/${ids['Thermostat T1']}?pageSize=10&page=0`, customer.token)).status).toBe(403);
        expect((await world.api.post(`/api/alarm/${alarmOfA.id.id}/ack`, undefined, customer.token)).status).toBe(200);
        expect((await world.api.post(`/api/alarm/${alarmOfT1.id.id}/ack`, undefined, customer.token)).status).toBe(403);
        expect((await raise({ originator: device('Thermostat T1'), type: 'By customer' }, customer.token)).status).toBe(403);
        // ThingsBoard's customer alarm permission has no per-operation limit: a customer user may delete its alarms too.
        const own = await raised({ originator: device('Test Device A1'), type: 'Raised by the customer' }, customer.token);
        expect(own.customerId.id).toBe(customer.customerId);
        expect((await world.api.call('DELETE', `/api/alarm/${own.id.id}`, { token: customer.token })).body).toBe(true);
    });

    it('another tenant gets 403 for the alarm, 404 for a missing one or its device, and none in its lists; the sysadmin has no alarms', async () => {
        const { tenant2, sysadmin } = world;
        expect((await get(`/api/alarm/${alarmOfT1.id.id}`, tenant2.token)).body).toMatchObject({ status: 403, errorCode: 20 });
        expect((await get('/api/alarm/2d0ee6f0-0000-11ee-8000-000000000000', tenant2.token)).body).toMatchObject({ status: 404, errorCode: 32 });
        expect((await world.api.post(`/api/alarm/${alarmOfT1.id.id}/clear`, undefined, tenant2.token)).status).toBe(403);
        expect((await world.api.call('DELETE', `/api/alarm/${alarmOfT1.id.id}`, { token: tenant2.token })).status).toBe(403);
        // The originator is checked first, and another tenant's device is not found (ThingsBoard's tenant-narrowed device lookup).
        expect((await get(`/api/alarm/DEVICE/${ids['Thermostat T1']}?pageSize=10&page=0`, tenant2.token)).status).toBe(404);
        expect((await get('/api/alarms?pageSize=100&page=0', tenant2.token)).body.totalElements).toBe(0);
        expect((await get('/api/alarms?pageSize=100&page=0', world.customer2.token)).body.totalElements).toBe(0);
        expect((await raise({ originator: device('Thermostat T1'), type: 'Foreign' }, tenant2.token)).status).toBe(404);
        expect((await get(`/api/alarm/${alarmOfT1.id.id}`, sysadmin.token)).status).toBe(403);
        expect((await get('/api/alarms?pageSize=10&page=0', sysadmin.token)).status).toBe(403);
    });

    it('delete answers true, and deleting the originator takes its alarms along', async () => {
        const deleted = await world.api.call('DELETE', `/api/alarm/${alarmOfT1.id.id}`, { token: world.tenant.token });
        expect([deleted.status, deleted.body]).toEqual([200, true]);
        expect((await get(`/api/alarm/${alarmOfT1.id.id}`)).status).toBe(404);

        const doomed = (await world.api.post('/api/device', { name: 'Doomed', type: 'default' }, world.tenant.token)).body;
        const alarm = await raised({ originator: doomed.id, type: 'Gone with it' });
        expect((await world.api.call('DELETE', `/api/device/${doomed.id.id}`, { token: world.tenant.token })).status).toBe(200);
        expect((await get(`/api/alarm/${alarm.id.id}`)).status).toBe(404);
    });
});

describe('WebSocket alarmDataCmds', () => {
    type Message = Record<string, any>;

    it('sends the page, then an update on acknowledge, the page again for a new alarm, and nothing after unsubscribing', async () => {
        const socket = new WebSocket(`${world.server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${world.tenant.token}`);
        const messages: Message[] = [];
        let wake: (() => void) | null = null;
        socket.on('message', data => {
            messages.push(JSON.parse(data.toString()) as Message);
            wake?.();
        });
        await new Promise(resolve => socket.once('open', resolve));
        const next = async (): Promise<Message> => {
            const deadline = Date.now() + 2000;
            while (messages.length === 0) {
                if (Date.now() > deadline) throw new Error('no message');
                await new Promise<void>(resolve => {
                    wake = resolve;
                    setTimeout(resolve, 100);
                });
            }
            return messages.shift()!;
        };

        const target = (await world.api.post('/api/device', { name: 'Live alarms', type: 'default' }, world.tenant.token)).body;
        const first = await raised({ originator: target.id, type: 'Live one', severity: 'WARNING' });
        socket.send(
            JSON.stringify({
                alarmDataCmds: [
                    {
                        cmdId: 7,
                        query: {
                            entityFilter: { type: 'singleEntity', singleEntity: target.id },
                            pageLink: { page: 0, pageSize: 10, sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' }, statusList: [], severityList: [], typeList: [] },
                            alarmFields: [{ type: 'ALARM_FIELD', key: 'type' }],
                        },
                    },
                ],
            }),
        );
        const page = await next();
        expect(page).toMatchObject({ cmdId: 7, errorCode: 0, cmdUpdateType: 'ALARM_DATA', update: null, allowedEntities: 10000, totalEntities: 1 });
        expect(page.data).toMatchObject({ totalElements: 1, data: [{ id: first.id, type: 'Live one', originatorName: 'Live alarms', entityId: target.id }] });

        await world.api.post(`/api/alarm/${first.id.id}/ack`, undefined, world.tenant.token);
        const update = await next();
        expect(update).toMatchObject({ cmdId: 7, cmdUpdateType: 'ALARM_DATA', data: null, update: [{ id: first.id, status: 'ACTIVE_ACK', originatorName: 'Live alarms' }] });

        await raised({ originator: target.id, type: 'Live two' });
        const again = await next();
        expect(again.data.data.map((a: Message) => a.type)).toEqual(['Live two', 'Live one']);

        socket.send(JSON.stringify({ alarmDataUnsubscribeCmds: [{ cmdId: 7 }] }));
        await new Promise(resolve => setTimeout(resolve, 100));
        await world.api.post(`/api/alarm/${first.id.id}/clear`, undefined, world.tenant.token);
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(messages).toEqual([]);
        socket.close();
    });
});
