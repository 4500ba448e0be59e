import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type Session, type World } from './fixtures';

/**
 * The history of saves (issue #28 points 1, 3, 6; a Thingdeck addition beyond ThingsBoard 3.3):
 * every save of a dashboard, rule chain, device profile, widget type or tenant profile is a version,
 * listed newest first, read back whole and restored as a new save, only by who may edit the entity.
 */
type Json = Record<string, any>;
let world: World;

const call = (method: string, path: string, session: Session, body?: unknown, headers?: Record<string, string>) =>
    world.api.call(method, path, { body, token: session.token, headers });
const ok = async (method: string, path: string, session: Session, body?: unknown): Promise<Json> => {
    const response = await call(method, path, session, body);
    expect(response.status, `${method} ${path}: ${response.text}`).toBe(200);
    return response.body as Json;
};
const versions = (type: string, id: string, session: Session, page = '?pageSize=50&page=0') => call('GET', `/api/history/${type}/${id}/versions${page}`, session);
const version = (type: string, id: string, n: number, session: Session) => call('GET', `/api/history/${type}/${id}/versions/${n}`, session);
const restore = (type: string, id: string, n: number, session: Session) => call('POST', `/api/history/${type}/${id}/versions/${n}/restore`, session);

const dashboardBody = (title: string, widgets: number) => ({
    title,
    configuration: {
        widgets: Object.fromEntries(Array.from({ length: widgets }, (_, i) => [`w${i}`, { id: `w${i}`, type: 'latest', sizeX: 4, sizeY: 3, config: { title: `Widget ${i}` } }])),
        states: { default: { name: title, root: true, layouts: { main: { widgets: {} } } } },
    },
});

beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

describe('dashboard history', () => {
    let dashboard: Json;
    const saves: Json[] = [];

    beforeAll(async () => {
        saves.push(await ok('POST', '/api/dashboard', world.tenant, dashboardBody('Plant', 3)));
        dashboard = saves[0]!;
        saves.push(await ok('POST', '/api/dashboard', world.tenant, { ...saves[0], title: 'Plant (2)' }));
        saves.push(await ok('POST', '/api/dashboard', world.tenant, { ...dashboardBody('Plant (3)', 5), id: dashboard.id }));
    });

    it('lists every save newest first: who, when, size', async () => {
        const page = (await versions('DASHBOARD', dashboard.id.id, world.tenant)).body;
        expect(page).toMatchObject({ totalElements: 3, totalPages: 1, hasNext: false });
        expect(page.data.map((entry: Json) => entry.version)).toEqual([3, 2, 1]);
        const tenantUserId = world.tenant.userId;
        for (const entry of page.data) {
            expect(entry).toMatchObject({ userId: tenantUserId, userName: 'tenant@thingsboard.org', restoredFrom: null });
            expect(entry.createdTime).toBeGreaterThan(Date.now() - 600_000);
        }
        expect(page.data[0].size).toBe(JSON.stringify(saves[2]).length);
        const second = (await versions('DASHBOARD', dashboard.id.id, world.tenant, '?pageSize=1&page=1')).body;
        expect(second).toMatchObject({ totalElements: 3, totalPages: 3, hasNext: true, data: [{ version: 2 }] });
    });

    it('reads a version back as the save answered it', async () => {
        for (const [index, answer] of saves.entries()) {
            expect((await version('DASHBOARD', dashboard.id.id, index + 1, world.tenant)).body).toMatchObject({ version: index + 1, document: answer });
        }
    });

    it('restores a version as a new save, and the dashboard is that version again', async () => {
        const restored = await restore('DASHBOARD', dashboard.id.id, 1, world.tenant);
        expect(restored.status, restored.text).toBe(200);
        expect(restored.body).toMatchObject({ version: 4, restoredFrom: 1, userName: 'tenant@thingsboard.org' });
        const now = await ok('GET', `/api/dashboard/${dashboard.id.id}`, world.tenant);
        expect(now.title).toBe('Plant');
        expect(Object.keys(now.configuration.widgets)).toEqual(['w0', 'w1', 'w2']);
        expect(restored.body.document).toEqual(now);
        // History is never rewritten: the versions restored from and over are still there.
        expect((await versions('DASHBOARD', dashboard.id.id, world.tenant)).body.data.map((entry: Json) => [entry.version, entry.restoredFrom])).toEqual([
            [4, 1], [3, null], [2, null], [1, null],
        ]);
    });

    it('does not take a restore mark from a client', async () => {
        await ok('POST', '/api/dashboard', world.tenant, { ...saves[1] }).then(() => undefined);
        const forged = await call('POST', '/api/dashboard', world.tenant, { ...saves[1] }, { 'x-thingdeck-restore': 'made-up' });
        expect(forged.status).toBe(200);
        expect((await versions('DASHBOARD', dashboard.id.id, world.tenant, '?pageSize=1&page=0')).body.data[0]).toMatchObject({ version: 6, restoredFrom: null });
    });

    it('goes when the dashboard goes', async () => {
        const shortLived = await ok('POST', '/api/dashboard', world.tenant, dashboardBody('Short lived', 1));
        await ok('DELETE', `/api/dashboard/${shortLived.id.id}`, world.tenant);
        expect((await versions('DASHBOARD', shortLived.id.id, world.tenant)).status).toBe(404);
        expect(world.server.app.ctx.database.sqlite.prepare('SELECT COUNT(*) FROM entity_version WHERE entity_id = ?').pluck().get(shortLived.id.id)).toBe(0);
    });
});

describe('rule chain history', () => {
    it('keeps the chain with its metadata, and restores the graph', async () => {
        const chain = await ok('POST', '/api/ruleChain', world.tenant, { name: 'Versioned chain', type: 'CORE' });
        const node = (name: string) => ({ type: 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode', name, configuration: { defaultTTL: 0 }, additionalInfo: { layoutX: 100, layoutY: 100 } });
        await ok('POST', '/api/ruleChain/metadata', world.tenant, { ruleChainId: chain.id, firstNodeIndex: 0, nodes: [node('Save A')], connections: [] });
        await ok('POST', '/api/ruleChain/metadata', world.tenant, { ruleChainId: chain.id, firstNodeIndex: 0, nodes: [node('Save B'), node('Save C')], connections: [{ fromIndex: 0, toIndex: 1, type: 'Success' }] });
        const page = (await versions('RULE_CHAIN', chain.id.id, world.tenant)).body;
        expect(page.totalElements).toBe(3);
        const second = (await version('RULE_CHAIN', chain.id.id, 2, world.tenant)).body.document;
        expect(second.ruleChain).toMatchObject({ name: 'Versioned chain', id: chain.id });
        expect(second.metadata.nodes.map((n: Json) => n.name)).toEqual(['Save A']);

        const restored = await restore('RULE_CHAIN', chain.id.id, 2, world.tenant);
        expect(restored.status, restored.text).toBe(200);
        expect(restored.body).toMatchObject({ version: 4, restoredFrom: 2 });
        const metadata = await ok('GET', `/api/ruleChain/${chain.id.id}/metadata`, world.tenant);
        expect(metadata.nodes.map((n: Json) => n.name)).toEqual(['Save A']);
        expect(metadata.connections).toEqual([]);
        // The chain's header did not differ: one save, one version.
        expect((await versions('RULE_CHAIN', chain.id.id, world.tenant)).body.totalElements).toBe(4);
    });

    it('keeps a restore that saves both the graph and the name as one version', async () => {
        const chain = await ok('POST', '/api/ruleChain', world.tenant, { name: 'One-version chain', type: 'CORE' });
        const node = (name: string) => ({ type: 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode', name, configuration: { defaultTTL: 0 }, additionalInfo: { layoutX: 100, layoutY: 100 } });
        await ok('POST', '/api/ruleChain/metadata', world.tenant, { ruleChainId: chain.id, firstNodeIndex: 0, nodes: [node('Kept')], connections: [] });
        await ok('POST', '/api/ruleChain', world.tenant, { ...chain, name: 'Renamed chain' });
        await ok('POST', '/api/ruleChain/metadata', world.tenant, { ruleChainId: chain.id, firstNodeIndex: 0, nodes: [node('Replaced')], connections: [] });
        expect((await versions('RULE_CHAIN', chain.id.id, world.tenant)).body.totalElements).toBe(4);

        const restored = await restore('RULE_CHAIN', chain.id.id, 2, world.tenant);
        expect(restored.status, restored.text).toBe(200);
        expect(restored.body).toMatchObject({ version: 5, restoredFrom: 2 });
        expect(restored.body.document.ruleChain.name).toBe('One-version chain');
        expect(restored.body.document.metadata.nodes.map((n: Json) => n.name)).toEqual(['Kept']);
        const page = (await versions('RULE_CHAIN', chain.id.id, world.tenant)).body;
        expect(page.totalElements).toBe(5);
        expect(page.data[0]).toMatchObject({ version: 5, restoredFrom: 2 });
        expect((await ok('GET', `/api/ruleChain/${chain.id.id}`, world.tenant)).name).toBe('One-version chain');
    });

    it('restores a renamed chain\'s name with its graph', async () => {
        const chain = await ok('POST', '/api/ruleChain', world.tenant, { name: 'First name', type: 'CORE' });
        await ok('POST', '/api/ruleChain', world.tenant, { ...chain, name: 'Second name' });
        const restored = await restore('RULE_CHAIN', chain.id.id, 1, world.tenant);
        expect(restored.status, restored.text).toBe(200);
        expect((await ok('GET', `/api/ruleChain/${chain.id.id}`, world.tenant)).name).toBe('First name');
        expect(restored.body.document.ruleChain.name).toBe('First name');
    });
});

describe('device profiles, widget types and tenant profiles', () => {
    it('keep their saves too, each by who may edit them', async () => {
        const profile = await ok('POST', '/api/deviceProfile', world.tenant, { name: 'Versioned profile', type: 'DEFAULT', transportType: 'DEFAULT', profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } } });
        await ok('POST', '/api/deviceProfile', world.tenant, { ...profile, description: 'second' });
        expect((await versions('DEVICE_PROFILE', profile.id.id, world.tenant)).body.totalElements).toBe(2);

        const bundle = await ok('POST', '/api/widgetsBundle', world.tenant, { title: 'History widgets' });
        const descriptor = { type: 'latest', sizeX: 4, sizeY: 3, resources: [], templateHtml: '<div></div>', templateCss: '', controllerScript: '', settingsSchema: '{}', dataKeySettingsSchema: '{}', defaultConfig: '{}' };
        const type = await ok('POST', '/api/widgetType', world.tenant, { bundleAlias: bundle.alias, alias: 'kept', name: 'Kept', descriptor });
        await ok('POST', '/api/widgetType', world.tenant, { ...type, name: 'Kept again' });
        const typeVersions = (await versions('WIDGET_TYPE', type.id.id, world.tenant)).body;
        expect(typeVersions.data.map((entry: Json) => entry.version)).toEqual([2, 1]);
        expect((await restore('WIDGET_TYPE', type.id.id, 1, world.tenant)).status).toBe(200);
        expect((await ok('GET', `/api/widgetType/${type.id.id}`, world.tenant)).name).toBe('Kept');

        const tenantProfile = await ok('POST', '/api/tenantProfile', world.sysadmin, { name: 'Versioned tenant profile', profileData: { configuration: { type: 'DEFAULT', maxDevices: 5 } } });
        await ok('POST', '/api/tenantProfile', world.sysadmin, { ...tenantProfile, description: 'changed' });
        expect((await versions('TENANT_PROFILE', tenantProfile.id.id, world.sysadmin)).body.data.map((entry: Json) => entry.userName)).toEqual(['sysadmin@thingsboard.org', 'sysadmin@thingsboard.org']);
        // A tenant admin may not edit tenant profiles, so not read their history either.
        expect((await versions('TENANT_PROFILE', tenantProfile.id.id, world.tenant)).status).toBe(403);
    });

    it('a system widget type\'s history is the sysadmin\'s', async () => {
        const chart = await ok('GET', '/api/widgetType?isSystem=true&bundleAlias=charts&alias=basic_timeseries', world.sysadmin);
        await ok('POST', '/api/widgetType', world.sysadmin, { ...chart, name: 'Timeseries Line Chart' });
        expect((await versions('WIDGET_TYPE', chart.id.id, world.sysadmin)).body.totalElements).toBeGreaterThanOrEqual(1);
        expect((await versions('WIDGET_TYPE', chart.id.id, world.tenant)).status).toBe(403);
    });
});

describe('isolation', () => {
    it('another tenant, a customer and a stranger never list, read or restore the history', async () => {
        const dashboard = await ok('POST', '/api/dashboard', world.tenant, dashboardBody('Private', 2));
        await ok('POST', '/api/dashboard', world.tenant, { ...dashboard, title: 'Private (2)' });
        for (const stranger of [world.tenant2, world.customer, world.customer2]) {
            for (const response of [
                await versions('DASHBOARD', dashboard.id.id, stranger),
                await version('DASHBOARD', dashboard.id.id, 1, stranger),
                await restore('DASHBOARD', dashboard.id.id, 1, stranger),
            ]) {
                expect(response.status).toBe(403);
                expect(JSON.stringify(response.body)).not.toContain('Private');
            }
        }
        expect((await world.api.call('GET', `/api/history/DASHBOARD/${dashboard.id.id}/versions?pageSize=10&page=0`)).status).toBe(401);
        // Nothing was restored by them.
        expect((await ok('GET', `/api/dashboard/${dashboard.id.id}`, world.tenant)).title).toBe('Private (2)');
        expect((await versions('DASHBOARD', dashboard.id.id, world.tenant)).body.totalElements).toBe(2);
    });

    it('a version of another entity cannot be reached through one of the caller\'s own', async () => {
        const mine = await ok('POST', '/api/dashboard', world.tenant2, dashboardBody('Mine', 1));
        const theirs = await ok('POST', '/api/dashboard', world.tenant, dashboardBody('Theirs', 1));
        // The same id under another type is not the caller's entity of that type.
        expect((await versions('RULE_CHAIN', mine.id.id, world.tenant2)).status).toBe(404);
        expect((await versions('DASHBOARD', theirs.id.id, world.tenant2)).status).toBe(403);
    });
});

describe('bad input', () => {
    it('answers 400 for what the contract refuses and 404 for a version that is not kept', async () => {
        const dashboard = await ok('POST', '/api/dashboard', world.tenant, dashboardBody('Inputs', 1));
        const id = dashboard.id.id;
        expect((await call('GET', `/api/history/DEVICE/${id}/versions?pageSize=10&page=0`, world.tenant)).status).toBe(400);
        expect((await call('GET', '/api/history/DASHBOARD/not-a-uuid/versions?pageSize=10&page=0', world.tenant)).status).toBe(400);
        expect((await call('GET', `/api/history/DASHBOARD/${id}/versions`, world.tenant)).status).toBe(400);
        expect((await call('GET', `/api/history/DASHBOARD/${id}/versions?pageSize=0&page=0`, world.tenant)).status).toBe(400);
        expect((await call('GET', `/api/history/DASHBOARD/${id}/versions/0`, world.tenant)).status).toBe(400);
        expect((await call('GET', `/api/history/DASHBOARD/${id}/versions/abc`, world.tenant)).status).toBe(400);
        const missing = await version('DASHBOARD', id, 99, world.tenant);
        expect(missing.body).toMatchObject({ status: 404, errorCode: 32 });
        expect((await restore('DASHBOARD', id, 99, world.tenant)).status).toBe(404);
        expect((await versions('DASHBOARD', '0d9a2b40-0000-11ef-8000-000000000000', world.tenant)).status).toBe(404);
    });

    it('a restore the save refuses changes nothing and keeps no version', async () => {
        const profile = await ok('POST', '/api/deviceProfile', world.tenant, { name: 'Alpha', type: 'DEFAULT', transportType: 'DEFAULT', profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } } });
        await ok('POST', '/api/deviceProfile', world.tenant, { ...profile, name: 'Beta' });
        await ok('POST', '/api/deviceProfile', world.tenant, { name: 'Alpha', type: 'DEFAULT', transportType: 'DEFAULT', profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } } });
        const refused = await restore('DEVICE_PROFILE', profile.id.id, 1, world.tenant);
        expect(refused.body).toMatchObject({ status: 400, message: 'Device profile with such name already exists!' });
        expect((await ok('GET', `/api/deviceProfile/${profile.id.id}`, world.tenant)).name).toBe('Beta');
        expect((await versions('DEVICE_PROFILE', profile.id.id, world.tenant)).body.totalElements).toBe(2);
    });

    it('refuses a negative retention in a tenant profile', async () => {
        const refused = await call('POST', '/api/tenantProfile', world.sysadmin, { name: 'Bad retention', profileData: { configuration: { type: 'DEFAULT', versionHistoryMaxCount: -1 } } });
        expect(refused.status).toBe(400);
    });
});

describe('retention', () => {
    it('keeps what the tenant profile allows: the newest saves, read back whole', async () => {
        const profile = await ok('POST', '/api/tenantProfile', world.sysadmin, { name: 'Three versions', profileData: { configuration: { type: 'DEFAULT', versionHistoryMaxCount: 3 } } });
        const tenant = await ok('GET', `/api/tenant/${world.tenant2.tenantId}`, world.sysadmin);
        await ok('POST', '/api/tenant', world.sysadmin, { ...tenant, tenantProfileId: profile.id });
        const first = await ok('POST', '/api/dashboard', world.tenant2, dashboardBody('Kept 1', 4));
        for (let n = 2; n <= 6; n++) await ok('POST', '/api/dashboard', world.tenant2, { ...first, ...dashboardBody(`Kept ${n}`, 4), id: first.id });
        const page = (await versions('DASHBOARD', first.id.id, world.tenant2)).body;
        expect(page.data.map((entry: Json) => entry.version)).toEqual([6, 5, 4]);
        expect((await version('DASHBOARD', first.id.id, 4, world.tenant2)).body.document.title).toBe('Kept 4');
        expect((await version('DASHBOARD', first.id.id, 3, world.tenant2)).status).toBe(404);
    });
});
