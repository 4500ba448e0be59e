import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** Edge events, sync, edge rule chains and the edge search (issue #12 point 4) over real HTTP. */
let world: World;
let edgeId: string;
let deviceId: string;
let dashboardId: string;
let edgeRootId: string;

const call = (method: string, path: string, body?: unknown, token = world.tenant.token) => world.api.call(method, path, { body, token });
const eventsOf = async (id = edgeId, query = 'pageSize=100&page=0&sortProperty=createdTime&sortOrder=ASC', token?: string) => {
    const answer = await call('GET', `/api/edge/${id}/events?${query}`, undefined, token);
    expect(answer.status).toBe(200);
    return answer.body.data as Array<{ type: string; action: string; entityId: string | null; createdTime: number; edgeId: { id: string }; body: any }>;
};
/** The edge's read position: events before it are DEPLOYED (ThingsBoard's queueStartTs). */
const queueStartTs = async (id = edgeId): Promise<number | null> => {
    const answer = await call('GET', `/api/plugins/telemetry/EDGE/${id}/values/attributes/SERVER_SCOPE?keys=queueStartTs`);
    return (answer.body as Array<{ value: number }>)[0]?.value ?? null;
};
const summary = (events: Array<{ type: string; action: string; entityId: string | null }>) => events.map(e => `${e.type} ${e.action} ${e.entityId}`);
const newEdge = async (name: string, token = world.tenant.token) => {
    const created = await call('POST', '/api/edge', { name, type: 'default' }, token);
    expect(created.status).toBe(200);
    return created.body as { id: { id: string }; rootRuleChainId: { id: string } };
};
const newEdgeChain = async (name: string) => (await call('POST', '/api/ruleChain', { name, type: 'EDGE' })).body.id.id as string;

beforeAll(async () => {
    world = await createWorld();
    const sqlite = world.server.app.ctx.database.sqlite;
    deviceId = (sqlite.prepare("SELECT id FROM device WHERE name = 'Test Device A1'").get() as { id: string }).id;
    dashboardId = (await call('POST', '/api/dashboard', { title: 'Edge board' })).body.id.id;
    const edge = await newEdge('Edge One');
    edgeId = edge.id.id;
    edgeRootId = edge.rootRuleChainId.id;
});
afterAll(() => world.close());

describe('a new edge', () => {
    it("gets the tenant's edge template root chain, assigned, with a PENDING RULE_CHAIN event", async () => {
        const root = await call('GET', `/api/ruleChain/${edgeRootId}`);
        expect(root.body).toMatchObject({ name: 'Edge Root Rule Chain', type: 'EDGE', root: true });
        const chains = await call('GET', `/api/edge/${edgeId}/ruleChains?pageSize=10&page=0`);
        expect(chains.body.data.map((c: { id: { id: string } }) => c.id.id)).toEqual([edgeRootId]);
        expect(summary(await eventsOf())).toEqual([`RULE_CHAIN ASSIGNED_TO_EDGE ${edgeRootId}`]);
        expect(await queueStartTs()).toBeNull();
    });
});

describe('edge events', () => {
    it('are queued on assign and unassign, with ThingsBoard’s shape', async () => {
        expect((await call('POST', `/api/edge/${edgeId}/device/${deviceId}`)).status).toBe(200);
        expect((await call('POST', `/api/edge/${edgeId}/dashboard/${dashboardId}`)).status).toBe(200);
        expect((await call('DELETE', `/api/edge/${edgeId}/dashboard/${dashboardId}`)).status).toBe(200);
        expect((await call('POST', `/api/edge/${edgeId}/dashboard/${dashboardId}`)).status).toBe(200);
        const events = await eventsOf();
        expect(summary(events).slice(1)).toEqual([
            `DEVICE ASSIGNED_TO_EDGE ${deviceId}`,
            `DASHBOARD ASSIGNED_TO_EDGE ${dashboardId}`,
            `DASHBOARD UNASSIGNED_FROM_EDGE ${dashboardId}`,
            `DASHBOARD ASSIGNED_TO_EDGE ${dashboardId}`,
        ]);
        expect(Object.keys(events[1]!).sort()).toEqual(['action', 'body', 'createdTime', 'edgeId', 'entityId', 'id', 'tenantId', 'type', 'uid']);
        expect(events[1]).toMatchObject({ edgeId: { entityType: 'EDGE', id: edgeId }, tenantId: { entityType: 'TENANT', id: world.tenant.tenantId }, body: null });
        // Strictly increasing times: the read position splits them exactly.
        const times = events.map(e => e.createdTime);
        expect(new Set(times).size).toBe(times.length);
    });

    it('follow updates and deletes of assigned entities, and credentials', async () => {
        const device = (await call('GET', `/api/device/${deviceId}`)).body;
        expect((await call('POST', '/api/device', { ...device, label: 'on the edge' })).status).toBe(200);
        const credentials = (await call('GET', `/api/device/${deviceId}/credentials`)).body;
        expect((await call('POST', '/api/device/credentials', { ...credentials, credentialsId: 'edge-token-1' })).status).toBe(200);
        const dashboard = (await call('GET', `/api/dashboard/${dashboardId}`)).body;
        expect((await call('POST', '/api/dashboard', { ...dashboard, title: 'Edge board 2' })).status).toBe(200);
        expect(summary(await eventsOf()).slice(-3)).toEqual([`DEVICE UPDATED ${deviceId}`, `DEVICE CREDENTIALS_UPDATED ${deviceId}`, `DASHBOARD UPDATED ${dashboardId}`]);

        const asset = (await call('POST', '/api/asset', { name: 'Edge asset', type: 'site' })).body.id.id;
        await call('POST', `/api/edge/${edgeId}/asset/${asset}`);
        expect((await call('DELETE', `/api/asset/${asset}`)).status).toBe(200);
        expect(summary(await eventsOf()).slice(-2)).toEqual([`ASSET ASSIGNED_TO_EDGE ${asset}`, `ASSET DELETED ${asset}`]);
        // An entity on no edge queues nothing; a failed call queues nothing.
        const before = (await eventsOf()).length;
        const other = (await call('GET', '/api/tenant/devices?pageSize=1&page=0&textSearch=Test Device A2')).body.data[0];
        await call('POST', '/api/device', { ...other, label: 'elsewhere' });
        expect((await call('POST', '/api/device', { ...device, name: '' })).status).toBe(400);
        expect((await eventsOf()).length).toBe(before);
    });

    it('carry what was written: attributes and time series of an assigned entity, relations touching one', async () => {
        expect((await call('POST', `/api/plugins/telemetry/DEVICE/${deviceId}/attributes/SHARED_SCOPE`, { mode: 'eco' })).status).toBe(200);
        expect((await call('POST', `/api/plugins/telemetry/DEVICE/${deviceId}/timeseries/ANY`, { temperature: 21 })).status).toBe(200);
        const site = (await call('POST', '/api/asset', { name: 'Relation site', type: 'site' })).body.id.id;
        const relation = { from: { entityType: 'ASSET', id: site }, to: { entityType: 'DEVICE', id: deviceId }, type: 'Contains' };
        expect((await call('POST', '/api/relation', relation)).status).toBe(200);
        const query = `fromId=${site}&fromType=ASSET&relationType=Contains&toId=${deviceId}&toType=DEVICE`;
        expect((await call('DELETE', `/api/relation?${query}`)).status).toBe(200);
        const latest = (await eventsOf()).slice(-4);
        expect(latest.map(e => `${e.type} ${e.action}`)).toEqual(['DEVICE ATTRIBUTES_UPDATED', 'DEVICE TIMESERIES_UPDATED', 'RELATION RELATION_ADD_OR_UPDATE', 'RELATION RELATION_DELETED']);
        expect(latest[0]!.body).toEqual({ scope: 'SHARED_SCOPE', kv: { mode: 'eco' } });
        expect(latest[2]).toMatchObject({ entityId: null, body: relation });
        expect(latest[3]!.body).toMatchObject({ from: relation.from, to: relation.to, type: 'Contains' });
    });

    it('page with a time window, sort and text search', async () => {
        const all = await eventsOf();
        const newestFirst = await eventsOf(edgeId, 'pageSize=2&page=0&sortProperty=createdTime&sortOrder=DESC');
        expect(newestFirst.map(e => e.createdTime)).toEqual(all.slice(-2).reverse().map(e => e.createdTime));
        const window = `startTime=${all[1]!.createdTime}&endTime=${all[2]!.createdTime}`;
        expect(summary(await eventsOf(edgeId, `pageSize=10&page=0&sortProperty=createdTime&sortOrder=ASC&${window}`))).toEqual(summary(all.slice(1, 3)));
        const dashboards = await eventsOf(edgeId, 'pageSize=10&page=0&textSearch=dashb');
        expect(dashboards.length).toBeGreaterThan(0);
        expect(dashboards.every(e => e.type === 'DASHBOARD')).toBe(true);
        const page = await call('GET', `/api/edge/${edgeId}/events?pageSize=2&page=0`);
        expect(page.body).toMatchObject({ totalElements: all.length, totalPages: Math.ceil(all.length / 2), hasNext: true });
        expect((await call('GET', `/api/edge/${edgeId}/events?pageSize=2&page=0&sortProperty=createdTime&sortOrder=UP`)).status).toBe(400);
    });
});

describe("an edge's entity lists", () => {
    it('sort by the columns the console offers', async () => {
        for (const [path, sortProperties] of [
            ['assets', ['createdTime', 'name', 'type']],
            ['devices', ['createdTime', 'name']],
            ['entityViews', ['createdTime', 'name', 'type']],
            ['dashboards', ['createdTime', 'title']],
            ['ruleChains', ['createdTime', 'name']],
        ] as const) {
            for (const sortProperty of sortProperties) {
                const answer = await call('GET', `/api/edge/${edgeId}/${path}?pageSize=10&page=0&sortProperty=${sortProperty}&sortOrder=ASC`);
                expect(answer.status, `${path} by ${sortProperty}`).toBe(200);
            }
        }
    });
});

describe('sync', () => {
    it('re-queues every assigned entity and the edge reads its whole queue: all DEPLOYED; later events PENDING', async () => {
        const before = await eventsOf();
        expect((await call('POST', `/api/edge/sync/${edgeId}`)).status).toBe(200);
        const after = await eventsOf();
        const requeued = after.slice(before.length);
        const profileId = (await call('GET', `/api/device/${deviceId}`)).body.deviceProfileId.id;
        expect(summary(requeued)).toEqual([
            `RULE_CHAIN ADDED ${edgeRootId}`,
            `RULE_CHAIN_METADATA ADDED ${edgeRootId}`,
            `DEVICE_PROFILE ADDED ${profileId}`,
            `DEVICE ADDED ${deviceId}`,
            `DASHBOARD ADDED ${dashboardId}`,
        ]);
        const readUpTo = (await queueStartTs())!;
        expect(after.every(e => e.createdTime < readUpTo)).toBe(true);

        await call('DELETE', `/api/edge/${edgeId}/device/${deviceId}`);
        const latest = (await eventsOf()).at(-1)!;
        expect(latest).toMatchObject({ type: 'DEVICE', action: 'UNASSIGNED_FROM_EDGE' });
        expect(latest.createdTime).toBeGreaterThanOrEqual(readUpTo);
    });
});

describe('edge rule chains', () => {
    it('set the edge template root (one per tenant) and only for EDGE chains', async () => {
        const chain = await newEdgeChain('Edge template B');
        const set = await call('POST', `/api/ruleChain/${chain}/edgeTemplateRoot`);
        expect(set.status).toBe(200);
        expect(set.body).toMatchObject({ root: true, type: 'EDGE' });
        expect((await call('GET', `/api/ruleChain/${edgeRootId}`)).body.root).toBe(false);
        const created = await newEdge('Edge Two');
        expect(created.rootRuleChainId.id).toBe(chain);
        const coreRoot = (await call('GET', '/api/ruleChains?pageSize=10&page=0&type=CORE')).body.data.find((c: { root: boolean }) => c.root);
        const refused = await call('POST', `/api/ruleChain/${coreRoot.id.id}/edgeTemplateRoot`);
        expect(refused.status).toBe(400);
        expect(refused.body.errorCode).toBe(31);
        await call('POST', `/api/ruleChain/${edgeRootId}/edgeTemplateRoot`);
    });

    it('auto-assign: set, list, unset; new edges get the auto-assigned chains', async () => {
        const chain = await newEdgeChain('Auto chain');
        const set = await call('POST', `/api/ruleChain/${chain}/autoAssignToEdge`);
        expect(set.status).toBe(200);
        expect(set.body.id.id).toBe(chain);
        const listed = await call('GET', '/api/ruleChain/autoAssignToEdgeRuleChains');
        expect(listed.body.map((c: { id: { id: string } }) => c.id.id)).toEqual([chain]);
        const edge = await newEdge('Edge Three');
        const chains = (await call('GET', `/api/edge/${edge.id.id}/ruleChains?pageSize=10&page=0&sortProperty=name&sortOrder=ASC`)).body.data;
        expect(chains.map((c: { name: string }) => c.name)).toEqual(['Auto chain', 'Edge Root Rule Chain']);
        expect((await call('DELETE', `/api/ruleChain/${chain}/autoAssignToEdge`)).status).toBe(200);
        expect((await call('GET', '/api/ruleChain/autoAssignToEdgeRuleChains')).body).toEqual([]);
        const coreRoot = (await call('GET', '/api/ruleChains?pageSize=10&page=0&type=CORE')).body.data[0];
        expect((await call('POST', `/api/ruleChain/${coreRoot.id.id}/autoAssignToEdge`)).status).toBe(400);
    });

    it("set an edge's root among its chains (RULE_CHAIN UPDATED); the root cannot be unassigned; CORE chains cannot be assigned", async () => {
        const chain = await newEdgeChain('Edge alt root');
        expect((await call('POST', `/api/edge/${edgeId}/${chain}/root`)).status).toBe(400);
        await call('POST', `/api/edge/${edgeId}/ruleChain/${chain}`);
        const set = await call('POST', `/api/edge/${edgeId}/${chain}/root`);
        expect(set.status).toBe(200);
        expect(set.body.rootRuleChainId).toEqual({ entityType: 'RULE_CHAIN', id: chain });
        expect(summary(await eventsOf()).slice(-2)).toEqual([`RULE_CHAIN ASSIGNED_TO_EDGE ${chain}`, `RULE_CHAIN UPDATED ${chain}`]);
        expect((await call('DELETE', `/api/edge/${edgeId}/ruleChain/${chain}`)).status).toBe(400);
        const core = (await call('GET', '/api/ruleChains?pageSize=10&page=0&type=CORE')).body.data[0].id.id;
        expect((await call('POST', `/api/edge/${edgeId}/ruleChain/${core}`)).status).toBe(400);
    });

    it('metadata saves of an assigned chain queue RULE_CHAIN_METADATA UPDATED', async () => {
        const metadata = (await call('GET', `/api/ruleChain/${edgeRootId}/metadata`)).body;
        expect((await call('POST', '/api/ruleChain/metadata', metadata)).status).toBe(200);
        expect(summary(await eventsOf()).at(-1)).toBe(`RULE_CHAIN_METADATA UPDATED ${edgeRootId}`);
    });

    it('missing related rule chains: chains an assigned chain forwards to that the edge lacks, by name', async () => {
        const edge = await newEdge('Edge Four');
        expect((await call('GET', `/api/edge/missingToRelatedRuleChains/${edge.id.id}`)).body).toEqual({});
        const target = await newEdgeChain('Forward target');
        const metadata = (await call('GET', `/api/ruleChain/${edgeRootId}/metadata`)).body;
        const forward = {
            type: 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode',
            name: 'To target',
            debugMode: false,
            configuration: { ruleChainId: target },
            additionalInfo: { layoutX: 900, layoutY: 600 },
        };
        await call('POST', '/api/ruleChain/metadata', { ...metadata, nodes: [...metadata.nodes, forward] });
        expect((await call('GET', `/api/edge/missingToRelatedRuleChains/${edge.id.id}`)).body).toEqual({ 'Edge Root Rule Chain': ['Forward target'] });
        await call('POST', `/api/edge/${edge.id.id}/ruleChain/${target}`);
        expect((await call('GET', `/api/edge/missingToRelatedRuleChains/${edge.id.id}`)).body).toEqual({});
    });
});

describe('edge search (POST /api/edges)', () => {
    it('finds edges related to a root entity, filtered by type, only those the caller may read', async () => {
        const asset = (await call('POST', '/api/asset', { name: 'Edge site', type: 'site' })).body.id.id;
        await call('POST', '/api/relation', { from: { entityType: 'ASSET', id: asset }, to: { entityType: 'EDGE', id: edgeId }, type: 'Contains' });
        const query = (edgeTypes?: string[]) => ({ parameters: { rootId: asset, rootType: 'ASSET', direction: 'FROM', maxLevel: 1 }, relationType: 'Contains', ...(edgeTypes ? { edgeTypes } : {}) });
        const found = await call('POST', '/api/edges', query(['default']));
        expect(found.status).toBe(200);
        expect(found.body.map((e: { id: { id: string } }) => e.id.id)).toEqual([edgeId]);
        expect((await call('POST', '/api/edges', query(['gateway']))).body).toEqual([]);
        // A customer user finds only its customer's edges.
        expect((await call('POST', '/api/edges', query(['default']), world.customer.token)).body).toEqual([]);
        expect((await call('POST', '/api/edges', { relationType: 'Contains' })).status).toBe(400);
    });
});

describe('permissions and isolation', () => {
    it("another tenant's admin gets 403, a missing edge 404; customer users may not read edge events or sync", async () => {
        for (const [method, path] of [
            ['GET', `/api/edge/${edgeId}/events?pageSize=10&page=0`],
            ['POST', `/api/edge/sync/${edgeId}`],
            ['GET', `/api/edge/missingToRelatedRuleChains/${edgeId}`],
            ['POST', `/api/edge/${edgeId}/${edgeRootId}/root`],
            ['POST', `/api/ruleChain/${edgeRootId}/autoAssignToEdge`],
            ['POST', `/api/ruleChain/${edgeRootId}/edgeTemplateRoot`],
        ] as const) {
            const foreign = await call(method, path, undefined, world.tenant2.token);
            expect(foreign.status, `${method} ${path}`).toBe(403);
            expect(foreign.body.errorCode).toBe(20);
            expect((await call(method, path, undefined, world.customer.token)).status, `customer ${method} ${path}`).toBe(403);
        }
        const missing = await call('GET', '/api/edge/13814000-1dd2-11b2-8080-808080808081/events?pageSize=10&page=0');
        expect(missing.status).toBe(404);
        expect(missing.body.errorCode).toBe(32);
        expect((await call('GET', '/api/ruleChain/autoAssignToEdgeRuleChains', undefined, world.tenant2.token)).body).toEqual([]);
    });

    it("a tenant's edges never receive another tenant's events; deleting an edge takes its events", async () => {
        const foreignEdge = await newEdge('Foreign edge', world.tenant2.token);
        // ThingsBoard looks devices up within the caller's tenant: another tenant's device is 404.
        expect((await call('POST', `/api/edge/${foreignEdge.id.id}/device/${deviceId}`, undefined, world.tenant2.token)).status).toBe(404);
        expect((await eventsOf(foreignEdge.id.id, 'pageSize=10&page=0', world.tenant2.token)).map(e => e.type)).toEqual(['RULE_CHAIN']);
        expect((await call('DELETE', `/api/edge/${foreignEdge.id.id}`, undefined, world.tenant2.token)).status).toBe(200);
        const left = world.server.app.ctx.database.sqlite.prepare('SELECT COUNT(*) FROM edge_event WHERE edge_id = ?').pluck().get(foreignEdge.id.id);
        expect(left).toBe(0);
    });
});
