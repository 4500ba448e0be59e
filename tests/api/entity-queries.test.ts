import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** POST /api/entitiesQuery/find, /count and /find/keys (reference §4.5) over real HTTP. */
let world: World;
const ids: Record<string, string> = {};

const call = (method: string, path: string, body?: unknown, token = world.tenant.token) => world.api.call(method, path, { body, token });
const nameField = { type: 'ENTITY_FIELD', key: 'name' };
const temperature = { type: 'TIME_SERIES', key: 'temperature' };

interface EntityData {
    entityId: { entityType: string; id: string };
    latest: Record<string, Record<string, { ts: number; value: string }>>;
    timeseries: object;
}

async function find(entityFilter: object, extra: { keyFilters?: object[]; pageLink?: object; latestValues?: object[] } = {}, token?: string) {
    const response = await call(
        'POST',
        '/api/entitiesQuery/find',
        { entityFilter, keyFilters: extra.keyFilters ?? [], entityFields: [nameField], latestValues: extra.latestValues ?? [], pageLink: { page: 0, pageSize: 100, ...extra.pageLink } },
        token,
    );
    expect(response.status, response.text).toBe(200);
    return response.body as { data: EntityData[]; totalPages: number; totalElements: number; hasNext: boolean };
}

/** The names a query finds, sorted unless the query sorts. */
async function names(entityFilter: object, extra: Parameters<typeof find>[1] = {}, token?: string): Promise<string[]> {
    const page = await find(entityFilter, extra, token);
    const found = page.data.map(entity => entity.latest.ENTITY_FIELD!.name!.value);
    return extra.pageLink ? found : found.sort();
}

const devices = { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Test Device' };
const keyFilter = (key: object, valueType: string, predicate: object) => ({ key, valueType, predicate });
const value = (defaultValue: unknown) => ({ defaultValue, userValue: null, dynamicValue: null });
const stringIs = (operation: string, text: string, ignoreCase = false) => keyFilter(nameField, 'STRING', { type: 'STRING', operation, value: value(text), ignoreCase });
const temperatureIs = (operation: string, number: number) => ({ type: 'NUMERIC', operation, value: value(number) });

beforeAll(async () => {
    world = await createWorld();
    const sqlite = world.server.app.ctx.database.sqlite;
    for (const name of ['Test Device A1', 'Test Device A2', 'Test Device A3', 'Test Device B1', 'Thermostat T1']) {
        ids[name] = (sqlite.prepare('SELECT id FROM device WHERE name = ?').get(name) as { id: string }).id;
    }
    const create = async (path: string, body: object) => {
        const created = await call('POST', path, body);
        if (created.status !== 200) throw new Error(`${path}: ${created.text}`);
        ids[(body as { name: string }).name] = created.body.id.id;
    };
    await create('/api/asset', { name: 'Plant Q', type: 'plant' });
    await create('/api/asset', { name: 'Hall Q1', type: 'hall' });
    await create('/api/asset', { name: 'Hall Q2', type: 'hall' });
    await create('/api/entityView', { name: 'View Q', type: 'summary', entityId: { entityType: 'DEVICE', id: ids['Test Device A1'] } });
    await create('/api/edge', { name: 'Edge Q', type: 'gateway' });
    const relate = (fromType: string, from: string, toType: string, to: string, type = 'Contains') =>
        call('POST', '/api/relation', { from: { entityType: fromType, id: ids[from] }, to: { entityType: toType, id: ids[to] }, type });
    await relate('ASSET', 'Plant Q', 'ASSET', 'Hall Q1');
    await relate('ASSET', 'Plant Q', 'ASSET', 'Hall Q2');
    await relate('ASSET', 'Hall Q1', 'DEVICE', 'Test Device A1');
    await relate('ASSET', 'Hall Q1', 'DEVICE', 'Thermostat T1');
    await relate('ASSET', 'Hall Q2', 'DEVICE', 'Test Device A2', 'Manages');
    await relate('ASSET', 'Plant Q', 'ENTITY_VIEW', 'View Q');
    await relate('ASSET', 'Plant Q', 'EDGE', 'Edge Q');

    const readings: Array<[string, number, boolean]> = [['Test Device A1', 10, true], ['Test Device A2', 30, false], ['Test Device A3', 20.5, true], ['Test Device B1', -4, false]];
    for (const [name, reading, flag] of readings) {
        await call('POST', `/api/plugins/telemetry/DEVICE/${ids[name]}/timeseries/ANY`, { temperature: reading });
        await call('POST', `/api/plugins/telemetry/DEVICE/${ids[name]}/attributes/SERVER_SCOPE`, { inService: flag });
    }
});
afterAll(() => world.close());

describe('entity filters', () => {
    it('selects by single entity, list, name prefix (any case) and entity type', async () => {
        const single = await find({ type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: ids['Test Device A1'] } });
        expect(single).toMatchObject({ totalElements: 1, totalPages: 1, hasNext: false });
        expect(single.data[0]).toEqual({
            entityId: { entityType: 'DEVICE', id: ids['Test Device A1'] },
            latest: { ENTITY_FIELD: { name: { ts: expect.any(Number), value: 'Test Device A1' } } },
            timeseries: {},
        });
        expect(await names({ type: 'entityList', entityType: 'DEVICE', entityList: [ids['Test Device A1'], ids['Test Device A2']] })).toEqual(['Test Device A1', 'Test Device A2']);
        expect(await names({ type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'test device a' })).toEqual(['Test Device A1', 'Test Device A2', 'Test Device A3']);
        expect(await names({ type: 'entityType', entityType: 'ASSET' })).toEqual(['Hall Q1', 'Hall Q2', 'Plant Q']);
    });

    it('selects by asset, device, entity view and edge type, with the name filter', async () => {
        expect(await names({ type: 'assetType', assetType: 'hall' })).toEqual(['Hall Q1', 'Hall Q2']);
        expect(await names({ type: 'assetType', assetType: 'hall', assetNameFilter: 'Hall Q2' })).toEqual(['Hall Q2']);
        expect(await names({ type: 'deviceType', deviceType: 'thermostat' })).toEqual(['Thermostat T1', 'Thermostat T2']);
        expect(await names({ type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: 'thermostat t2' })).toEqual(['Thermostat T2']);
        expect(await names({ type: 'entityViewType', entityViewType: 'summary' })).toEqual(['View Q']);
        expect(await names({ type: 'edgeType', edgeType: 'gateway', edgeNameFilter: 'Edge' })).toEqual(['Edge Q']);
    });

    it('follows relations: relations query with filters, levels and last level only', async () => {
        const root = { entityType: 'ASSET', id: ids['Plant Q'] };
        const query = (extra: object) => names({ type: 'relationsQuery', rootEntity: root, direction: 'FROM', filters: [], maxLevel: 1, fetchLastLevelOnly: false, ...extra });
        expect(await query({})).toEqual(['Edge Q', 'Hall Q1', 'Hall Q2', 'View Q']);
        expect(await query({ maxLevel: 2 })).toEqual(['Edge Q', 'Hall Q1', 'Hall Q2', 'Test Device A1', 'Test Device A2', 'Thermostat T1', 'View Q']);
        expect(await query({ maxLevel: 2, filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] })).toEqual(['Test Device A1', 'Thermostat T1']);
        // Last level only: entities at maxLevel, or with nothing further to follow.
        expect(await query({ maxLevel: 2, fetchLastLevelOnly: true })).toEqual(['Edge Q', 'Test Device A1', 'Test Device A2', 'Thermostat T1', 'View Q']);
        expect(await names({ type: 'relationsQuery', rootEntity: { entityType: 'DEVICE', id: ids['Test Device A1'] }, direction: 'TO', filters: [], maxLevel: 2 })).toEqual(['Hall Q1', 'Plant Q']);
    });

    it('follows relations: asset, device, entity view and edge search queries by relation type and subtype', async () => {
        const root = { entityType: 'ASSET', id: ids['Plant Q'] };
        const search = (type: string, extra: object) => names({ type, rootEntity: root, direction: 'FROM', maxLevel: 2, fetchLastLevelOnly: false, relationType: 'Contains', ...extra });
        expect(await search('assetSearchQuery', { assetTypes: ['hall'] })).toEqual(['Hall Q1', 'Hall Q2']);
        expect(await search('deviceSearchQuery', { deviceTypes: ['default'] })).toEqual(['Test Device A1']);
        expect(await search('deviceSearchQuery', { deviceTypes: ['default'], relationType: 'Manages' })).toEqual(['Test Device A2']);
        expect(await search('entityViewSearchQuery', { entityViewTypes: ['summary'] })).toEqual(['View Q']);
        expect(await search('edgeSearchQuery', { edgeTypes: ['gateway'] })).toEqual(['Edge Q']);
        expect(await search('edgeSearchQuery', { edgeTypes: ['other'] })).toEqual([]);
    });

    it("answers the tenant's own API usage state and 400 for an unknown filter", async () => {
        expect((await find({ type: 'apiUsageState' })).totalElements).toBe(1);
        const unknown = await call('POST', '/api/entitiesQuery/find', { entityFilter: { type: 'bogus' }, pageLink: { page: 0, pageSize: 10 } });
        expect(unknown.status).toBe(400);
        expect((await call('POST', '/api/entitiesQuery/find', { entityFilter: devices })).status).toBe(400);
    });
});

describe('key filters', () => {
    it('applies every STRING operation, with and without ignoreCase', async () => {
        const cases: Array<[string, string, boolean, string[]]> = [
            ['EQUAL', 'Test Device A2', false, ['Test Device A2']],
            ['EQUAL', 'test device a2', false, []],
            ['EQUAL', 'test device a2', true, ['Test Device A2']],
            ['NOT_EQUAL', 'Test Device A2', false, ['Test Device A1', 'Test Device A3', 'Test Device B1', 'Test Device C1']],
            ['STARTS_WITH', 'Test Device B', false, ['Test Device B1']],
            ['ENDS_WITH', '3', false, ['Test Device A3']],
            ['CONTAINS', 'ice c', true, ['Test Device C1']],
            ['NOT_CONTAINS', 'A', false, ['Test Device B1', 'Test Device C1']],
        ];
        for (const [operation, text, ignoreCase, expected] of cases) {
            expect(await names(devices, { keyFilters: [stringIs(operation, text, ignoreCase)] }), `${operation} ${text}`).toEqual(expected);
        }
    });

    it('applies every NUMERIC operation to a time series; entities without the key never pass', async () => {
        const cases: Array<[string, number, string[]]> = [
            ['EQUAL', 20.5, ['Test Device A3']],
            ['NOT_EQUAL', 10, ['Test Device A2', 'Test Device A3', 'Test Device B1']],
            ['GREATER', 20.5, ['Test Device A2']],
            ['LESS', 10, ['Test Device B1']],
            ['GREATER_OR_EQUAL', 20.5, ['Test Device A2', 'Test Device A3']],
            ['LESS_OR_EQUAL', 10, ['Test Device A1', 'Test Device B1']],
        ];
        for (const [operation, number, expected] of cases) {
            expect(await names(devices, { keyFilters: [keyFilter(temperature, 'NUMERIC', temperatureIs(operation, number))] }), operation).toEqual(expected);
        }
    });

    it('applies BOOLEAN operations to an attribute and nests COMPLEX AND/OR', async () => {
        const inService = { type: 'SERVER_ATTRIBUTE', key: 'inService' };
        const flagIs = (operation: string, flag: boolean) => keyFilter(inService, 'BOOLEAN', { type: 'BOOLEAN', operation, value: value(flag) });
        expect(await names(devices, { keyFilters: [flagIs('EQUAL', true)] })).toEqual(['Test Device A1', 'Test Device A3']);
        expect(await names(devices, { keyFilters: [flagIs('NOT_EQUAL', true)] })).toEqual(['Test Device A2', 'Test Device B1']);

        // temperature < 0 OR (temperature > 15 AND temperature <= 25)
        const complex = {
            type: 'COMPLEX',
            operation: 'OR',
            predicates: [temperatureIs('LESS', 0), { type: 'COMPLEX', operation: 'AND', predicates: [temperatureIs('GREATER', 15), temperatureIs('LESS_OR_EQUAL', 25)] }],
        };
        expect(await names(devices, { keyFilters: [keyFilter(temperature, 'NUMERIC', complex)] })).toEqual(['Test Device A3', 'Test Device B1']);
        // Several key filters are ANDed.
        expect(await names(devices, { keyFilters: [keyFilter(temperature, 'NUMERIC', complex), flagIs('EQUAL', true)] })).toEqual(['Test Device A3']);
    });

    it('takes the user value, else the dynamic value (a tenant attribute), else the default', async () => {
        await call('POST', `/api/plugins/telemetry/TENANT/${world.tenant.tenantId}/attributes/SERVER_SCOPE`, { wanted: 'Test Device A1' });
        const dynamicValue = { sourceType: 'CURRENT_TENANT', sourceAttribute: 'wanted' };
        const nameIs = (value: object) => names(devices, { keyFilters: [keyFilter(nameField, 'STRING', { type: 'STRING', operation: 'EQUAL', value, ignoreCase: false })] });
        expect(await nameIs({ defaultValue: 'Test Device A3', userValue: 'Test Device A2', dynamicValue })).toEqual(['Test Device A2']);
        expect(await nameIs({ defaultValue: 'Test Device A3', userValue: null, dynamicValue })).toEqual(['Test Device A1']);
        expect(await nameIs({ defaultValue: 'Test Device A3', userValue: null, dynamicValue: { ...dynamicValue, sourceAttribute: 'absent' } })).toEqual(['Test Device A3']);
    });
});

describe('sorting, paging, values, count and keys', () => {
    it('sorts by a time series numerically, pages, and answers missing values as {ts 0, value ""}', async () => {
        const sortOrder = { key: temperature, direction: 'DESC' };
        const page0 = await find(devices, { latestValues: [temperature, { type: 'ATTRIBUTE', key: 'nothing' }], pageLink: { pageSize: 2, page: 0, sortOrder } });
        expect(page0).toMatchObject({ totalElements: 5, totalPages: 3, hasNext: true });
        expect(page0.data.map(entity => entity.latest.TIME_SERIES!.temperature!.value)).toEqual(['30', '20.5']);
        expect(page0.data[0]!.latest.ATTRIBUTE!.nothing).toEqual({ ts: 0, value: '' });
        expect(await names(devices, { pageLink: { pageSize: 2, page: 1, sortOrder } })).toEqual(['Test Device A1', 'Test Device B1']);
        expect(await names(devices, { pageLink: { pageSize: 2, page: 0, sortOrder: { key: nameField, direction: 'ASC' } } })).toEqual(['Test Device A1', 'Test Device A2']);
        const last = await find(devices, { pageLink: { pageSize: 2, page: 2, sortOrder } });
        expect(last).toMatchObject({ hasNext: false, totalPages: 3 });
        expect(last.data).toHaveLength(1);
    });

    it('searches text in the selected fields and values', async () => {
        expect(await names(devices, { pageLink: { textSearch: 'ice b' } })).toEqual(['Test Device B1']);
        expect(await names(devices, { latestValues: [temperature], pageLink: { textSearch: '20.5' } })).toEqual(['Test Device A3']);
    });

    it('counts what find would find', async () => {
        const count = await call('POST', '/api/entitiesQuery/count', { entityFilter: devices, keyFilters: [keyFilter(temperature, 'NUMERIC', temperatureIs('GREATER', 0))] });
        expect(count.status).toBe(200);
        expect(count.body).toBe(3);
        expect((await call('POST', '/api/entitiesQuery/count', { entityFilter: { type: 'entityType', entityType: 'ASSET' } })).body).toBe(3);
    });

    it('lists the time-series and attribute keys of the entities found', async () => {
        const keys = await call('POST', '/api/entitiesQuery/find/keys?timeseries=true&attributes=true', { entityFilter: devices, pageLink: { page: 0, pageSize: 1000 } });
        expect(keys.status).toBe(200);
        expect(keys.body.entityTypes).toEqual(['DEVICE']);
        expect(keys.body.timeseries).toEqual(['temperature']);
        expect(keys.body.attribute).toContain('inService');
        const onlyTimeseries = await call('POST', '/api/entitiesQuery/find/keys?timeseries=true&attributes=false', { entityFilter: devices, pageLink: { page: 0, pageSize: 10 } });
        expect(onlyTimeseries.body).toEqual({ entityTypes: ['DEVICE'], timeseries: ['temperature'], attribute: [] });
        const none = await call('POST', '/api/entitiesQuery/find/keys?timeseries=true&attributes=true', { entityFilter: { type: 'entityType', entityType: 'EDGE' }, pageLink: { page: 0, pageSize: 10 } });
        expect(none.body).toEqual({ entityTypes: ['EDGE'], timeseries: [], attribute: [] });
        expect((await call('POST', '/api/entitiesQuery/find/keys?timeseries=true&attributes=true', { entityFilter: devices, pageLink: { page: 0, pageSize: 10 } }, world.sysadmin.token)).status).toBe(403);
    });
});

describe('odd input', () => {
    it('answers 200 or 400, never 500', async () => {
        const pageLink = { page: 0, pageSize: 10 };
        const bodies = [
            { entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList: ['not-a-uuid', ''] }, pageLink },
            { entityFilter: { type: 'singleEntity' }, pageLink },
            { entityFilter: { type: 'relationsQuery', rootEntity: { entityType: 'ASSET', id: ids['Plant Q'] }, direction: 'FROM', maxLevel: -5, filters: null }, pageLink },
            { entityFilter: { type: 'deviceSearchQuery', rootEntity: { entityType: 'ASSET', id: ids['Plant Q'] }, maxLevel: 1e9 }, pageLink },
            { entityFilter: devices, pageLink: { page: 2 ** 40, pageSize: 2 ** 40 } },
            { entityFilter: devices, pageLink, keyFilters: [keyFilter(temperature, 'NUMERIC', { type: 'NUMERIC', operation: 'GREATER', value: value('abc') })] },
            { entityFilter: devices, pageLink, keyFilters: [keyFilter(nameField, 'STRING', { type: 'COMPLEX', operation: 'OR', predicates: [] })] },
            { entityFilter: devices, pageLink, keyFilters: [{ key: nameField }] },
            { entityFilter: devices, pageLink: { ...pageLink, sortOrder: { key: { type: 'ATTRIBUTE', key: '__proto__' }, direction: 'ASC' } }, latestValues: [{ type: 'TIME_SERIES', key: 'constructor' }] },
            { entityFilter: { type: 'entityType', entityType: 'ALARM' }, pageLink },
        ];
        for (const body of bodies) {
            for (const path of ['/api/entitiesQuery/find', '/api/entitiesQuery/count', '/api/entitiesQuery/find/keys?timeseries=true&attributes=true']) {
                const answer = await call('POST', path, body);
                expect([200, 400], `${path} ${JSON.stringify(body)}: ${answer.text}`).toContain(answer.status);
            }
        }
    });
});

describe('long lists', () => {
    // SQLite binds at most 32,766 values to a statement; ThingsBoard's PostgreSQL takes such a list.
    it('answers an entityList of 40,000 ids, and 40,000 device types, with what they name', async () => {
        const unknown = Array.from({ length: 40_000 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
        const entityList = [...unknown, ids['Test Device A1'], ids['Test Device A2'], ids['Test Device A1']];
        expect(await names({ type: 'entityList', entityType: 'DEVICE', entityList })).toEqual(['Test Device A1', 'Test Device A2']);
        const count = await call('POST', '/api/entitiesQuery/count', { entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList } });
        expect([count.status, count.body]).toEqual([200, 2]);
        const keys = await call('POST', '/api/entitiesQuery/find/keys?timeseries=true&attributes=false', { entityFilter: { type: 'entityList', entityType: 'DEVICE', entityList }, pageLink: { page: 0, pageSize: 10 } });
        expect([keys.status, keys.body.timeseries]).toEqual([200, ['temperature']]);
        const deviceTypes = [...unknown, 'default'];
        const search = { type: 'deviceSearchQuery', rootEntity: { entityType: 'ASSET', id: ids['Hall Q1'] }, direction: 'FROM', relationType: 'Contains', deviceTypes, maxLevel: 1 };
        expect(await names(search)).toEqual(['Test Device A1']);
    });

    it("finds nothing of another tenant's in a long list", async () => {
        const entityList = [...Array.from({ length: 33_000 }, () => ids['Test Device B1']!), ids['Test Device A1']];
        expect(await names({ type: 'entityList', entityType: 'DEVICE', entityList }, {}, world.tenant2.token)).toEqual([]);
    });
});

describe('isolation', () => {
    it('shows another tenant nothing and a customer user only its customer’s entities', async () => {
        expect(await names({ type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: ids['Test Device A1'] } }, {}, world.tenant2.token)).toEqual([]);
        expect(await names({ type: 'entityType', entityType: 'ASSET' }, {}, world.tenant2.token)).toEqual([]);
        const plant = { type: 'relationsQuery', rootEntity: { entityType: 'ASSET', id: ids['Plant Q'] }, direction: 'FROM', filters: [], maxLevel: 2 };
        expect(await names(plant, {}, world.tenant2.token)).toEqual([]);
        expect(await names(devices, {}, world.customer.token)).toEqual(['Test Device A1', 'Test Device A2', 'Test Device A3']);
        expect(await names(plant, {}, world.customer.token)).toEqual(['Test Device A1', 'Test Device A2']);
        expect((await call('POST', '/api/entitiesQuery/count', { entityFilter: devices }, world.otherCustomer.token)).body).toBe(1);
        const keys = await call('POST', '/api/entitiesQuery/find/keys?timeseries=true&attributes=true', { entityFilter: devices, pageLink: { page: 0, pageSize: 10 } }, world.tenant2.token);
        expect(keys.body).toEqual({ entityTypes: [], timeseries: [], attribute: [] });
    });
});
