import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AliasContext, AliasStateParams, AliasUser } from '../../src/dashboard/aliases/aliasContext';
import { datasourceTarget } from '../../src/dashboard/aliases/datasourceTarget';
import { aliasEntitiesQuery, resolveAlias, type FetchJson } from '../../src/dashboard/aliases/resolveAlias';
import type { DashboardConfiguration, EntityAlias, EntityAliasFilter } from '../../src/dashboard/model/dashboardConfig';
import { createWorld, type Session, type World } from './fixtures';

/**
 * The console's alias resolution (src/dashboard/aliases) against the embedded server: every alias filter
 * type, stored as ThingsBoard's dashboards store it, resolves to the right demo entities through
 * POST /api/entitiesQuery/find and the WebSocket, and never to another tenant's or customer's.
 */
let world: World;
const ids: Record<string, string> = {};

const userOf = (session: Session, authority: AliasUser['authority']): AliasUser => ({ authority, tenantId: session.tenantId, customerId: session.customerId, userId: session.userId });
const fetchAs =
    (session: Session): FetchJson =>
    async <T>(path: string, { method, body }: { method: 'POST'; body: unknown }) => {
        const response = await world.api.call<T>(method, path, { body, token: session.token });
        if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.text}`);
        return response.body;
    };

const alias = (filter: EntityAliasFilter): EntityAlias => ({ id: 'alias', alias: 'Alias', filter });
const ref = (entityType: string, name: string) => ({ entityType, id: ids[name]! });

/** The names an alias resolves to for a viewer, sorted. */
async function namesOf(filter: EntityAliasFilter, stateParams: AliasStateParams = {}, session = world.tenant, authority: AliasUser['authority'] = 'TENANT_ADMIN') {
    const context: AliasContext = { stateParams, user: userOf(session, authority) };
    return (await resolveAlias(alias(filter), context, fetchAs(session))).map(entity => entity.name).sort();
}

beforeAll(async () => {
    world = await createWorld();
    const sqlite = world.server.app.ctx.database.sqlite;
    for (const name of ['Test Device A1', 'Test Device A2', 'Test Device B1', 'Thermostat T1', 'Thermostat T2']) {
        ids[name] = (sqlite.prepare('SELECT id FROM device WHERE name = ?').get(name) as { id: string }).id;
    }
    const create = async (path: string, body: { name: string; [field: string]: unknown }) => {
        const created = await world.api.post(path, body, world.tenant.token);
        if (created.status !== 200) throw new Error(`${path}: ${created.text}`);
        ids[body.name] = created.body.id.id;
    };
    await create('/api/asset', { name: 'Site S', type: 'site' });
    await create('/api/asset', { name: 'Room R1', type: 'room' });
    await create('/api/entityView', { name: 'Panel V', type: 'panel', entityId: ref('DEVICE', 'Thermostat T1') });
    await create('/api/edge', { name: 'Edge E', type: 'gw' });
    const relate = (from: [string, string], to: [string, string]) =>
        world.api.post('/api/relation', { from: ref(...from), to: ref(...to), type: 'Contains' }, world.tenant.token);
    await relate(['ASSET', 'Site S'], ['ASSET', 'Room R1']);
    await relate(['ASSET', 'Room R1'], ['DEVICE', 'Thermostat T1']);
    await relate(['ASSET', 'Site S'], ['ENTITY_VIEW', 'Panel V']);
    await relate(['ASSET', 'Site S'], ['EDGE', 'Edge E']);
});
afterAll(() => world.close());

const site = () => ref('ASSET', 'Site S');
const walk = { direction: 'FROM' as const, maxLevel: 2, fetchLastLevelOnly: false, rootStateEntity: false, stateEntityParamName: null, defaultStateEntity: null };

describe('the 14 filter types the server resolves', () => {
    const cases: Array<[string, () => EntityAliasFilter, string[]]> = [
        ['singleEntity', () => ({ type: 'singleEntity', resolveMultiple: false, singleEntity: ref('DEVICE', 'Thermostat T1') }), ['Thermostat T1']],
        ['entityList', () => ({ type: 'entityList', resolveMultiple: true, entityType: 'DEVICE', entityList: [ids['Test Device A1']!, ids['Test Device B1']!] }), ['Test Device A1', 'Test Device B1']],
        ['entityName', () => ({ type: 'entityName', resolveMultiple: true, entityType: 'DEVICE', entityNameFilter: 'thermostat' }), ['Thermostat T1', 'Thermostat T2']],
        ['entityType', () => ({ type: 'entityType', resolveMultiple: true, entityType: 'ASSET' }), ['Room R1', 'Site S']],
        ['assetType', () => ({ type: 'assetType', resolveMultiple: true, assetType: 'room', assetNameFilter: null }), ['Room R1']],
        ['deviceType', () => ({ type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' }), ['Thermostat T1', 'Thermostat T2']],
        ['edgeType', () => ({ type: 'edgeType', resolveMultiple: true, edgeType: 'gw', edgeNameFilter: '' }), ['Edge E']],
        ['entityViewType', () => ({ type: 'entityViewType', resolveMultiple: true, entityViewType: 'panel', entityViewNameFilter: 'pan' }), ['Panel V']],
        ['relationsQuery', () => ({ type: 'relationsQuery', resolveMultiple: true, ...walk, rootEntity: site(), filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] }), ['Thermostat T1']],
        ['assetSearchQuery', () => ({ type: 'assetSearchQuery', resolveMultiple: true, ...walk, rootEntity: site(), relationType: 'Contains', assetTypes: ['room'] }), ['Room R1']],
        ['deviceSearchQuery', () => ({ type: 'deviceSearchQuery', resolveMultiple: true, ...walk, rootEntity: site(), relationType: 'Contains', deviceTypes: ['thermostat'] }), ['Thermostat T1']],
        ['edgeSearchQuery', () => ({ type: 'edgeSearchQuery', resolveMultiple: true, ...walk, rootEntity: site(), relationType: 'Contains', edgeTypes: ['gw'] }), ['Edge E']],
        ['entityViewSearchQuery', () => ({ type: 'entityViewSearchQuery', resolveMultiple: true, ...walk, rootEntity: site(), relationType: 'Contains', entityViewTypes: ['panel'] }), ['Panel V']],
    ];
    it.each(cases)('%s', async (_type, filter, expected) => {
        expect(await namesOf(filter())).toEqual(expected);
    });

    it("apiUsageState: the tenant's own usage state", async () => {
        const entities = await resolveAlias(alias({ type: 'apiUsageState', resolveMultiple: false, customerId: null }), { stateParams: {}, user: userOf(world.tenant, 'TENANT_ADMIN') }, fetchAs(world.tenant));
        expect(entities.map(entity => entity.entityId.entityType)).toEqual(['API_USAGE_STATE']);
    });

    it('leaves out the nulls stored dashboards hold, which the server refuses (maxLevel, filters)', async () => {
        expect(await namesOf({ type: 'relationsQuery', resolveMultiple: true, ...walk, maxLevel: null, rootEntity: ref('ASSET', 'Room R1'), filters: null })).toEqual(['Thermostat T1']);
    });

    it('gives one entity when the alias does not resolve to multiple', async () => {
        expect(await namesOf({ type: 'deviceType', resolveMultiple: false, deviceType: 'thermostat', deviceNameFilter: '' })).toHaveLength(1);
    });
});

describe('aliases resolved in the console', () => {
    const stateEntity = (stateEntityParamName: string | null = null): EntityAliasFilter => ({ type: 'stateEntity', resolveMultiple: false, stateEntityParamName, defaultStateEntity: null });

    it("stateEntity: the dashboard state's entity, its named parameter's, or none", async () => {
        expect(await namesOf(stateEntity(), { entityId: ref('DEVICE', 'Thermostat T2') })).toEqual(['Thermostat T2']);
        expect(await namesOf(stateEntity('target'), { entityId: ref('DEVICE', 'Thermostat T2'), target: { entityId: ref('DEVICE', 'Thermostat T1') } })).toEqual(['Thermostat T1']);
        expect(await namesOf(stateEntity())).toEqual([]);
    });

    it("a relation query rooted at the state's entity", async () => {
        const filter: EntityAliasFilter = { type: 'relationsQuery', resolveMultiple: true, ...walk, rootStateEntity: true, rootEntity: null, filters: [] };
        expect(await namesOf(filter, { entityId: ref('ASSET', 'Room R1') })).toEqual(['Thermostat T1']);
    });

    it("CURRENT_TENANT, CURRENT_CUSTOMER and CURRENT_USER_OWNER name the viewer's own tenant and customer", async () => {
        const current = (entityType: string): EntityAliasFilter => ({ type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType, id: '13814000-1dd2-11b2-8080-808080808080' } });
        expect(await namesOf(current('CURRENT_TENANT'))).toEqual(['Tenant']);
        expect(await namesOf(current('CURRENT_USER_OWNER'))).toEqual(['Tenant']);
        expect(await namesOf(current('CURRENT_CUSTOMER'), {}, world.customer, 'CUSTOMER_USER')).toEqual(['Customer A']);
        expect(await namesOf(current('CURRENT_USER_OWNER'), {}, world.customer, 'CUSTOMER_USER')).toEqual(['Customer A']);
    });

    it("resolves the Thermostats dashboard's datasources, also over the WebSocket", async () => {
        const { configuration } = JSON.parse(readFileSync(`${process.cwd()}/tests/fixtures/dashboards/thermostats.json`, 'utf8')) as { configuration: DashboardConfiguration };
        const chart = Object.values(configuration.widgets).find(widget => widget.typeAlias === 'basic_timeseries')!;
        const context: AliasContext = { stateParams: { entityId: ref('DEVICE', 'Thermostat T1') }, user: userOf(world.tenant, 'TENANT_ADMIN') };
        const target = datasourceTarget(chart.config.datasources![0]!, { aliases: configuration.entityAliases, filters: configuration.filters }, context)!;
        expect(target).toMatchObject({ pageSize: 1, stateEntity: true });

        const ws = new WebSocket(`${world.server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${world.tenant.token}`);
        const answer = new Promise<{ data: { data: Array<{ entityId: { id: string } }> } }>((resolve, reject) => {
            ws.on('message', data => resolve(JSON.parse(String(data))));
            ws.on('error', reject);
        });
        await new Promise(resolve => ws.on('open', resolve));
        ws.send(JSON.stringify({ entityDataCmds: [{ cmdId: 1, query: { ...aliasEntitiesQuery(target.entityFilter, target.pageSize), keyFilters: target.keyFilters } }] }));
        expect((await answer).data.data.map(entity => entity.entityId.id)).toEqual([ids['Thermostat T1']]);
        ws.close();
    });
});

describe('isolation', () => {
    it("another tenant's viewer resolves none of the demo tenant's entities", async () => {
        const asTenant2 = (filter: EntityAliasFilter) => namesOf(filter, {}, world.tenant2, 'TENANT_ADMIN');
        expect(await asTenant2({ type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' })).toEqual([]);
        expect(await asTenant2({ type: 'singleEntity', resolveMultiple: false, singleEntity: ref('DEVICE', 'Thermostat T1') })).toEqual([]);
        expect(await asTenant2({ type: 'entityType', resolveMultiple: true, entityType: 'ASSET' })).toEqual([]);
        expect(await asTenant2({ type: 'relationsQuery', resolveMultiple: true, ...walk, rootEntity: site(), filters: [] })).toEqual([]);
        expect(await namesOf({ type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null, defaultStateEntity: null }, { entityId: ref('DEVICE', 'Thermostat T1') }, world.tenant2, 'TENANT_ADMIN')).toEqual([]);
    });

    it("a customer's user resolves only its customer's entities", async () => {
        const asCustomer = (filter: EntityAliasFilter, session = world.customer) => namesOf(filter, {}, session, 'CUSTOMER_USER');
        expect(await asCustomer({ type: 'entityType', resolveMultiple: true, entityType: 'DEVICE' })).toEqual(['Test Device A1', 'Test Device A2', 'Test Device A3']);
        expect(await asCustomer({ type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' })).toEqual([]);
        expect(await asCustomer({ type: 'singleEntity', resolveMultiple: false, singleEntity: ref('DEVICE', 'Test Device A1') }, world.otherCustomer)).toEqual([]);
        expect(await asCustomer({ type: 'entityList', resolveMultiple: true, entityType: 'DEVICE', entityList: [ids['Test Device A1']!, ids['Test Device B1']!] }, world.otherCustomer)).toEqual(['Test Device B1']);
    });
});
