import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleNodeKind } from './catalogue';
import { nodeTestWorld, type NodeTestWorld } from './testWorld';

let world: NodeTestWorld;
const run = (clazz: string, msg = world.msg(), config: Record<string, unknown> = {}) => {
    const kind = ruleNodeKind(`org.thingsboard.rule.engine.filter.${clazz}`)!;
    return kind.run!(msg, { ...kind.defaultConfiguration, ...config }, world.services);
};
const relations = async (result: ReturnType<typeof run>) => (await result).flatMap(output => output.relations);

beforeAll(async () => {
    world = await nodeTestWorld();
});
afterAll(() => world.close());

describe('filter nodes', () => {
    it('message type switch: one relation per known type, Other for the rest', async () => {
        expect(await relations(run('TbMsgTypeSwitchNode'))).toEqual(['Post telemetry']);
        expect(await relations(run('TbMsgTypeSwitchNode', world.msg({ type: 'POST_ATTRIBUTES_REQUEST' })))).toEqual(['Post attributes']);
        expect(await relations(run('TbMsgTypeSwitchNode', world.msg({ type: 'RPC_CALL_FROM_SERVER_TO_DEVICE' })))).toEqual(['RPC Request to Device']);
        expect(await relations(run('TbMsgTypeSwitchNode', world.msg({ type: 'CUSTOM' })))).toEqual(['Other']);
    });

    it('script filter: True or False by the sandboxed script; a non-boolean answer throws', async () => {
        expect(await relations(run('TbJsFilterNode', world.msg(), { jsScript: 'return msg.temperature > 20;' }))).toEqual(['True']);
        expect(await relations(run('TbJsFilterNode', world.msg(), { jsScript: 'return metadata.deviceName === "other";' }))).toEqual(['False']);
        await expect(run('TbJsFilterNode', world.msg(), { jsScript: 'return "yes";' })).rejects.toThrow(/true or false/);
    });

    it('switch: the relation names the script answers', async () => {
        expect(await relations(run('TbJsSwitchNode', world.msg(), { jsScript: 'return msg.temperature > 20 ? ["Hot", "Log"] : ["Cold"];' }))).toEqual(['Hot', 'Log']);
        expect(await relations(run('TbJsSwitchNode', world.msg(), { jsScript: 'return "Single";' }))).toEqual(['Single']);
    });

    it('message type and originator type filters', async () => {
        expect(await relations(run('TbMsgTypeFilterNode', world.msg(), { messageTypes: ['POST_TELEMETRY_REQUEST'] }))).toEqual(['True']);
        expect(await relations(run('TbMsgTypeFilterNode', world.msg({ type: 'X' }), { messageTypes: ['POST_TELEMETRY_REQUEST'] }))).toEqual(['False']);
        expect(await relations(run('TbOriginatorTypeFilterNode', world.msg(), { originatorTypes: ['ASSET'] }))).toEqual(['False']);
        expect(await relations(run('TbOriginatorTypeSwitchNode'))).toEqual(['Device']);
    });

    it('check fields presence: all keys or any key', async () => {
        expect(await relations(run('TbCheckMessageNode', world.msg(), { messageNames: ['temperature'], metadataNames: ['deviceName'] }))).toEqual(['True']);
        expect(await relations(run('TbCheckMessageNode', world.msg(), { messageNames: ['temperature', 'humidity'] }))).toEqual(['False']);
        expect(await relations(run('TbCheckMessageNode', world.msg(), { messageNames: ['temperature', 'humidity'], checkAllKeys: false }))).toEqual(['True']);
    });

    it('check relation: to a given entity or to any, by direction and type', async () => {
        const assetId = '0a000000-0000-4000-8000-000000000001';
        world.database.sqlite.prepare("INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type) VALUES (?, 'ASSET', ?, 'DEVICE', 'COMMON', 'Contains')").run(assetId, world.deviceId);
        expect(await relations(run('TbCheckRelationNode', world.msg(), { direction: 'FROM', relationType: 'Contains', checkForSingleEntity: true, entityType: 'ASSET', entityId: assetId }))).toEqual(['True']);
        expect(await relations(run('TbCheckRelationNode', world.msg(), { direction: 'FROM', relationType: 'Manages', checkForSingleEntity: false }))).toEqual(['False']);
        expect(await relations(run('TbCheckRelationNode', world.msg(), { direction: 'TO', relationType: 'Contains', checkForSingleEntity: false }))).toEqual(['False']);
        expect(await relations(run('TbCheckRelationNode', world.msg(), { direction: 'FROM', relationType: 'Contains', checkForSingleEntity: false }))).toEqual(['True']);
    });
});
