import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createWorld, type World } from './fixtures';

/** /api/ws/plugins/telemetry over a real socket (reference §5), fed by writes over HTTP. */
let world: World;
const ids: Record<string, string> = {};

type Message = Record<string, any>;

/** A telemetry socket that keeps every message and waits for the ones a test expects. */
class Client {
    readonly messages: Message[] = [];
    private waiters: Array<() => void> = [];

    private constructor(readonly socket: WebSocket) {
        socket.on('message', data => {
            this.messages.push(JSON.parse(data.toString()) as Message);
            for (const wake of this.waiters.splice(0)) wake();
        });
    }

    static open(token: string): Promise<Client> {
        const socket = new WebSocket(`${world.server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
        return new Promise((resolve, reject) => {
            socket.once('open', () => resolve(new Client(socket)));
            socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
            socket.once('error', reject);
        });
    }

    send(commands: object): void {
        this.socket.send(JSON.stringify(commands));
    }

    /** The next message (after those already taken) that matches, within a deadline. */
    async next(match: (message: Message) => boolean, timeoutMs = 1000): Promise<Message> {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
            const index = this.messages.findIndex(match);
            if (index >= 0) return this.messages.splice(index, 1)[0]!;
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`no matching message within ${timeoutMs} ms; have ${JSON.stringify(this.messages)}`);
            await new Promise<void>(resolve => {
                const timer = setTimeout(resolve, left);
                this.waiters.push(() => {
                    clearTimeout(timer);
                    resolve();
                });
            });
        }
    }

    /** Asserts that nothing matching arrives for a while. */
    async none(match: (message: Message) => boolean, waitMs = 400): Promise<void> {
        await new Promise(resolve => setTimeout(resolve, waitMs));
        const found = this.messages.filter(match);
        if (found.length > 0) throw new Error(`unexpected message ${JSON.stringify(found)}`);
    }

    close(): void {
        this.socket.close();
    }
}

const postTelemetry = (id: string, body: unknown) => world.api.post(`/api/plugins/telemetry/DEVICE/${id}/timeseries/ANY`, body, world.tenant.token);
const cmd = (id: number) => (message: Message) => message.cmdId === id || message.subscriptionId === id;

beforeAll(async () => {
    world = await createWorld();
    for (const row of world.server.app.ctx.database.sqlite.prepare('SELECT id, name FROM device').all() as Array<{ id: string; name: string }>) ids[row.name] = row.id;
});
afterAll(() => world.close());

describe('connection', () => {
    it('refuses a socket without a token, with an empty one and with a bad one', async () => {
        const url = `${world.server.url.replace('http', 'ws')}/api/ws/plugins/telemetry`;
        for (const query of ['', '?token=', '?token=not.a.jwt']) {
            const status = await new Promise<number>(resolve => {
                const socket = new WebSocket(url + query);
                socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
                socket.once('open', () => resolve(101));
                socket.once('error', () => resolve(-1));
            });
            expect(status).toBe(401);
        }
        const client = await Client.open(world.tenant.token);
        client.close();
    });

    it('answers an unreadable frame with subscriptionId 0 and errorCode 2', async () => {
        const client = await Client.open(world.tenant.token);
        client.socket.send('{not json');
        const answer = await client.next(m => m.subscriptionId === 0);
        expect(answer).toMatchObject({ errorCode: 2, errorMsg: 'Failed to parse websocket command!' });
        client.close();
    });
});

describe('v1 commands', () => {
    it('sends latest values, then a point posted over HTTP within a second, and stops after unsubscribe', async () => {
        const device = ids['Test Device A1']!;
        await postTelemetry(device, { ts: 1000, values: { temperature: 20.5 } });
        const client = await Client.open(world.tenant.token);
        client.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device, keys: 'temperature' }] });
        expect(await client.next(cmd(1))).toEqual({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { temperature: [[1000, '20.5']] }, latestValues: { temperature: 1000 } });

        const posted = Date.now();
        await postTelemetry(device, { temperature: 21, other: 'x' });
        const update = await client.next(cmd(1), 1000);
        expect(Date.now() - posted).toBeLessThan(1000);
        expect(update.data).toEqual({ temperature: [[expect.any(Number), '21']] });

        client.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device, keys: 'temperature', unsubscribe: true }] });
        await new Promise(resolve => setTimeout(resolve, 100));
        await postTelemetry(device, { temperature: 22 });
        await client.none(cmd(1));
        client.close();
    });

    it('sends history over a time window, then live points', async () => {
        const device = ids['Test Device A2']!;
        await postTelemetry(device, [1, 2, 3].map(i => ({ ts: i * 1000, values: { level: i } })));
        const client = await Client.open(world.tenant.token);
        client.send({ tsSubCmds: [{ cmdId: 2, entityType: 'DEVICE', entityId: device, keys: 'level', startTs: 1500, timeWindow: 10_000, limit: 10 }] });
        expect((await client.next(cmd(2))).data).toEqual({ level: [[3000, '3'], [2000, '2']] });
        await postTelemetry(device, { ts: 4000, values: { level: 4 } });
        expect((await client.next(cmd(2))).data).toEqual({ level: [[4000, '4']] });
        client.close();
    });

    it('sends attribute values and their changes, per scope', async () => {
        const device = ids['Test Device A2']!;
        await world.api.post(`/api/plugins/telemetry/DEVICE/${device}/attributes/SERVER_SCOPE`, { setpoint: 20 }, world.tenant.token);
        const client = await Client.open(world.tenant.token);
        client.send({ attrSubCmds: [{ cmdId: 3, entityType: 'DEVICE', entityId: device, keys: 'setpoint,mode', scope: 'SERVER_SCOPE' }] });
        expect((await client.next(cmd(3))).data).toEqual({ setpoint: [[expect.any(Number), '20']] });
        await world.api.post(`/api/plugins/telemetry/DEVICE/${device}/attributes/SHARED_SCOPE`, { mode: 'other scope' }, world.tenant.token);
        await world.api.post(`/api/plugins/telemetry/DEVICE/${device}/attributes/SERVER_SCOPE`, { mode: 'eco', unrelated: 1 }, world.tenant.token);
        expect((await client.next(cmd(3))).data).toEqual({ mode: [[expect.any(Number), 'eco']] });
        await client.none(cmd(3));
        client.close();
    });

    it('answers a history command once', async () => {
        const device = ids['Test Device A2']!;
        const client = await Client.open(world.tenant.token);
        client.send({ historyCmds: [{ cmdId: 4, entityType: 'DEVICE', entityId: device, keys: 'level', startTs: 0, endTs: 10_000, interval: 10_000, agg: 'SUM', limit: 100 }] });
        expect((await client.next(cmd(4))).data).toEqual({ level: [[5000, '10']] });
        client.close();
    });

    it("refuses another customer's device as ThingsBoard 3.3.4 does: errorCode 1, 'Failed to fetch data!'", async () => {
        const client = await Client.open(world.customer.token);
        client.send({ tsSubCmds: [{ cmdId: 5, entityType: 'DEVICE', entityId: ids['Test Device B1'], keys: 'temperature' }] });
        expect(await client.next(cmd(5))).toEqual({ subscriptionId: 5, errorCode: 1, errorMsg: 'Failed to fetch data!', data: null, latestValues: {} });
        await postTelemetry(ids['Test Device B1']!, { temperature: 1 });
        await client.none(cmd(5));
        client.close();
    });
});

describe('v2 entity data', () => {
    const singleDevice = (id: string) => ({
        entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id } },
        pageLink: { page: 0, pageSize: 10 },
        entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
        latestValues: [{ type: 'TIME_SERIES', key: 'pressure' }],
    });

    it('sends one full page first, then only changed values, never older or repeated ones', async () => {
        const device = ids['Test Device A3']!;
        await postTelemetry(device, { ts: 5000, values: { pressure: 1.5 } });
        const client = await Client.open(world.tenant.token);
        const latestCmd = { keys: [{ type: 'TIME_SERIES', key: 'pressure' }, { type: 'TIME_SERIES', key: 'absent' }, { type: 'SERVER_ATTRIBUTE', key: 'active' }] };
        client.send({ entityDataCmds: [{ cmdId: 10, query: singleDevice(device), latestCmd }] });
        const first = await client.next(cmd(10));
        expect(first).toMatchObject({ cmdId: 10, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', update: null, allowedEntities: 10000 });
        expect(first.data).toMatchObject({ totalPages: 1, totalElements: 1, hasNext: false });
        const [entity] = first.data.data;
        expect(entity.entityId).toEqual({ entityType: 'DEVICE', id: device });
        expect(entity.latest.ENTITY_FIELD.name).toEqual({ ts: expect.any(Number), value: 'Test Device A3' });
        expect(entity.latest.TIME_SERIES).toEqual({ pressure: { ts: 5000, value: '1.5' }, absent: { ts: 0, value: '' } });
        expect(entity.latest.SERVER_ATTRIBUTE).toEqual({ active: { ts: expect.any(Number), value: 'false' } });
        expect(entity.timeseries).toEqual({});

        await postTelemetry(device, { ts: 6000, values: { pressure: 1.75, unrelated: 1 } });
        const update = await client.next(cmd(10));
        expect(update).toMatchObject({ cmdId: 10, data: null, cmdUpdateType: 'ENTITY_DATA' });
        expect(update.update).toEqual([{ entityId: { entityType: 'DEVICE', id: device }, latest: { TIME_SERIES: { pressure: { ts: 6000, value: '1.75' } } }, timeseries: null }]);

        await postTelemetry(device, { ts: 6000, values: { pressure: 1.75 } });
        await postTelemetry(device, { ts: 5500, values: { pressure: 9 } });
        await client.none(cmd(10));

        await postTelemetry(device, { ts: 7000, values: { absent: 'now here' } });
        expect((await client.next(cmd(10))).update[0].latest).toEqual({ TIME_SERIES: { absent: { ts: 7000, value: 'now here' } } });

        client.send({ entityDataUnsubscribeCmds: [{ cmdId: 10 }] });
        await new Promise(resolve => setTimeout(resolve, 100));
        await postTelemetry(device, { ts: 8000, values: { pressure: 2 } });
        await client.none(cmd(10));
        client.close();
    });

    it('streams attribute changes to attribute keys', async () => {
        const device = ids['Test Device A3']!;
        const client = await Client.open(world.tenant.token);
        client.send({ entityDataCmds: [{ cmdId: 11, query: singleDevice(device), latestCmd: { keys: [{ type: 'SHARED_ATTRIBUTE', key: 'target' }, { type: 'ATTRIBUTE', key: 'target' }] } }] });
        const first = await client.next(cmd(11));
        expect(first.data.data[0].latest.SHARED_ATTRIBUTE).toEqual({ target: { ts: 0, value: '' } });
        await world.api.call('POST', `/api/plugins/telemetry/DEVICE/${device}/attributes/SHARED_SCOPE`, { raw: '{"target":23.0}', token: world.tenant.token });
        const update = await client.next(cmd(11));
        expect(update.update[0].latest).toEqual({
            SHARED_ATTRIBUTE: { target: { ts: expect.any(Number), value: '23.0' } },
            ATTRIBUTE: { target: { ts: expect.any(Number), value: '23.0' } },
        });
        client.close();
    });

    it('fills timeseries from a tsCmd, then streams new points; a historyCmd answers once', async () => {
        const device = ids['Thermostat T1']!;
        await postTelemetry(device, [1, 2].map(i => ({ ts: i * 1000, values: { flow: i } })));
        const client = await Client.open(world.tenant.token);
        const tsCmd = { keys: ['flow'], startTs: 0, timeWindow: 100_000, interval: 1000, limit: 100, agg: 'NONE' };
        client.send({ entityDataCmds: [{ cmdId: 12, query: singleDevice(device), tsCmd }] });
        const first = await client.next(cmd(12));
        expect(first.data.data[0].timeseries).toEqual({ flow: [{ ts: 2000, value: '2' }, { ts: 1000, value: '1' }] });
        await postTelemetry(device, { ts: 3000, values: { flow: 3 } });
        expect((await client.next(cmd(12))).update).toEqual([{ entityId: { entityType: 'DEVICE', id: device }, latest: null, timeseries: { flow: [{ ts: 3000, value: '3' }] } }]);

        client.send({ entityDataCmds: [{ cmdId: 13, query: singleDevice(device), historyCmd: { keys: ['flow'], startTs: 0, endTs: 10_000, interval: 10_000, agg: 'AVG' } }] });
        expect((await client.next(cmd(13))).data.data[0].timeseries).toEqual({ flow: [{ ts: 5000, value: '2.0' }] });
        await postTelemetry(device, { ts: 4000, values: { flow: 4 } });
        await client.none(cmd(13));
        client.close();
    });

    it('resolves type and name filters with paging and sorting, within what the caller may see', async () => {
        const client = await Client.open(world.tenant.token);
        const query = (entityFilter: object, pageLink: object = { page: 0, pageSize: 100 }) => ({ entityFilter, pageLink, entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }] });
        const names = (message: Message) => message.data.data.map((e: any) => e.latest.ENTITY_FIELD.name.value);

        client.send({ entityDataCmds: [{ cmdId: 20, query: query({ type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'test device a' }, { page: 0, pageSize: 2, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'DESC' } }) }] });
        const byName = await client.next(cmd(20));
        expect(names(byName)).toEqual(['Test Device A3', 'Test Device A2']);
        expect(byName.data).toMatchObject({ totalElements: 3, totalPages: 2, hasNext: true });

        client.send({ entityDataCmds: [{ cmdId: 21, query: query({ type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' }) }] });
        expect(names(await client.next(cmd(21))).sort()).toEqual(['Thermostat T1', 'Thermostat T2']);

        client.send({ entityDataCmds: [{ cmdId: 22, query: query({ type: 'entityList', entityType: 'DEVICE', entityList: [ids['Test Device B1'], ids['Test Device C1']] }) }] });
        expect(names(await client.next(cmd(22))).sort()).toEqual(['Test Device B1', 'Test Device C1']);

        // stateEntity is resolved by the console before it queries; the server does not know it.
        client.send({ entityDataCmds: [{ cmdId: 23, query: query({ type: 'stateEntity' }) }] });
        expect(await client.next(cmd(23))).toMatchObject({ errorCode: 2 });
        client.close();

        const customer = await Client.open(world.customer.token);
        customer.send({ entityDataCmds: [{ cmdId: 24, query: query({ type: 'entityType', entityType: 'DEVICE' }) }] });
        expect(names(await customer.next(cmd(24))).sort()).toEqual(['Test Device A1', 'Test Device A2', 'Test Device A3']);
        customer.send({ entityDataCmds: [{ cmdId: 25, query: query({ type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: ids['Test Device B1'] } }) }] });
        expect((await customer.next(cmd(25))).data.totalElements).toBe(0);
        customer.close();
    });
});

describe('entity views', () => {
    it("stream the viewed device's points of the view's keys only", async () => {
        const device = ids['Thermostat T2']!;
        const view = await world.api.post(
            '/api/entityView',
            { name: 'T2 view', type: 'v', entityId: { entityType: 'DEVICE', id: device }, keys: { timeseries: ['shown'], attributes: { cs: [], ss: [], sh: [] } } },
            world.tenant.token,
        );
        const viewId = view.body.id.id as string;
        await postTelemetry(device, { ts: 1000, values: { shown: 1, secret: 1 } });
        const client = await Client.open(world.tenant.token);
        client.send({
            entityDataCmds: [{
                cmdId: 50,
                query: { entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'ENTITY_VIEW', id: viewId } }, pageLink: { page: 0, pageSize: 1 }, entityFields: [], latestValues: [] },
                latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'shown' }, { type: 'TIME_SERIES', key: 'secret' }] },
            }],
            tsSubCmds: [{ cmdId: 51, entityType: 'ENTITY_VIEW', entityId: viewId }],
        });
        expect((await client.next(cmd(50))).data.data[0].latest.TIME_SERIES).toEqual({ shown: { ts: 1000, value: '1' }, secret: { ts: 0, value: '' } });
        expect((await client.next(cmd(51))).data).toEqual({ shown: [[1000, '1']] });
        await postTelemetry(device, { ts: 2000, values: { shown: 2, secret: 2 } });
        expect((await client.next(cmd(50))).update[0].latest).toEqual({ TIME_SERIES: { shown: { ts: 2000, value: '2' } } });
        expect((await client.next(cmd(51))).data).toEqual({ shown: [[2000, '2']] });
        await postTelemetry(device, { ts: 3000, values: { secret: 3 } });
        await client.none(message => message.cmdId === 50 || message.subscriptionId === 51);
        client.close();
    });
});

describe('key filters', () => {
    it('keep the entities whose values pass every STRING, NUMERIC, BOOLEAN and COMPLEX predicate, with dynamic values', async () => {
        await postTelemetry(ids['Test Device B1']!, { load: 5 });
        await postTelemetry(ids['Test Device C1']!, { load: 50 });
        // Device API activity makes A1 active.
        await fetch(`${world.server.url}/api/v1/A1_TEST_TOKEN/telemetry`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"ping":1}' });
        await world.api.post(`/api/plugins/telemetry/TENANT/${world.tenant.tenantId}/attributes/SERVER_SCOPE`, { loadLimit: 20 }, world.tenant.token);
        const client = await Client.open(world.tenant.token);
        const value = (defaultValue: unknown, dynamicValue: object | null = null) => ({ defaultValue, userValue: null, dynamicValue });
        const ask = async (cmdId: number, keyFilters: object[]) => {
            client.send({
                entityDataCmds: [{
                    cmdId,
                    query: {
                        entityFilter: { type: 'entityType', entityType: 'DEVICE' },
                        pageLink: { page: 0, pageSize: 100 },
                        entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
                        latestValues: [],
                        keyFilters,
                    },
                }],
            });
            return (await client.next(cmd(cmdId))).data.data.map((e: any) => e.latest.ENTITY_FIELD.name.value).sort();
        };
        const load = (predicate: object) => ({ key: { type: 'TIME_SERIES', key: 'load' }, valueType: 'NUMERIC', predicate });
        expect(await ask(60, [load({ type: 'NUMERIC', operation: 'GREATER', value: value(10) })])).toEqual(['Test Device C1']);
        expect(await ask(61, [load({ type: 'NUMERIC', operation: 'LESS_OR_EQUAL', value: value(0, { sourceType: 'CURRENT_TENANT', sourceAttribute: 'loadLimit' }) })])).toEqual(['Test Device B1']);
        expect(
            await ask(62, [
                load({ type: 'COMPLEX', operation: 'OR', predicates: [{ type: 'NUMERIC', operation: 'EQUAL', value: value(5) }, { type: 'NUMERIC', operation: 'EQUAL', value: value(50) }] }),
                { key: { type: 'ENTITY_FIELD', key: 'name' }, valueType: 'STRING', predicate: { type: 'STRING', operation: 'ENDS_WITH', value: value('c1'), ignoreCase: true } },
            ]),
        ).toEqual(['Test Device C1']);
        const names = await ask(63, [{ key: { type: 'SERVER_ATTRIBUTE', key: 'active' }, valueType: 'BOOLEAN', predicate: { type: 'BOOLEAN', operation: 'EQUAL', value: value(false) } }]);
        expect(names).toContain('Raspberry Pi Demo Device');
        expect(names).not.toContain('Test Device A1');
        expect(await ask(64, [{ key: { type: 'ENTITY_FIELD', key: 'name' }, valueType: 'STRING', predicate: { type: 'STRING', operation: 'IN', value: value('Thermostat T1, Thermostat T2') } }])).toEqual(['Thermostat T1', 'Thermostat T2']);

        client.send({ entityCountCmds: [{ cmdId: 65, query: { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, keyFilters: [load({ type: 'NUMERIC', operation: 'GREATER', value: value(1) })] } }] });
        expect((await client.next(cmd(65))).count).toBe(2);
        client.close();
    });
});

describe('dynamic queries', () => {
    it('send the whole page again when the entities of a dynamic query change, and a changed count', async () => {
        world.server.app.ctx.config.dynamicQueryRefreshMs = 200;
        try {
            const client = await Client.open(world.tenant.token);
            const entityFilter = { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Dynamic' };
            client.send({
                entityDataCmds: [{
                    cmdId: 70,
                    query: { entityFilter, pageLink: { page: 0, pageSize: 10, dynamic: true }, entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }], latestValues: [] },
                    latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'dyn' }] },
                }],
                entityCountCmds: [{ cmdId: 71, query: { entityFilter } }],
            });
            expect((await client.next(cmd(70))).data.totalElements).toBe(0);
            expect((await client.next(cmd(71))).count).toBe(0);

            const created = await world.api.post('/api/device', { name: 'Dynamic one', type: 'default' }, world.tenant.token);
            const again = await client.next(m => m.cmdId === 70 && m.data !== null, 2000);
            expect(again.data.data.map((e: any) => e.latest.ENTITY_FIELD.name.value)).toEqual(['Dynamic one']);
            expect((await client.next(cmd(71), 2000)).count).toBe(1);
            // The live keys follow the new entity.
            await postTelemetry(created.body.id.id, { ts: 1000, values: { dyn: 1 } });
            expect((await client.next(cmd(70))).update[0].latest).toEqual({ TIME_SERIES: { dyn: { ts: 1000, value: '1' } } });
            client.close();
        } finally {
            world.server.app.ctx.config.dynamicQueryRefreshMs = 60_000;
        }
    });
});

describe('v2 count and alarm data', () => {
    it('counts the entities of a filter for the caller', async () => {
        const tenant = await Client.open(world.tenant.token);
        tenant.send({ entityCountCmds: [{ cmdId: 30, query: { entityFilter: { type: 'entityType', entityType: 'DEVICE' } } }] });
        const all = await tenant.next(cmd(30));
        expect(all).toMatchObject({ cmdId: 30, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA' });
        const customer = await Client.open(world.customer.token);
        customer.send({ entityCountCmds: [{ cmdId: 31, query: { entityFilter: { type: 'entityType', entityType: 'DEVICE' } } }] });
        expect((await customer.next(cmd(31))).count).toBe(3);
        expect(all.count).toBeGreaterThan(3);
        tenant.close();
        customer.close();
    });

    it('answers an alarm data command with an empty page for now', async () => {
        const client = await Client.open(world.tenant.token);
        client.send({ alarmDataCmds: [{ cmdId: 40, query: { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, pageLink: { page: 0, pageSize: 10 } } }] });
        expect(await client.next(cmd(40))).toMatchObject({
            cmdId: 40,
            cmdUpdateType: 'ALARM_DATA',
            errorCode: 0,
            data: { data: [], totalPages: 0, totalElements: 0, hasNext: false },
            allowedEntities: 10000,
        });
        client.close();
    });
});
