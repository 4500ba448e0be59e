import net from 'node:net';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/server';
import { createWorld, type World } from './fixtures';

/** Entity events (reference §1.9): lifecycle events of rule chains, errors of devices, filters, clearing. */
let world: World;

beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

const call = (method: string, path: string, body?: unknown, token = world.tenant.token) => world.api.call(method, path, { body, token });
const page = 'pageSize=50&page=0&sortProperty=createdTime&sortOrder=DESC';
const tenantParam = () => `tenantId=${world.tenant.tenantId}`;

const deviceNamed = (name: string) =>
    world.server.app.ctx.database.sqlite.prepare('SELECT id FROM device WHERE name = ?').pluck().get(name) as string;

describe('sources', () => {
    it('a rule chain records STARTED, UPDATED and STOPPED lifecycle events', async () => {
        const chain = await call('POST', '/api/ruleChain', { name: 'Lifecycle chain' });
        expect(chain.status).toBe(200);
        const id = chain.body.id.id;
        await call('POST', '/api/ruleChain', { ...chain.body, name: 'Lifecycle chain 2' });
        const events = await call('GET', `/api/events/RULE_CHAIN/${id}/LC_EVENT?${tenantParam()}&${page}`);
        expect(events.status).toBe(200);
        expect(events.body.data.map((event: any) => event.body.event)).toEqual(['UPDATED', 'STARTED']);
        expect(events.body.data[0]).toEqual({
            id: { id: expect.any(String) },
            createdTime: expect.any(Number),
            tenantId: { entityType: 'TENANT', id: world.tenant.tenantId },
            type: 'LC_EVENT',
            uid: expect.any(String),
            entityId: { entityType: 'RULE_CHAIN', id },
            body: { server: expect.any(String), event: 'UPDATED', success: true },
        });
        expect((await call('DELETE', `/api/ruleChain/${id}`)).status).toBe(200);
        const stopped = world.server.app.ctx.database.sqlite.prepare("SELECT body FROM event WHERE entity_id = ? AND body LIKE '%STOPPED%'").get(id);
        expect(stopped).toBeDefined();
    });

    it('a device whose payload is refused gets an ERROR event', async () => {
        const refused = await world.api.call('POST', '/api/v1/A2_TEST_TOKEN/telemetry', { body: { ts: 'soon', values: { t: 1 } } });
        expect(refused.status).toBe(400);
        const refusedAttributes = await world.api.call('POST', '/api/v1/A2_TEST_TOKEN/attributes', { body: [1, 2] });
        expect(refusedAttributes.status).toBe(400);
        const device = deviceNamed('Test Device A2');
        const errors = await call('GET', `/api/events/DEVICE/${device}/ERROR?${tenantParam()}&${page}`);
        expect(errors.body.data.map((event: any) => event.body.method)).toEqual(['POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST']);
        expect(errors.body.data[1].body).toEqual({ server: expect.any(String), method: 'POST_TELEMETRY_REQUEST', error: expect.any(String) });
        const all = await call('GET', `/api/events/DEVICE/${device}?${tenantParam()}&${page}`);
        expect(all.body.totalElements).toBe(2);
    });
});

describe('filters and clearing', () => {
    let device: string;
    beforeAll(() => {
        device = deviceNamed('Test Device A1');
        const { events } = world.server.app.ctx;
        const entity = { entityType: 'DEVICE' as const, id: device };
        events.record(world.tenant.tenantId, entity, 'ERROR', { method: 'saveDevice', error: 'Disk full' }, 1_000);
        events.record(world.tenant.tenantId, entity, 'ERROR', { method: 'deleteDevice', error: 'Timeout' }, 2_000);
        events.record(world.tenant.tenantId, entity, 'LC_EVENT', { event: 'STARTED', success: false, error: 'No queue' }, 3_000);
        events.record(world.tenant.tenantId, entity, 'STATS', { messagesProcessed: 10, errorsOccurred: 0 }, 4_000);
        events.record(world.tenant.tenantId, entity, 'STATS', { messagesProcessed: 50, errorsOccurred: 2 }, 5_000);
        events.record(world.tenant.tenantId, entity, 'DEBUG_RULE_NODE', { type: 'IN', entityName: 'Pump', msgType: 'POST_TELEMETRY_REQUEST', data: '{"t":1}', metadata: '{}', relationType: 'Success' }, 6_000);
    });
    const filter = (body: unknown, extra = '') => call('POST', `/api/events/DEVICE/${device}?${tenantParam()}&${page}${extra}`, body);

    it('match each type by its own fields', async () => {
        expect((await filter({ eventType: 'ERROR', method: 'save' })).body.data.map((e: any) => e.body.error)).toEqual(['Disk full']);
        expect((await filter({ eventType: 'ERROR', errorStr: 'TIME' })).body.data.map((e: any) => e.body.method)).toEqual(['deleteDevice']);
        expect((await filter({ eventType: 'LC_EVENT', status: 'Failure' })).body.totalElements).toBe(1);
        expect((await filter({ eventType: 'LC_EVENT', status: 'Success' })).body.totalElements).toBe(0);
        expect((await filter({ eventType: 'STATS', messagesProcessed: 20 })).body.data.map((e: any) => e.body.errorsOccurred)).toEqual([2]);
        expect((await filter({ eventType: 'DEBUG_RULE_NODE', msgDirectionType: 'IN', dataSearch: '"t"' })).body.totalElements).toBe(1);
        expect((await filter({ eventType: 'DEBUG_RULE_NODE', msgDirectionType: 'OUT' })).body.totalElements).toBe(0);
        expect((await filter({ eventType: 'ERROR', server: null, method: '' })).body.totalElements).toBe(2);
    });

    it('respect the time window', async () => {
        const windowed = await filter({ eventType: 'ERROR' }, '&startTime=1500&endTime=2000');
        expect(windowed.body.data.map((e: any) => e.body.method)).toEqual(['deleteDevice']);
    });

    it('refuse bad input with 400', async () => {
        expect((await filter({ eventType: 'NOISE' })).status).toBe(400);
        expect((await filter({ eventType: 'STATS', messagesProcessed: 'many' })).body).toMatchObject({ status: 400, errorCode: 31 });
        expect((await filter({ eventType: 'LC_EVENT', status: 'Maybe' })).status).toBe(400);
        expect((await call('GET', `/api/events/DEVICE/${device}/ERROR?${page}`)).status).toBe(400); // tenantId is required
        expect((await call('GET', `/api/events/DEVICE/not-a-uuid/ERROR?${tenantParam()}&${page}`)).status).toBe(400);
    });

    it('clear what the filter matches within the window, for tenant administrators only', async () => {
        const refused = await call('POST', `/api/events/DEVICE/${device}/clear?${tenantParam()}`, { eventType: 'STATS' }, world.customer.token);
        expect(refused.status).toBe(403);
        expect((await call('POST', `/api/events/DEVICE/${device}/clear?${tenantParam()}&startTime=4500`, { eventType: 'STATS' })).status).toBe(200);
        expect((await filter({ eventType: 'STATS' })).body.data.map((e: any) => e.body.messagesProcessed)).toEqual([10]);
        expect((await call('POST', `/api/events/DEVICE/${device}/clear?${tenantParam()}`, { eventType: 'ERROR' })).status).toBe(200);
        expect((await filter({ eventType: 'ERROR' })).body.totalElements).toBe(0);
        expect((await filter({ eventType: 'LC_EVENT' })).body.totalElements).toBe(1);
    });
});

describe('isolation', () => {
    it("another tenant can neither read nor clear a device's events", async () => {
        const device = deviceNamed('Test Device A2');
        const read = await call('GET', `/api/events/DEVICE/${device}/ERROR?${tenantParam()}&${page}`, undefined, world.tenant2.token);
        // ThingsBoard looks a device up within the caller's tenant: another tenant's is not found.
        expect([read.status, read.body.errorCode]).toEqual([404, 32]);
        const cleared = await call('POST', `/api/events/DEVICE/${device}/clear?${tenantParam()}`, { eventType: 'ERROR' }, world.tenant2.token);
        expect([cleared.status, cleared.body.errorCode]).toEqual([404, 32]);
        expect((await call('GET', `/api/events/DEVICE/${device}/ERROR?${tenantParam()}&${page}`)).body.totalElements).toBe(2);
    });

    it("a customer user reads only its own customer's devices' events", async () => {
        const device = deviceNamed('Test Device A2');
        const owner = world.server.app.ctx.database.sqlite.prepare('SELECT customer_id FROM device WHERE id = ?').pluck().get(device);
        const session = owner === world.customer.customerId ? world.otherCustomer : world.customer;
        const read = await call('GET', `/api/events/DEVICE/${device}/ERROR?${tenantParam()}&${page}`, undefined, session.token);
        expect(read.status).toBe(403);
    });
});

describe('over MQTT', () => {
    it('a payload the broker refuses becomes an ERROR event naming the topic', async () => {
        const probe = net.createServer();
        await new Promise<void>(resolve => probe.listen(0, '127.0.0.1', resolve));
        const { port } = probe.address() as net.AddressInfo;
        await new Promise(resolve => probe.close(resolve));
        const server = await startTestServer({ mqttPort: port });
        try {
            const device = await connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: 'C1_TEST_TOKEN', reconnectPeriod: 0, connectTimeout: 3000 });
            const closed = new Promise<void>(resolve => device.once('close', () => resolve()));
            device.publish('v1/devices/me/telemetry', '{"broken":', { qos: 0 });
            await closed;
            await device.endAsync(true);
            const bodies = server.app.ctx.database.sqlite
                .prepare("SELECT e.body FROM event e JOIN device d ON d.id = e.entity_id WHERE d.name = 'Test Device C1' AND e.event_type = 'ERROR'")
                .pluck()
                .all() as string[];
            expect(bodies.map(body => JSON.parse(body).method)).toEqual(['v1/devices/me/telemetry']);
        } finally {
            await server.close();
        }
    });
});
