import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** Rule chain metadata, the node catalogue and import/export of ThingsBoard's reference chains. */
let world: World;
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'rule_chains');
const reference = readdirSync(FIXTURES)
    .filter(file => file.endsWith('.json'))
    .map(file => ({ file, json: JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { ruleChain: Record<string, unknown>; metadata: Record<string, any> } }));

const ENGINE = 'org.thingsboard.rule.engine';
const node = (type: string, name: string, configuration: Record<string, unknown> = {}, layoutX = 100) => ({ type: `${ENGINE}.${type}`, name, debugMode: false, configuration, additionalInfo: { layoutX, layoutY: 100 } });

async function newChain(name: string, token = world.tenant.token): Promise<string> {
    const created = await world.api.post('/api/ruleChain', { name }, token);
    expect(created.status).toBe(200);
    return created.body.id.id;
}

/** What an export must give back of an imported chain: everything but the ids the server assigns. */
const comparable = (metadata: Record<string, any>) => ({
    firstNodeIndex: metadata.firstNodeIndex,
    nodes: metadata.nodes.map((n: Record<string, unknown>) => ({ type: n.type, name: n.name, debugMode: n.debugMode, configuration: n.configuration, additionalInfo: n.additionalInfo })),
    connections: metadata.connections,
    ruleChainConnections: metadata.ruleChainConnections,
});

beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

describe('component descriptors', () => {
    it('answers the palette per type with ThingsBoard descriptor fields and a configuration schema', async () => {
        const response = await world.api.get('/api/components?componentTypes=FILTER,ENRICHMENT,TRANSFORMATION,ACTION,EXTERNAL,FLOW&ruleChainType=CORE', world.tenant.token);
        expect(response.status).toBe(200);
        const byClazz = new Map(response.body.map((d: Record<string, any>) => [d.clazz, d]));
        for (const clazz of ['filter.TbMsgTypeSwitchNode', 'filter.TbJsFilterNode', 'filter.TbJsSwitchNode', 'transform.TbTransformMsgNode', 'telemetry.TbMsgTimeseriesNode', 'telemetry.TbMsgAttributesNode', 'profile.TbDeviceProfileNode', 'action.TbCreateAlarmNode', 'action.TbClearAlarmNode', 'action.TbLogNode', 'rpc.TbSendRPCRequestNode', 'rpc.TbSendRPCReplyNode', 'metadata.TbGetAttributesNode', 'metadata.TbGetOriginatorFieldsNode', 'metadata.TbGetCustomerAttributeNode', 'metadata.TbGetTenantAttributeNode', 'transform.TbChangeOriginatorNode', 'debug.TbMsgGeneratorNode', 'flow.TbRuleChainInputNode', 'filter.TbCheckRelationNode', 'rest.TbRestApiCallNode', 'mail.TbMsgToEmailNode', 'mail.TbSendEmailNode', 'delay.TbMsgDelayNode']) {
            expect(byClazz.has(`${ENGINE}.${clazz}`), clazz).toBe(true);
        }
        const save = byClazz.get(`${ENGINE}.telemetry.TbMsgTimeseriesNode`) as Record<string, any>;
        expect(save).toMatchObject({ type: 'ACTION', scope: 'TENANT', name: 'save timeseries', actions: null });
        expect(save.configurationDescriptor.nodeDefinition).toMatchObject({ inEnabled: true, outEnabled: true, relationTypes: ['Success', 'Failure'], customRelations: false, defaultConfiguration: { defaultTTL: 0 } });
        expect(save.configurationDescriptor.nodeDefinition.configurationSchema).toMatchObject({ type: 'object', properties: { defaultTTL: { type: 'integer' } } });
        // The edge-only node is not in the core palette; the edge palette has it.
        expect(byClazz.has(`${ENGINE}.edge.TbMsgPushToCloudNode`)).toBe(false);
        const edge = await world.api.get('/api/components/ACTION?ruleChainType=EDGE', world.tenant.token);
        expect(edge.body.map((d: { clazz: string }) => d.clazz)).toContain(`${ENGINE}.edge.TbMsgPushToCloudNode`);
    });

    it('answers one descriptor by class, 404 for an unknown class, 400 for an unknown type', async () => {
        const one = await world.api.get(`/api/component/${ENGINE}.filter.TbJsFilterNode`, world.tenant.token);
        expect(one.body).toMatchObject({ clazz: `${ENGINE}.filter.TbJsFilterNode`, type: 'FILTER', configurationDescriptor: { nodeDefinition: { relationTypes: ['True', 'False'] } } });
        expect((await world.api.get('/api/component/org.example.Nope', world.tenant.token)).status).toBe(404);
        expect((await world.api.get('/api/components?componentTypes=FILTER,NOPE', world.tenant.token)).status).toBe(400);
        expect((await world.api.get('/api/components/ACTION', world.customer.token)).status).toBe(403);
    });
});

describe('rule chain metadata', () => {
    it('saves nodes with positions and connections, gives new nodes ids and reads them back', async () => {
        const id = await newChain('Metadata chain');
        const saved = await world.api.post(
            '/api/ruleChain/metadata',
            { ruleChainId: { entityType: 'RULE_CHAIN', id }, firstNodeIndex: 0, nodes: [node('filter.TbMsgTypeSwitchNode', 'Switch', { version: 0 }, 10), node('action.TbLogNode', 'Log', { jsScript: 'return "x";' }, 300)], connections: [{ fromIndex: 0, toIndex: 1, type: 'Other' }], ruleChainConnections: null },
            world.tenant.token,
        );
        expect(saved.status).toBe(200);
        expect(saved.body.nodes[0].id.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(saved.body.nodes[1].additionalInfo).toEqual({ layoutX: 300, layoutY: 100 });
        const read = await world.api.get(`/api/ruleChain/${id}/metadata`, world.tenant.token);
        expect(read.body).toMatchObject({ ruleChainId: { id }, firstNodeIndex: 0, connections: [{ fromIndex: 0, toIndex: 1, type: 'Other' }] });
        const chain = await world.api.get(`/api/ruleChain/${id}`, world.tenant.token);
        expect(chain.body.firstRuleNodeId.id).toBe(saved.body.nodes[0].id.id);
        // A node that keeps its id keeps its row.
        const again = await world.api.post('/api/ruleChain/metadata', { ...read.body, nodes: [read.body.nodes[1], read.body.nodes[0]], connections: [{ fromIndex: 1, toIndex: 0, type: 'Other' }], firstNodeIndex: 1 }, world.tenant.token);
        expect(again.body.nodes[0].id.id).toBe(saved.body.nodes[1].id.id);
    });

    it('refuses unknown node types and connections to nodes that do not exist with 400', async () => {
        const id = await newChain('Invalid chain');
        const base = { ruleChainId: { entityType: 'RULE_CHAIN', id }, firstNodeIndex: 0, ruleChainConnections: null };
        const unknown = await world.api.post('/api/ruleChain/metadata', { ...base, nodes: [node('nope.NoSuchNode', 'X')], connections: [] }, world.tenant.token);
        expect(unknown.status).toBe(400);
        expect(unknown.body.message).toContain('nope.NoSuchNode');
        const outOfRange = await world.api.post('/api/ruleChain/metadata', { ...base, nodes: [node('action.TbLogNode', 'Log')], connections: [{ fromIndex: 0, toIndex: 3, type: 'Success' }] }, world.tenant.token);
        expect(outOfRange.status).toBe(400);
        expect(outOfRange.body.errorCode).toBe(31);
        const badFirst = await world.api.post('/api/ruleChain/metadata', { ...base, firstNodeIndex: 5, nodes: [node('action.TbLogNode', 'Log')], connections: [] }, world.tenant.token);
        expect(badFirst.status).toBe(400);
    });

    it('keeps chains of one tenant from another: 403 on read and save, 404 when missing', async () => {
        const id = await newChain('Private chain');
        expect((await world.api.get(`/api/ruleChain/${id}/metadata`, world.tenant2.token)).status).toBe(403);
        expect((await world.api.post('/api/ruleChain/metadata', { ruleChainId: { entityType: 'RULE_CHAIN', id }, nodes: [], connections: [] }, world.tenant2.token)).status).toBe(403);
        expect((await world.api.get('/api/ruleChain/6e1b8d40-0000-4000-8000-000000000000/metadata', world.tenant.token)).status).toBe(404);
    });

    it('answers output labels of a nested chain and which caller nodes use them', async () => {
        const inner = await newChain('Inner chain');
        await world.api.post('/api/ruleChain/metadata', { ruleChainId: { entityType: 'RULE_CHAIN', id: inner }, firstNodeIndex: 0, nodes: [node('filter.TbJsFilterNode', 'Hot?', { jsScript: 'return true;' }), { ...node('flow.TbRuleChainOutputNode', 'Hot'), configuration: { version: 0 } }], connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }] }, world.tenant.token);
        const outer = await newChain('Outer chain');
        await world.api.post('/api/ruleChain/metadata', { ruleChainId: { entityType: 'RULE_CHAIN', id: outer }, firstNodeIndex: 0, nodes: [node('flow.TbRuleChainInputNode', 'Go inner', { ruleChainId: inner }), node('action.TbLogNode', 'Log hot')], connections: [{ fromIndex: 0, toIndex: 1, type: 'Hot' }] }, world.tenant.token);
        expect((await world.api.get(`/api/ruleChain/${inner}/output/labels`, world.tenant.token)).body).toEqual(['Hot']);
        const usage = await world.api.get(`/api/ruleChain/${inner}/output/labels/usage`, world.tenant.token);
        expect(usage.body).toEqual([expect.objectContaining({ ruleChainId: { entityType: 'RULE_CHAIN', id: outer }, ruleChainName: 'Outer chain', ruleNodeName: 'Go inner', labels: ['Hot'] })]);
    });
});

describe('ThingsBoard reference chains', () => {
    it('import one by one (chain, then metadata) and read back unchanged', async () => {
        for (const { file, json } of reference) {
            const created = await world.api.post('/api/ruleChain', { ...json.ruleChain, name: `${json.ruleChain.name} (${file})`, root: undefined }, world.tenant.token);
            expect(created.status, file).toBe(200);
            const saved = await world.api.post('/api/ruleChain/metadata', { ...json.metadata, ruleChainId: created.body.id }, world.tenant.token);
            expect(saved.status, file).toBe(200);
            const read = await world.api.get(`/api/ruleChain/${created.body.id.id}/metadata`, world.tenant.token);
            expect(comparable(read.body), file).toEqual(comparable(json.metadata));
        }
    });

    it('import together through /api/ruleChains/import and export back unchanged', async () => {
        const data = { ruleChains: reference.map(({ json }) => ({ ...json.ruleChain, name: `Imported ${json.ruleChain.name}` })), metadata: reference.map(({ json }) => json.metadata) };
        const imported = await world.api.post('/api/ruleChains/import', data, world.tenant2.token);
        expect(imported.status, JSON.stringify(imported.body)).toBe(200);
        expect(imported.body.map((r: { error: unknown; updated: boolean }) => [r.error, r.updated])).toEqual(reference.map(() => [null, false]));
        const exported = await world.api.get('/api/ruleChains/export?limit=100', world.tenant2.token);
        for (const { json } of reference) {
            const index = exported.body.ruleChains.findIndex((c: { name: string }) => c.name === `Imported ${json.ruleChain.name}`);
            expect(index).toBeGreaterThanOrEqual(0);
            expect(exported.body.ruleChains[index]).toMatchObject({ type: json.ruleChain.type ?? 'CORE', debugMode: false, root: false });
            expect(comparable(exported.body.metadata[index])).toEqual(comparable(json.metadata));
        }
        // Overwrite updates the chains of the same name instead of adding new ones.
        const again = await world.api.post('/api/ruleChains/import?overwrite=true', data, world.tenant2.token);
        expect(again.body.every((r: { updated: boolean }) => r.updated)).toBe(true);
        const chains = await world.api.get('/api/ruleChains/export?limit=100', world.tenant2.token);
        expect(chains.body.ruleChains.length).toBe(exported.body.ruleChains.length);
    });

    it('seeds new tenants with the reference root chain', async () => {
        const root = world.server.app.ctx.database.sqlite.prepare("SELECT id FROM rule_chain WHERE tenant_id = ? AND root = 1 AND type = 'CORE'").get(world.tenant2.tenantId) as { id: string };
        const read = await world.api.get(`/api/ruleChain/${root.id}/metadata`, world.tenant2.token);
        const expected = reference.find(({ file }) => file === 'root_rule_chain.json')!.json.metadata;
        expect(comparable(read.body)).toEqual(comparable(expected));
    });

    it('builds the device-profile template chain of POST /api/ruleChain/device/default as ThingsBoard does', async () => {
        const created = await world.api.post('/api/ruleChain/device/default', { name: 'Thermostats' }, world.tenant.token);
        const read = await world.api.get(`/api/ruleChain/${created.body.id.id}/metadata`, world.tenant.token);
        const expected = reference.find(({ file }) => file === 'device_profile_rule_chain_template.json')!.json.metadata;
        expect(comparable(read.body)).toEqual(comparable(expected));
    });
});
