// The rule engine's tenant boundary (issue #20.1): a tenant's rule chain never reads or writes
// another tenant's entities, whether the chain's configuration names them or a message carries them.
// Tenant A is the demo tenant, tenant B the fixtures' second tenant; B's chains try to reach A's device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMsg } from '../../server/ruleEngine/message';
import { RULE_NODE_KINDS } from '../../server/ruleEngine/nodes/catalogue';
import { createWorld, type Session, type World } from './fixtures';

type Json = Record<string, any>;
const ENGINE = 'org.thingsboard.rule.engine';
const REFUSED = /^(?:[A-Z_]+|Entity) \S+ is not an entity of this tenant$/;

let world: World;
let a: Session;
let b: Session;
/** Tenant A's entities, and tenant B's own device (the positive control). */
let deviceA: string;
let assetA: string;
let chainA: string;
let deviceB: string;
let assetB: string;

const node = (clazz: string, name: string, configuration: Json = {}) => ({ type: clazz.startsWith('org.') ? clazz : `${ENGINE}.${clazz}`, name, debugMode: true, configuration, additionalInfo: { layoutX: 0, layoutY: 0 } });
const sqlite = () => world.server.app.ctx.database.sqlite;
const engine = () => world.server.app.ctx.ruleEngine;

async function post(path: string, body: unknown, token: string): Promise<Json> {
    const response = await world.api.post(path, body, token);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.text}`);
    return response.body as Json;
}

/** Saves metadata into a new chain of B; answers the raw response. */
async function saveChainOfB(name: string, metadata: Json) {
    const id = (await post('/api/ruleChain', { name }, b.token)).id.id as string;
    const response = await world.api.post('/api/ruleChain/metadata', { ruleChainId: { entityType: 'RULE_CHAIN', id }, firstNodeIndex: 0, connections: [], ...metadata }, b.token);
    return { id, response };
}

/** A chain of B with these nodes (Success links in a line); answers its id and its nodes' ids. */
async function chainOfB(name: string, nodes: Json[], connections?: Json[]) {
    const links = connections ?? nodes.slice(1).map((_, index) => ({ fromIndex: index, toIndex: index + 1, type: 'Success' }));
    const { id, response } = await saveChainOfB(name, { nodes, connections: links });
    expect(response.status, response.text).toBe(200);
    return { id, nodeIds: (response.body.nodes as Json[]).map(n => n.id.id as string) };
}

/** The OUT debug events of a node of B, newest first. */
async function outEvents(nodeId: string): Promise<Json[]> {
    const events = await world.api.get(`/api/events/RULE_NODE/${nodeId}/DEBUG_RULE_NODE?tenantId=${b.tenantId}&pageSize=50&page=0`, b.token);
    return (events.body.data as Json[]).map(event => event.body).filter(body => body.type === 'OUT');
}

/** Everything tenant A keeps about its device: latest telemetry, attributes of every scope, alarms. */
async function stateOfDeviceA(): Promise<Json> {
    const get = async (path: string) => (await world.api.get(path, a.token)).body;
    return {
        telemetry: await get(`/api/plugins/telemetry/DEVICE/${deviceA}/values/timeseries`),
        attributes: await get(`/api/plugins/telemetry/DEVICE/${deviceA}/values/attributes`),
        alarms: await get(`/api/alarm/DEVICE/${deviceA}?pageSize=100&page=0`),
        customer: await get(`/api/plugins/telemetry/CUSTOMER/${world.customer.customerId}/values/attributes`),
    };
}

beforeAll(async () => {
    world = await createWorld();
    a = world.tenant;
    b = world.tenant2;
    deviceA = (await post('/api/device', { name: 'A secret device', type: 'default' }, a.token)).id.id;
    await post(`/api/customer/${world.customer.customerId}/device/${deviceA}`, undefined, a.token);
    assetA = (await post('/api/asset', { name: 'A building', type: 'building' }, a.token)).id.id;
    await post('/api/relation', { from: { entityType: 'ASSET', id: assetA }, to: { entityType: 'DEVICE', id: deviceA }, type: 'Contains', typeGroup: 'COMMON' }, a.token);
    await post(`/api/plugins/telemetry/DEVICE/${deviceA}/timeseries/ANY`, { temperature: 21 }, a.token);
    await post(`/api/plugins/telemetry/DEVICE/${deviceA}/attributes/SERVER_SCOPE`, { secret: 'a-server-secret' }, a.token);
    await post(`/api/plugins/telemetry/CUSTOMER/${world.customer.customerId}/attributes/SERVER_SCOPE`, { secret: 'a-customer-secret' }, a.token);
    await post('/api/alarm', { originator: { entityType: 'DEVICE', id: deviceA }, type: 'A alarm', severity: 'MAJOR', status: 'ACTIVE_UNACK' }, a.token);
    chainA = (await post('/api/ruleChain', { name: 'A chain' }, a.token)).id.id;
    deviceB = (await post('/api/device', { name: 'B device', type: 'default' }, b.token)).id.id;
    assetB = (await post('/api/asset', { name: 'B building', type: 'building' }, b.token)).id.id;
    await post('/api/relation', { from: { entityType: 'ASSET', id: assetB }, to: { entityType: 'DEVICE', id: deviceB }, type: 'Contains', typeGroup: 'COMMON' }, b.token);
}, 60_000);
afterAll(() => world.close());

describe('saving a chain that names an entity', () => {
    const generator = (entityType: string, id: string) => node('debug.TbMsgGeneratorNode', 'Gen', { msgCount: 1, periodInSeconds: 3600, originatorType: entityType, originatorId: id, jsScript: 'return {msg: {}, metadata: {}, msgType: "POST_TELEMETRY_REQUEST"};' });
    const checkRelation = (entityType: string, id: string) => node('filter.TbCheckRelationNode', 'Check', { checkForSingleEntity: true, direction: 'FROM', entityType, entityId: id, relationType: 'Contains' });
    const nested = (id: string) => node('flow.TbRuleChainInputNode', 'Nested', { ruleChainId: id });
    const cases: Array<[string, () => Json, () => Json]> = [
        ['a generator originator (device)', () => ({ nodes: [generator('DEVICE', deviceA)] }), () => ({ nodes: [generator('DEVICE', deviceB)] })],
        ['a generator originator (tenant)', () => ({ nodes: [generator('TENANT', a.tenantId)] }), () => ({ nodes: [generator('TENANT', b.tenantId)] })],
        ['a generator originator (customer)', () => ({ nodes: [generator('CUSTOMER', world.customer.customerId)] }), () => ({ nodes: [generator('CUSTOMER', world.customer2.customerId)] })],
        ['the entity of check relation', () => ({ nodes: [checkRelation('ASSET', assetA)] }), () => ({ nodes: [checkRelation('ASSET', assetB)] })],
        ['the target of a rule chain node', () => ({ nodes: [nested(chainA)] }), () => ({ nodes: [nested(world.server.app.ctx.database.sqlite.prepare("SELECT id FROM rule_chain WHERE tenant_id = ? AND root = 1").pluck().get(b.tenantId) as string)] })],
        [
            'the target of a legacy rule chain connection',
            () => ({ nodes: [node('action.TbLogNode', 'Log')], ruleChainConnections: [{ fromIndex: 0, targetRuleChainId: { entityType: 'RULE_CHAIN', id: chainA }, type: 'Success' }] }),
            () => ({ nodes: [node('action.TbLogNode', 'Log')], ruleChainConnections: null }),
        ],
    ];

    it.each(cases)("refuses %s of another tenant with 400, and saves the tenant's own", async (_name, foreign, own) => {
        const refused = await saveChainOfB('Refused', foreign());
        expect(refused.response.status, refused.response.text).toBe(400);
        expect(refused.response.body).toMatchObject({ status: 400, errorCode: 31 });
        expect(refused.response.body.message).toMatch(/is not an entity of this tenant$/);
        // Nothing of the refused graph was stored.
        expect((await world.api.get(`/api/ruleChain/${refused.id}/metadata`, b.token)).body.nodes).toEqual([]);
        const saved = await saveChainOfB('Accepted', own());
        expect(saved.response.status, saved.response.text).toBe(200);
    });

    it('answers the same for an id of another tenant and an id of nothing, so it tells nothing about other tenants', async () => {
        const missing = '5b5e6f70-0000-11ee-8000-000000000000';
        const foreign = await saveChainOfB('Foreign', { nodes: [generator('DEVICE', deviceA)] });
        const none = await saveChainOfB('Missing', { nodes: [generator('DEVICE', missing)] });
        expect(none.response.status).toBe(400);
        expect(none.response.body.message.replace(missing, 'ID')).toBe(foreign.response.body.message.replace(deviceA, 'ID'));
    });

    it('refuses the same in a chain import, chain by chain', async () => {
        const imported = await world.api.post('/api/ruleChains/import', { ruleChains: [{ name: 'Imported thief', type: 'CORE' }], metadata: [{ firstNodeIndex: 0, nodes: [generator('DEVICE', deviceA)], connections: [], ruleChainConnections: null }] }, b.token);
        expect(imported.status).toBe(200);
        expect(imported.body).toEqual([expect.objectContaining({ ruleChainId: null, error: expect.stringMatching(/is not an entity of this tenant$/) })]);
    });
});

describe('a chain stored before the check (its configuration written straight into the database)', () => {
    it("a generator naming another tenant's device sends Failure and writes nothing", async () => {
        const before = await stateOfDeviceA();
        const { id, nodeIds } = await chainOfB('Old generator', [node('debug.TbMsgGeneratorNode', 'Gen', { msgCount: 1, periodInSeconds: 1, jsScript: 'return {msg: {stolen: 1}, metadata: {}, msgType: "POST_TELEMETRY_REQUEST"};' }), node('telemetry.TbMsgTimeseriesNode', 'Save')]);
        const stored = JSON.stringify({ msgCount: 1, periodInSeconds: 1, originatorType: 'DEVICE', originatorId: deviceA, jsScript: 'return {msg: {stolen: 1}, metadata: {}, msgType: "POST_TELEMETRY_REQUEST"};' });
        sqlite().prepare('UPDATE rule_node SET configuration = ? WHERE id = ?').run(stored, nodeIds[0]);
        engine().invalidate(id);
        await expect.poll(async () => (await outEvents(nodeIds[0]!)).length, { timeout: 10_000, interval: 100 }).toBe(1);
        const [out] = await outEvents(nodeIds[0]!);
        expect(out).toMatchObject({ relationType: 'Failure', error: `DEVICE ${deviceA} is not an entity of this tenant` });
        expect(await stateOfDeviceA()).toEqual(before);
    });

    it("a check relation node naming another tenant's asset sends Failure", async () => {
        const { id, nodeIds } = await chainOfB('Old check', [node('filter.TbCheckRelationNode', 'Check', { checkForSingleEntity: true, direction: 'FROM', entityType: 'ASSET', entityId: assetB, relationType: 'Contains' })]);
        sqlite().prepare("UPDATE rule_node SET configuration = json_set(configuration, '$.entityId', ?) WHERE id = ?").run(assetA, nodeIds[0]);
        engine().invalidate(id);
        await engine().push(b.tenantId, newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: deviceB }, data: '{}' }), id);
        expect((await outEvents(nodeIds[0]!))[0]).toMatchObject({ relationType: 'Failure', error: `ASSET ${assetA} is not an entity of this tenant` });
    });

    it("a rule chain node naming another tenant's chain sends Failure", async () => {
        const { id, nodeIds } = await chainOfB('Old nested', [node('flow.TbRuleChainInputNode', 'Nested', { ruleChainId: null })]);
        sqlite().prepare("UPDATE rule_node SET configuration = json_set(configuration, '$.ruleChainId', ?) WHERE id = ?").run(chainA, nodeIds[0]);
        engine().invalidate(id);
        await engine().push(b.tenantId, newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: deviceB }, data: '{}' }), id);
        expect((await outEvents(nodeIds[0]!))[0]).toMatchObject({ relationType: 'Failure', error: `RULE_CHAIN ${chainA} is not an entity of this tenant` });
    });
});

describe('change originator never hands a chain another tenant’s entity', () => {
    async function changeThenSave(config: Json, body: Json) {
        const { id, nodeIds } = await chainOfB(`Change ${config.originatorSource}`, [node('transform.TbChangeOriginatorNode', 'Change', config), node('telemetry.TbMsgTimeseriesNode', 'Save')]);
        await engine().push(b.tenantId, newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: deviceB }, data: JSON.stringify(body) }), id);
        return (await outEvents(nodeIds[0]!))[0]!;
    }

    it('ALARM_ORIGINATOR: an originator a script wrote into the body is refused when it is not the tenant’s', async () => {
        const before = await stateOfDeviceA();
        const out = await changeThenSave({ originatorSource: 'ALARM_ORIGINATOR' }, { originator: { entityType: 'DEVICE', id: deviceA }, stolen: 1 });
        expect(out).toMatchObject({ relationType: 'Failure', error: `DEVICE ${deviceA} is not an entity of this tenant` });
        expect(await stateOfDeviceA()).toEqual(before);
        // The tenant's own device is taken.
        expect(await changeThenSave({ originatorSource: 'ALARM_ORIGINATOR' }, { originator: { entityType: 'DEVICE', id: deviceB }, mine: 1 })).toMatchObject({ relationType: 'Success', entityId: deviceB });
        const own = await world.api.get(`/api/plugins/telemetry/DEVICE/${deviceB}/values/timeseries?keys=mine`, b.token);
        expect(own.body.mine[0].value).toBe('1');
    });

    it('ALARM_ORIGINATOR: an entity type or id that names nothing is refused too', async () => {
        for (const originator of [{ entityType: 'TENANT', id: a.tenantId }, { entityType: 'RULE_CHAIN', id: chainA }, { entityType: 'NOT_A_TYPE', id: deviceA }, { entityType: 'DEVICE', id: 'x'.repeat(500) }]) {
            const out = await changeThenSave({ originatorSource: 'ALARM_ORIGINATOR' }, { originator });
            expect(out.relationType, JSON.stringify(originator)).toBe('Failure');
            expect(out.error).toMatch(REFUSED);
        }
    });

    it('RELATED: a relation to another tenant’s entity (however it got there) is not followed', async () => {
        // A relation across tenants cannot be made through the API; one from an old database may exist.
        sqlite()
            .prepare("INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type, additional_info) VALUES (?, 'ASSET', ?, 'DEVICE', 'COMMON', 'Contains', NULL)")
            .run(assetA, deviceB);
        sqlite().prepare('DELETE FROM relation WHERE from_id = ? AND to_id = ?').run(assetB, deviceB);
        const out = await changeThenSave({ originatorSource: 'RELATED' }, { stolen: 1 });
        expect(out).toMatchObject({ relationType: 'Failure', error: `ASSET ${assetA} is not an entity of this tenant` });
        sqlite().prepare('DELETE FROM relation WHERE from_id = ? AND to_id = ?').run(assetA, deviceB);
    });
});

/** A message of each node kind that acts on its originator: type, body and configuration. */
const ACTS_ON_ORIGINATOR: Record<string, { type: string; data: Json; configuration?: Json; metadata?: Record<string, string> }> = {
    [`${ENGINE}.telemetry.TbMsgTimeseriesNode`]: { type: 'POST_TELEMETRY_REQUEST', data: { stolen: 1 } },
    [`${ENGINE}.telemetry.TbMsgAttributesNode`]: { type: 'POST_ATTRIBUTES_REQUEST', data: { stolen: 1 }, configuration: { scope: 'SHARED_SCOPE' } },
    [`${ENGINE}.profile.TbDeviceProfileNode`]: { type: 'POST_TELEMETRY_REQUEST', data: { temperature: 1000 } },
    [`${ENGINE}.action.TbCreateAlarmNode`]: { type: 'POST_TELEMETRY_REQUEST', data: {}, configuration: { alarmType: 'Stolen', severity: 'CRITICAL', alarmDetailsBuildJs: 'return {};' } },
    [`${ENGINE}.action.TbClearAlarmNode`]: { type: 'POST_TELEMETRY_REQUEST', data: {}, configuration: { alarmType: 'A alarm', alarmDetailsBuildJs: 'return {};' } },
    [`${ENGINE}.rpc.TbSendRPCRequestNode`]: { type: 'RPC_CALL_FROM_SERVER_TO_DEVICE', data: { method: 'reboot', params: '{}' }, configuration: { timeoutInSeconds: 1 } },
    [`${ENGINE}.rpc.TbSendRPCReplyNode`]: { type: 'TO_SERVER_RPC_REQUEST', data: { stolen: true }, metadata: { requestId: '1' } },
    [`${ENGINE}.metadata.TbGetAttributesNode`]: { type: 'POST_TELEMETRY_REQUEST', data: {}, configuration: { serverAttributeNames: ['secret'], latestTsKeyNames: ['temperature'] } },
    [`${ENGINE}.metadata.TbGetOriginatorFieldsNode`]: { type: 'POST_TELEMETRY_REQUEST', data: {}, configuration: { fieldsMapping: { name: 'stolenName' } } },
    [`${ENGINE}.metadata.TbGetCustomerAttributeNode`]: { type: 'POST_TELEMETRY_REQUEST', data: {}, configuration: { attrMapping: { secret: 'stolenSecret' } } },
    [`${ENGINE}.transform.TbChangeOriginatorNode`]: { type: 'POST_TELEMETRY_REQUEST', data: {}, configuration: { originatorSource: 'RELATED' } },
    [`${ENGINE}.filter.TbCheckRelationNode`]: { type: 'POST_TELEMETRY_REQUEST', data: {}, configuration: { checkForSingleEntity: false, direction: 'FROM', relationType: 'Contains' } },
};

describe('a message whose originator is another tenant’s entity', () => {
    it('is covered for every node kind that acts on its originator', () => {
        const acting = RULE_NODE_KINDS.filter(kind => kind.run && kind.originator !== 'untouched').map(kind => kind.clazz);
        expect(acting.sort()).toEqual(Object.keys(ACTS_ON_ORIGINATOR).sort());
    });

    it.each(Object.entries(ACTS_ON_ORIGINATOR))('%s sends it out by Failure and touches nothing of the other tenant', async (clazz, input) => {
        const before = await stateOfDeviceA();
        const { id, nodeIds } = await chainOfB(clazz.split('.').pop()!, [node(clazz, 'Acts', input.configuration ?? {})]);
        const msg = (deviceId: string) => newMsg({ type: input.type, originator: { entityType: 'DEVICE', id: deviceId }, data: JSON.stringify(input.data), metadata: { ...input.metadata } });
        await engine().push(b.tenantId, msg(deviceA), id);
        const [out] = await outEvents(nodeIds[0]!);
        expect(out).toMatchObject({ relationType: 'Failure', entityId: deviceA, error: `DEVICE ${deviceA} is not an entity of this tenant` });
        expect(JSON.stringify(out)).not.toMatch(/a-server-secret|a-customer-secret|A secret device/);
        expect(await stateOfDeviceA()).toEqual(before);
        // The same node takes the tenant's own device.
        await engine().push(b.tenantId, msg(deviceB), id);
        await engine().settled();
        for (const event of await outEvents(nodeIds[0]!)) expect(event.error).not.toBe(`DEVICE ${deviceB} is not an entity of this tenant`);
    });
});
