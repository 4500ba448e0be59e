import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** POST /api/assets, /api/devices and /api/entityViews: ThingsBoard's *SearchQuery over the relations graph. */
let world: World;
const ids: Record<string, string> = {};

const post = (path: string, body: unknown, token = world.tenant.token) => world.api.post(path, body, token);
const ref = (entityType: string, name: string) => ({ entityType, id: ids[name]! });

async function create(path: string, body: Record<string, unknown>) {
    const response = await post(path, body);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.text}`);
    ids[String(body.name)] = response.body.id.id;
}

async function relate(from: { entityType: string; id: string }, to: { entityType: string; id: string }, type = 'Contains') {
    const response = await post('/api/relation', { from, to, type, typeGroup: 'COMMON' });
    if (response.status !== 200) throw new Error(`relation: ${response.status} ${response.text}`);
}

beforeAll(async () => {
    world = await createWorld();
    await create('/api/asset', { name: 'Search Building', type: 'building' });
    await create('/api/asset', { name: 'Search Floor', type: 'floor' });
    await create('/api/asset', { name: 'Search Annex', type: 'building' });
    await create('/api/device', { name: 'Search Thermo', type: 'thermo' });
    await create('/api/device', { name: 'Search Meter', type: 'meter' });
    await create('/api/device', { name: 'Search Managed', type: 'thermo' });
    await create('/api/entityView', { name: 'Search View', type: 'view', entityId: ref('DEVICE', 'Search Thermo') });
    await relate(ref('ASSET', 'Search Building'), ref('ASSET', 'Search Floor'));
    await relate(ref('ASSET', 'Search Building'), ref('ASSET', 'Search Annex'));
    await relate(ref('ASSET', 'Search Floor'), ref('DEVICE', 'Search Thermo'));
    await relate(ref('ASSET', 'Search Floor'), ref('DEVICE', 'Search Meter'));
    await relate(ref('ASSET', 'Search Floor'), ref('ENTITY_VIEW', 'Search View'));
    await relate(ref('ASSET', 'Search Building'), ref('DEVICE', 'Search Managed'), 'Manages');
    // Customer A gets the building and the thermostat only.
    for (const [kind, name] of [['asset', 'Search Building'], ['device', 'Search Thermo']] as const) {
        const assigned = await post(`/api/customer/${world.customer.customerId}/${kind}/${ids[name]}`, undefined);
        if (assigned.status !== 200) throw new Error(`assign: ${assigned.status} ${assigned.text}`);
    }
});
afterAll(() => world.close());

const parameters = (maxLevel: number, extra: Record<string, unknown> = {}) => ({ rootId: ids['Search Building'], rootType: 'ASSET', direction: 'FROM', maxLevel, ...extra });
const names = (body: Array<{ name: string }>) => body.map(item => item.name).sort();

describe('POST /api/devices', () => {
    it('follows Contains relations to maxLevel and keeps the listed types', async () => {
        const deep = await post('/api/devices', { parameters: parameters(2), deviceTypes: ['thermo', 'meter'] });
        expect(deep.status).toBe(200);
        expect(names(deep.body)).toEqual(['Search Meter', 'Search Thermo']);
        // Plain Device objects, as GET /api/device/{id} answers them.
        expect(deep.body[0]).toMatchObject({ id: { entityType: 'DEVICE' }, tenantId: { entityType: 'TENANT' }, deviceProfileId: expect.any(Object) });
        expect(deep.body[0].customerTitle).toBeUndefined();

        expect(names((await post('/api/devices', { parameters: parameters(2), deviceTypes: ['meter'] })).body)).toEqual(['Search Meter']);
        expect((await post('/api/devices', { parameters: parameters(1), deviceTypes: ['thermo', 'meter'] })).body).toEqual([]);
        expect((await post('/api/devices', { parameters: parameters(2), deviceTypes: [] })).body).toEqual([]);
    });

    it('follows another relation type when named', async () => {
        const managed = await post('/api/devices', { parameters: parameters(1), relationType: 'Manages', deviceTypes: ['thermo'] });
        expect(names(managed.body)).toEqual(['Search Managed']);
    });

    it('searches upwards with direction TO', async () => {
        const up = await post('/api/assets', { parameters: { rootId: ids['Search Thermo'], rootType: 'DEVICE', direction: 'TO', maxLevel: 2 }, assetTypes: ['building', 'floor'] });
        expect(names(up.body)).toEqual(['Search Building', 'Search Floor']);
        const lastOnly = await post('/api/assets', { parameters: { rootId: ids['Search Thermo'], rootType: 'DEVICE', direction: 'TO', maxLevel: 2, fetchLastLevelOnly: true }, assetTypes: ['building', 'floor'] });
        expect(names(lastOnly.body)).toEqual(['Search Building']);
    });

    it('shows a customer user only its own devices', async () => {
        const seen = await post('/api/devices', { parameters: parameters(2), deviceTypes: ['thermo', 'meter'] }, world.customer.token);
        expect(seen.status).toBe(200);
        expect(names(seen.body)).toEqual(['Search Thermo']);
    });

    it('refuses a root of another tenant or customer, and a missing root', async () => {
        const foreign = await post('/api/devices', { parameters: parameters(2), deviceTypes: ['thermo'] }, world.tenant2.token);
        expect(foreign.status).toBe(403);
        expect(foreign.body.errorCode).toBe(20);
        const otherCustomer = await post('/api/devices', { parameters: parameters(2), deviceTypes: ['thermo'] }, world.otherCustomer.token);
        expect(otherCustomer.status).toBe(403);
        const missing = await post('/api/devices', { parameters: { ...parameters(2), rootId: '6c9b4a40-0000-11ee-8000-000000000000' }, deviceTypes: ['thermo'] });
        expect(missing.status).toBe(404);
        expect(missing.body.errorCode).toBe(32);
        expect((await post('/api/devices', { parameters: parameters(1) }, world.sysadmin.token)).status).toBe(403);
    });

    it('validates the query', async () => {
        const noTypes = await post('/api/devices', { parameters: parameters(2) });
        expect(noTypes.status).toBe(404);
        expect(noTypes.body).toMatchObject({ message: "Requested item wasn't found!", errorCode: 32 });
        for (const body of [{}, { parameters: { rootType: 'ASSET', direction: 'FROM' }, deviceTypes: [] }, { parameters: { ...parameters(1), direction: 'UP' }, deviceTypes: [] }, { parameters: { ...parameters(1), rootId: 'x' }, deviceTypes: [] }]) {
            const response = await post('/api/devices', body);
            expect(response.status).toBe(400);
            expect(response.body).toMatchObject({ status: 400, errorCode: expect.any(Number), timestamp: expect.any(String) });
        }
    });
});

describe('POST /api/entityViews and /api/assets', () => {
    it('finds entity views and assets of the listed types', async () => {
        const views = await post('/api/entityViews', { parameters: parameters(2), entityViewTypes: ['view'] });
        expect(views.status).toBe(200);
        expect(names(views.body)).toEqual(['Search View']);
        expect(views.body[0].entityId).toEqual(ref('DEVICE', 'Search Thermo'));
        const assets = await post('/api/assets', { parameters: parameters(1), assetTypes: ['building'] });
        expect(names(assets.body)).toEqual(['Search Annex']);
    });
});
