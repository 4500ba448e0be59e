import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/** Device messages go through the tenant's rule chain; its nodes decide what is stored. */
let world: World;
const ENGINE = 'org.thingsboard.rule.engine';
const node = (type: string, name: string, configuration: Record<string, unknown> = {}, debugMode = false) => ({ type: `${ENGINE}.${type}`, name, debugMode, configuration, additionalInfo: { layoutX: 0, layoutY: 0 } });
const sqlite = () => world.server.app.ctx.database.sqlite;
const postTelemetry = (token: string, body: string) => fetch(`${world.server.url}/api/v1/${token}/telemetry`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
const latest = async (deviceId: string, keys: string) => (await world.api.get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=${keys}`, world.tenant.token)).body;

async function deviceWithToken(name: string, token: string): Promise<string> {
    const created = await world.api.post('/api/device', { name, type: 'default' }, world.tenant.token);
    const id = created.body.id.id as string;
    const credentials = await world.api.get(`/api/device/${id}/credentials`, world.tenant.token);
    await world.api.post('/api/device/credentials', { ...credentials.body, credentialsId: token }, world.tenant.token);
    return id;
}

/** Makes a chain with these nodes (a line of Success links unless given) and makes it the tenant's root. */
async function rootChain(name: string, nodes: ReturnType<typeof node>[], connections?: Array<{ fromIndex: number; toIndex: number; type: string }>): Promise<{ id: string; nodeIds: string[] }> {
    const created = await world.api.post('/api/ruleChain', { name }, world.tenant.token);
    const id = created.body.id.id as string;
    const links = connections ?? nodes.slice(1).map((_, index) => ({ fromIndex: index, toIndex: index + 1, type: 'Success' }));
    const saved = await world.api.post('/api/ruleChain/metadata', { ruleChainId: { entityType: 'RULE_CHAIN', id }, firstNodeIndex: 0, nodes, connections: links }, world.tenant.token);
    expect(saved.status).toBe(200);
    expect((await world.api.post(`/api/ruleChain/${id}/root`, {}, world.tenant.token)).status).toBe(200);
    return { id, nodeIds: saved.body.nodes.map((n: { id: { id: string } }) => n.id.id) };
}

let demoRoot: string;
beforeAll(async () => {
    world = await createWorld();
    demoRoot = (sqlite().prepare("SELECT id FROM rule_chain WHERE tenant_id = ? AND root = 1 AND type = 'CORE'").get(world.tenant.tenantId) as { id: string }).id;
});
afterAll(() => world.close());

describe('rule engine', () => {
    it('stores HTTP telemetry through the demo root chain (its save timeseries node)', async () => {
        const id = await deviceWithToken('Engine device 1', 'ENGINE_TOKEN_1');
        expect((await postTelemetry('ENGINE_TOKEN_1', '{"temperature":21.5}')).status).toBe(200);
        expect((await latest(id, 'temperature')).temperature[0].value).toBe('21.5');
    });

    it('stores nothing when the root chain has no save timeseries node', async () => {
        const id = await deviceWithToken('Engine device 2', 'ENGINE_TOKEN_2');
        await rootChain('Log only', [node('action.TbLogNode', 'Log', { jsScript: 'return "seen";' })]);
        expect((await postTelemetry('ENGINE_TOKEN_2', '{"pressure":1013}')).status).toBe(200);
        await world.server.app.ctx.ruleEngine.settled();
        // ThingsBoard answers a key without data as one null value.
        expect((await latest(id, 'pressure')).pressure[0].value).toBeNull();
        await world.api.post(`/api/ruleChain/${demoRoot}/root`, {}, world.tenant.token);
    });

    it('stores the value a script transform computed', async () => {
        const id = await deviceWithToken('Engine device 3', 'ENGINE_TOKEN_3');
        await rootChain('Fahrenheit', [
            node('transform.TbTransformMsgNode', 'To Fahrenheit', { jsScript: 'msg.temperature = msg.temperature * 9 / 5 + 32; return {msg: msg, metadata: metadata, msgType: msgType};' }),
            node('telemetry.TbMsgTimeseriesNode', 'Save', { defaultTTL: 0 }),
        ]);
        await postTelemetry('ENGINE_TOKEN_3', '{"temperature":100}');
        expect((await latest(id, 'temperature')).temperature[0].value).toBe('212');
        await world.api.post(`/api/ruleChain/${demoRoot}/root`, {}, world.tenant.token);
    });

    it('sends a node error out by Failure with the error in metadata, and records debug events', async () => {
        const id = await deviceWithToken('Engine device 4', 'ENGINE_TOKEN_4');
        const { nodeIds } = await rootChain(
            'Failing',
            [
                // Only telemetry breaks: the device's ACTIVITY_EVENT passes by Success and leaves the chain.
                node('transform.TbTransformMsgNode', 'Broken', { jsScript: 'if (msgType !== "POST_TELEMETRY_REQUEST") return {msg: msg}; throw new Error("broken script");' }, true),
                node('transform.TbTransformMsgNode', 'Recover', { jsScript: 'return {msg: {failed: metadata.error}, metadata: metadata, msgType: msgType};' }, true),
                node('telemetry.TbMsgTimeseriesNode', 'Save', {}),
            ],
            [
                { fromIndex: 0, toIndex: 1, type: 'Failure' },
                { fromIndex: 1, toIndex: 2, type: 'Success' },
            ],
        );
        expect((await postTelemetry('ENGINE_TOKEN_4', '{"x":1}')).status).toBe(200);
        expect((await latest(id, 'failed')).failed[0].value).toBe('broken script');
        const debugIn = await world.api.get(`/api/ruleNode/${nodeIds[1]}/debugIn`, world.tenant.token);
        expect(debugIn.body).toMatchObject({ type: 'IN', entityId: id, entityName: 'DEVICE', msgType: 'POST_TELEMETRY_REQUEST', relationType: 'Failure', data: '{"x":1}' });
        const events = await world.api.get(`/api/events/RULE_NODE/${nodeIds[0]}/DEBUG_RULE_NODE?tenantId=${world.tenant.tenantId}&pageSize=10&page=0`, world.tenant.token);
        const out = events.body.data.find((e: { body: { type: string } }) => e.body.type === 'OUT');
        expect(out.body).toMatchObject({ relationType: 'Failure', error: 'broken script' });
        expect((await world.api.get(`/api/ruleNode/${nodeIds[0]}/debugIn`, world.tenant2.token)).status).toBe(403);
        await world.api.post(`/api/ruleChain/${demoRoot}/root`, {}, world.tenant.token);
    });

    it('follows a nested chain and comes back by its output label', async () => {
        const id = await deviceWithToken('Engine device 5', 'ENGINE_TOKEN_5');
        const inner = (await world.api.post('/api/ruleChain', { name: 'Doubler' }, world.tenant.token)).body.id.id as string;
        await world.api.post('/api/ruleChain/metadata', { ruleChainId: { entityType: 'RULE_CHAIN', id: inner }, firstNodeIndex: 0, nodes: [node('transform.TbTransformMsgNode', 'Double', { jsScript: 'msg.v = msg.v * 2; return {msg: msg};' }), node('flow.TbRuleChainOutputNode', 'Doubled', { version: 0 })], connections: [{ fromIndex: 0, toIndex: 1, type: 'Success' }] }, world.tenant.token);
        await rootChain('Caller', [node('flow.TbRuleChainInputNode', 'To doubler', { ruleChainId: inner }), node('telemetry.TbMsgTimeseriesNode', 'Save', {})], [{ fromIndex: 0, toIndex: 1, type: 'Doubled' }]);
        await postTelemetry('ENGINE_TOKEN_5', '{"v":21}');
        expect((await latest(id, 'v')).v[0].value).toBe('42');
        await world.api.post(`/api/ruleChain/${demoRoot}/root`, {}, world.tenant.token);
    });

    it('runs a generator into a script transform and save timeseries', async () => {
        const id = await deviceWithToken('Engine device 6', 'ENGINE_TOKEN_6');
        const chain = (await world.api.post('/api/ruleChain', { name: 'Generated' }, world.tenant.token)).body.id.id as string;
        await world.api.post(
            '/api/ruleChain/metadata',
            {
                ruleChainId: { entityType: 'RULE_CHAIN', id: chain },
                firstNodeIndex: null,
                nodes: [
                    node('debug.TbMsgGeneratorNode', 'Gen', { msgCount: 2, periodInSeconds: 1, originatorType: 'DEVICE', originatorId: id, jsScript: 'return {msg: {n: (prevMsg.n || 0) + 1}, metadata: {}, msgType: "POST_TELEMETRY_REQUEST"};' }),
                    node('transform.TbTransformMsgNode', 'Times ten', { jsScript: 'return {msg: {n: msg.n * 10}};' }),
                    node('telemetry.TbMsgTimeseriesNode', 'Save', {}),
                ],
                connections: [
                    { fromIndex: 0, toIndex: 1, type: 'Success' },
                    { fromIndex: 1, toIndex: 2, type: 'Success' },
                ],
            },
            world.tenant.token,
        );
        await expect.poll(async () => (await latest(id, 'n')).n?.[0].value, { timeout: 5000, interval: 200 }).toBe('20');
    });
});

describe('rule engine entity and connection messages', () => {
    it('routes ENTITY_CREATED of a new asset through the root chain', async () => {
        const { nodeIds } = await rootChain(
            'Events',
            [node('filter.TbMsgTypeSwitchNode', 'Switch', { version: 0 }), node('action.TbLogNode', 'Created', { jsScript: 'return "c";' }, true), node('action.TbLogNode', 'Connected', { jsScript: 'return "d";' }, true)],
            [
                { fromIndex: 0, toIndex: 1, type: 'Entity Created' },
                { fromIndex: 0, toIndex: 2, type: 'Connect Event' },
            ],
        );
        const asset = await world.api.post('/api/asset', { name: 'Engine asset', type: 'building' }, world.tenant.token);
        await world.server.app.ctx.ruleEngine.settled();
        const created = await world.api.get(`/api/ruleNode/${nodeIds[1]}/debugIn`, world.tenant.token);
        expect(created.body).toMatchObject({ type: 'IN', entityId: asset.body.id.id, entityName: 'ASSET', msgType: 'ENTITY_CREATED' });
        expect(JSON.parse(created.body.data).name).toBe('Engine asset');

        await world.api.post(`/api/ruleChain/${demoRoot}/root`, {}, world.tenant.token);
    });

    it('routes ALARM_ACK and ALARM_CLEAR of an alarm through the root chain', async () => {
        const deviceId = await deviceWithToken('Engine device 8', 'ENGINE_TOKEN_8');
        const { nodeIds } = await rootChain(
            'Alarm events',
            [node('filter.TbMsgTypeSwitchNode', 'Switch', { version: 0 }), node('action.TbLogNode', 'Acked', { jsScript: 'return "a";' }, true), node('action.TbLogNode', 'Cleared', { jsScript: 'return "c";' }, true)],
            [
                { fromIndex: 0, toIndex: 1, type: 'Alarm Acknowledged' },
                { fromIndex: 0, toIndex: 2, type: 'Alarm Cleared' },
            ],
        );
        const alarm = await world.api.post('/api/alarm', { originator: { entityType: 'DEVICE', id: deviceId }, type: 'Overheat', severity: 'MAJOR', status: 'ACTIVE_UNACK' }, world.tenant.token);
        expect(alarm.status).toBe(200);
        await world.api.post(`/api/alarm/${alarm.body.id.id}/ack`, {}, world.tenant.token);
        await world.api.post(`/api/alarm/${alarm.body.id.id}/clear`, {}, world.tenant.token);
        await world.server.app.ctx.ruleEngine.settled();
        const acked = await world.api.get(`/api/ruleNode/${nodeIds[1]}/debugIn`, world.tenant.token);
        expect(acked.body).toMatchObject({ msgType: 'ALARM_ACK', entityId: deviceId });
        expect(JSON.parse(acked.body.data)).toMatchObject({ type: 'Overheat' });
        expect((await world.api.get(`/api/ruleNode/${nodeIds[2]}/debugIn`, world.tenant.token)).body).toMatchObject({ msgType: 'ALARM_CLEAR' });
        await world.api.post(`/api/ruleChain/${demoRoot}/root`, {}, world.tenant.token);
    });
});
