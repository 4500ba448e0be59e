import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** /api/relation and /api/relations (reference §1.10, §9) over real HTTP. */
let world: World;
const ids: Record<string, string> = {};
const ref = (name: string) => ({ entityType: ids[`${name}:type`]!, id: ids[name]! });

const call = (method: string, path: string, body?: unknown, token = world.tenant.token) => world.api.call(method, path, { body, token });
const relate = (from: string, to: string, type = 'Contains', extra: object = {}, token?: string) =>
    call('POST', '/api/relation', { from: ref(from), to: ref(to), type, ...extra }, token);
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const oneRelation = (from: string, to: string, type = 'Contains') =>
    query({ fromId: ids[from]!, fromType: ref(from).entityType, relationType: type, toId: ids[to]!, toType: ref(to).entityType });

function remember(name: string, entityType: string, id: string): void {
    ids[name] = id;
    ids[`${name}:type`] = entityType;
}

beforeAll(async () => {
    world = await createWorld();
    const sqlite = world.server.app.ctx.database.sqlite;
    for (const name of ['Test Device A1', 'Test Device A2', 'Test Device B1']) {
        remember(name, 'DEVICE', (sqlite.prepare('SELECT id FROM device WHERE name = ?').get(name) as { id: string }).id);
    }
    for (const name of ['Building R', 'Floor R1', 'Room R1-1']) {
        const created = await call('POST', '/api/asset', { name, type: 'building' });
        remember(name, 'ASSET', created.body.id.id);
    }
    const other = await call('POST', '/api/asset', { name: 'Foreign Asset', type: 'building' }, world.tenant2.token);
    remember('Foreign Asset', 'ASSET', other.body.id.id);
    remember('Customer A', 'CUSTOMER', world.customer.customerId);
    remember('tenant admin', 'USER', world.tenant.userId);
});
afterAll(() => world.close());

describe('one relation', () => {
    it('saves with the COMMON group by default, reads it back and deletes it; absent ones are 404', async () => {
        expect((await relate('Building R', 'Test Device A1', 'Contains', { additionalInfo: { note: 'lobby' } })).status).toBe(200);
        const read = await call('GET', `/api/relation?${oneRelation('Building R', 'Test Device A1')}`);
        expect(read.status).toBe(200);
        expect(read.body).toEqual({ from: ref('Building R'), to: ref('Test Device A1'), type: 'Contains', typeGroup: 'COMMON', additionalInfo: { note: 'lobby' } });

        // A second save of the same relation replaces its additionalInfo.
        await relate('Building R', 'Test Device A1', 'Contains', { additionalInfo: null });
        expect((await call('GET', `/api/relation?${oneRelation('Building R', 'Test Device A1')}`)).body.additionalInfo).toBeNull();

        expect((await call('DELETE', `/api/relation?${oneRelation('Building R', 'Test Device A1')}`)).status).toBe(200);
        const gone = await call('GET', `/api/relation?${oneRelation('Building R', 'Test Device A1')}`);
        expect(gone.status).toBe(404);
        expect(gone.body.errorCode).toBe(32);
        expect((await call('DELETE', `/api/relation?${oneRelation('Building R', 'Test Device A1')}`)).status).toBe(404);
        // Another group is another relation.
        await relate('Building R', 'Test Device A1', 'Contains', { typeGroup: 'DASHBOARD' });
        expect((await call('GET', `/api/relation?${oneRelation('Building R', 'Test Device A1')}`)).status).toBe(404);
        expect((await call('GET', `/api/relation?${oneRelation('Building R', 'Test Device A1')}&relationTypeGroup=DASHBOARD`)).status).toBe(200);
        await call('DELETE', `/api/relation?${oneRelation('Building R', 'Test Device A1')}&relationTypeGroup=DASHBOARD`);
    });

    it('refuses a missing or too long type, missing ends, bad ids and unknown entity types with 400, never 500', async () => {
        const noType = await relate('Building R', 'Test Device A1', '');
        expect(noType.status).toBe(400);
        expect(noType.body).toMatchObject({ status: 400, errorCode: 31, message: 'Relation type should be specified!' });
        expect((await call('POST', '/api/relation', { from: ref('Building R'), to: ref('Test Device A1') })).body.message).toBe('Relation type should be specified!');
        expect((await relate('Building R', 'Test Device A1', 'x'.repeat(256))).status).toBe(400);
        expect((await relate('Building R', 'Test Device A1', 'x'.repeat(255))).status).toBe(200);
        await call('DELETE', `/api/relation?${oneRelation('Building R', 'Test Device A1', 'x'.repeat(255))}`);

        const noTo = await call('POST', '/api/relation', { from: ref('Building R'), type: 'Contains' });
        expect(noTo.status).toBe(400);
        expect(noTo.body.message).toBe("Parameter entityId can't be empty!");
        const badId = await call('POST', '/api/relation', { from: { entityType: 'ASSET', id: 'nope' }, to: ref('Test Device A1'), type: 'Contains' });
        expect(badId.status).toBe(400);
        const badType = await call('POST', '/api/relation', { from: { entityType: 'GADGET', id: ids['Building R'] }, to: ref('Test Device A1'), type: 'Contains' });
        expect(badType.status).toBe(400);
        const unsupported = await call('POST', '/api/relation', { from: { entityType: 'RULE_NODE', id: ids['Building R'] }, to: ref('Test Device A1'), type: 'Contains' });
        expect(unsupported.status).toBe(400);
        expect((await call('GET', `/api/relations?fromId=zzz&fromType=ASSET`)).status).toBe(400);
        expect((await call('GET', `/api/relations?fromType=ASSET`)).status).toBe(400);
        expect((await call('GET', `/api/relation?${oneRelation('Building R', 'Test Device A1', '')}`)).status).toBe(400);
        expect((await call('POST', '/api/relations', { parameters: { rootId: ids['Building R'], rootType: 'ASSET', direction: 'SIDEWAYS' } })).status).toBe(400);
        expect((await call('POST', '/api/relations', {})).status).toBe(400);
        expect((await relate('Building R', 'Test Device A1', 'Contains', { typeGroup: 'NOPE' })).status).toBe(400);
        expect((await call('GET', `/api/relations/info?toId=${ids['Building R']}&toType=ALARM`)).status).toBe(400);
        const deep = await call('POST', '/api/relations/info', { parameters: { rootId: ids['Building R'], rootType: 'ASSET', direction: 'FROM', maxLevel: 2 ** 31 }, filters: [] });
        expect(deep.status).toBe(200);
        // Any JSON is kept as additional info.
        expect((await relate('Building R', 'Test Device A1', 'Tagged', { additionalInfo: ['a', 1, { deep: true }] })).status).toBe(200);
        expect((await call('GET', `/api/relation?${oneRelation('Building R', 'Test Device A1', 'Tagged')}`)).body.additionalInfo).toEqual(['a', 1, { deep: true }]);
        await call('DELETE', `/api/relation?${oneRelation('Building R', 'Test Device A1', 'Tagged')}`);
    });

    it('answers 404 for an end that does not exist and 403 for another tenant’s', async () => {
        const missing = await call('POST', '/api/relation', { from: ref('Building R'), to: { entityType: 'DEVICE', id: '2b8c3f60-0000-11ee-8000-000000000000' }, type: 'Contains' });
        expect(missing.status).toBe(404);
        expect(missing.body.errorCode).toBe(32);
        const foreign = await relate('Building R', 'Foreign Asset');
        expect(foreign.status).toBe(403);
        expect(foreign.body.errorCode).toBe(20);
        expect((await call('GET', `/api/relations?fromId=${ids['Foreign Asset']}&fromType=ASSET`)).status).toBe(403);
        expect((await call('DELETE', `/api/relations?entityId=${ids['Foreign Asset']}&entityType=ASSET`)).status).toBe(403);
        expect((await call('POST', '/api/relations', { parameters: { rootId: ids['Foreign Asset'], rootType: 'ASSET', direction: 'FROM' } })).status).toBe(403);
    });
});

describe('lists', () => {
    beforeAll(async () => {
        await relate('Building R', 'Floor R1');
        await relate('Floor R1', 'Room R1-1');
        await relate('Floor R1', 'Test Device A1');
        await relate('Room R1-1', 'Test Device A2', 'Manages');
        await relate('Test Device A2', 'Building R', 'Contains'); // a loop back to the root
        await relate('tenant admin', 'Building R', 'Manages');
        await relate('Customer A', 'Building R', 'Owns');
    });

    it('lists by from or to, optionally of one type, with the far end’s name in the info variant', async () => {
        const from = await call('GET', `/api/relations?fromId=${ids['Floor R1']}&fromType=ASSET`);
        expect(from.body.map((r: { to: { id: string } }) => r.to.id).sort()).toEqual([ids['Room R1-1'], ids['Test Device A1']].sort());
        const to = await call('GET', `/api/relations?toId=${ids['Building R']}&toType=ASSET&relationType=Manages`);
        expect(to.body).toEqual([{ from: ref('tenant admin'), to: ref('Building R'), type: 'Manages', typeGroup: 'COMMON', additionalInfo: null }]);

        const fromInfo = await call('GET', `/api/relations/info?fromId=${ids['Floor R1']}&fromType=ASSET`);
        expect(fromInfo.body.map((r: { toName: string }) => r.toName).sort()).toEqual(['Room R1-1', 'Test Device A1']);
        expect(fromInfo.body.every((r: { fromName: unknown }) => r.fromName === null)).toBe(true);
        const toInfo = await call('GET', `/api/relations/info?toId=${ids['Building R']}&toType=ASSET`);
        const names = Object.fromEntries(toInfo.body.map((r: { type: string; fromName: string }) => [r.type, r.fromName]));
        // Names of any entity type: a user's email, a customer's title, a device's name.
        expect(names).toEqual({ Manages: 'tenant@thingsboard.org', Owns: 'Customer A', Contains: 'Test Device A2' });
    });

    it('walks several levels without looping, with filters and fetchLastLevelOnly', async () => {
        const search = (parameters: object, filters: object[] = []) =>
            call('POST', '/api/relations/info', { parameters: { rootId: ids['Building R'], rootType: 'ASSET', direction: 'FROM', ...parameters }, filters });
        const pairs = (body: Array<{ fromName: string | null; toName: string; type: string }>) => body.map(r => `${r.type}>${r.toName}`).sort();

        expect(pairs((await search({})).body)).toEqual(['Contains>Floor R1']);
        expect(pairs((await search({ maxLevel: 3 })).body)).toEqual(['Contains>Floor R1', 'Contains>Room R1-1', 'Contains>Test Device A1', 'Manages>Test Device A2']);
        // Unlimited levels come back to the root once and stop there.
        expect(pairs((await search({ maxLevel: 0 })).body)).toEqual(['Contains>Building R', 'Contains>Floor R1', 'Contains>Room R1-1', 'Contains>Test Device A1', 'Manages>Test Device A2']);
        expect(pairs((await search({ maxLevel: 3 }, [{ relationType: 'Contains', entityTypes: ['DEVICE'] }])).body)).toEqual(['Contains>Test Device A1']);
        expect(pairs((await search({ maxLevel: 3 }, [{ relationType: 'Manages' }, { entityTypes: ['ASSET'] }])).body)).toEqual([
            'Contains>Floor R1', 'Contains>Room R1-1', 'Manages>Test Device A2',
        ]);
        expect(pairs((await search({ maxLevel: 2, fetchLastLevelOnly: true })).body)).toEqual(['Contains>Room R1-1', 'Contains>Test Device A1']);

        const up = await call('POST', '/api/relations', { parameters: { rootId: ids['Test Device A2'], rootType: 'DEVICE', direction: 'TO', maxLevel: 2 }, filters: [] });
        expect(up.body.map((r: { from: { id: string } }) => r.from.id).sort()).toEqual([ids['Floor R1'], ids['Room R1-1']].sort());
    });

    it('shows a customer user only relations between its own customer’s entities, and lets it write none', async () => {
        await relate('Test Device A1', 'Test Device A2', 'Feeds');
        await relate('Test Device A1', 'Test Device B1', 'Feeds');
        const mine = await call('GET', `/api/relations/info?fromId=${ids['Test Device A1']}&fromType=DEVICE`, undefined, world.customer.token);
        expect(mine.status).toBe(200);
        expect(mine.body.map((r: { toName: string }) => r.toName)).toEqual(['Test Device A2']);
        expect((await call('GET', `/api/relations?fromId=${ids['Test Device B1']}&fromType=DEVICE`, undefined, world.customer.token)).status).toBe(403);
        expect((await relate('Test Device A1', 'Test Device A2', 'Other', {}, world.customer.token)).status).toBe(403);
        expect((await call('DELETE', `/api/relation?${oneRelation('Test Device A1', 'Test Device A2', 'Feeds')}`, undefined, world.customer.token)).status).toBe(403);
        // The other tenant sees nothing of it: ThingsBoard does not even find another tenant's device.
        expect((await call('GET', `/api/relations?fromId=${ids['Test Device A1']}&fromType=DEVICE`, undefined, world.tenant2.token)).status).toBe(404);
    });

    it('deletes every COMMON relation of an entity in both directions', async () => {
        await relate('Floor R1', 'Building R', 'Contains', { typeGroup: 'DASHBOARD' });
        expect((await call('DELETE', `/api/relations?entityId=${ids['Floor R1']}&entityType=ASSET`)).status).toBe(200);
        expect((await call('GET', `/api/relations?fromId=${ids['Floor R1']}&fromType=ASSET`)).body).toEqual([]);
        expect((await call('GET', `/api/relations?toId=${ids['Floor R1']}&toType=ASSET`)).body).toEqual([]);
        expect((await call('GET', `/api/relations?fromId=${ids['Floor R1']}&fromType=ASSET&relationTypeGroup=DASHBOARD`)).body).toHaveLength(1);
        expect((await call('GET', `/api/relations?fromId=${ids['Room R1-1']}&fromType=ASSET`)).body).toHaveLength(1);
    });
});
