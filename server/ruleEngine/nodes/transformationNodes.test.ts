import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleNodeKind } from './catalogue';
import { nodeTestWorld, type NodeTestWorld } from './testWorld';
import { processPattern } from './transformationNodes';

let world: NodeTestWorld;
const run = (clazz: string, config: Record<string, unknown>, msg = world.msg()) => {
    const kind = ruleNodeKind(clazz)!;
    return kind.run!(msg, { ...kind.defaultConfiguration, ...config }, world.services);
};

beforeAll(async () => {
    world = await nodeTestWorld();
});
afterAll(() => world.close());

describe('transformation nodes', () => {
    it('script transform: new body, metadata and type; missing parts keep the input; arrays make several messages', async () => {
        const [out] = await run('org.thingsboard.rule.engine.transform.TbTransformMsgNode', { jsScript: 'metadata.unit = 1; return {msg: {t: msg.temperature + 1}, metadata: metadata, msgType: "CUSTOM"};' });
        expect(out!.relations).toEqual(['Success']);
        expect(JSON.parse(out!.msg.data)).toEqual({ t: 26 });
        expect(out!.msg.metadata).toEqual({ deviceName: 'Thermo 1', unit: '1' });
        expect(out!.msg.type).toBe('CUSTOM');
        const [kept] = await run('org.thingsboard.rule.engine.transform.TbTransformMsgNode', { jsScript: 'return {msgType: "ONLY_TYPE"};' });
        expect(kept!.msg.data).toBe('{"temperature":25}');
        const many = await run('org.thingsboard.rule.engine.transform.TbTransformMsgNode', { jsScript: 'return [{msg: {a: 1}}, {msg: {a: 2}}];' });
        expect(many.map(output => output.msg.data)).toEqual(['{"a":1}', '{"a":2}']);
        await expect(run('org.thingsboard.rule.engine.transform.TbTransformMsgNode', { jsScript: 'return 5;' })).rejects.toThrow(/Wrong result type/);
    });

    it('change originator: to the customer, the tenant, or fails without one', async () => {
        const [toCustomer] = await run('org.thingsboard.rule.engine.transform.TbChangeOriginatorNode', { originatorSource: 'CUSTOMER' });
        expect(toCustomer!.msg.originator).toEqual({ entityType: 'CUSTOMER', id: world.customerId });
        const [toTenant] = await run('org.thingsboard.rule.engine.transform.TbChangeOriginatorNode', { originatorSource: 'TENANT' });
        expect(toTenant!.msg.originator).toEqual({ entityType: 'TENANT', id: world.tenantId });
        await expect(run('org.thingsboard.rule.engine.transform.TbChangeOriginatorNode', { originatorSource: 'RELATED' })).rejects.toThrow(/new originator/);
    });

    it('to email: fills templates from metadata and the body, and makes a SEND_EMAIL message', async () => {
        const [out] = await run('org.thingsboard.rule.engine.mail.TbMsgToEmailNode', { toTemplate: 'ops@example.com', subjectTemplate: 'Hot ${deviceName}', bodyTemplate: 'Temperature $[temperature]' });
        expect(out!.msg.type).toBe('SEND_EMAIL');
        expect(JSON.parse(out!.msg.data)).toMatchObject({ to: 'ops@example.com', subject: 'Hot Thermo 1', body: 'Temperature 25' });
    });

    it('patterns leave unknown keys as they are', () => {
        expect(processPattern('${nope} $[missing.key] ${deviceName}', world.msg())).toBe('${nope} $[missing.key] Thermo 1');
    });
});
