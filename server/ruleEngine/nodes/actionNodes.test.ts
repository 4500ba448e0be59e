import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleNodeKind } from './catalogue';
import { nodeTestWorld, type NodeTestWorld } from './testWorld';

let world: NodeTestWorld;
const ENGINE = 'org.thingsboard.rule.engine';
const run = (clazz: string, config: Record<string, unknown>, msg = world.msg()) => {
    const kind = ruleNodeKind(`${ENGINE}.${clazz}`)!;
    return kind.run!(msg, { ...kind.defaultConfiguration, ...config }, world.services);
};

beforeAll(async () => {
    world = await nodeTestWorld();
});
afterAll(() => world.close());

describe('action nodes', () => {
    it('save timeseries: stores the body at metadata ts, keeping 25.0 a double; other message types fail', async () => {
        await run('telemetry.TbMsgTimeseriesNode', {}, world.msg({ data: '{"temperature":25.0,"count":"7"}', metadata: { ts: '5000' } }));
        const stored = world.services.telemetry.timeseries.latest(world.deviceId, ['temperature', 'count']);
        expect(stored.map(entry => [entry.key, entry.ts, entry.value])).toEqual(
            expect.arrayContaining([
                ['temperature', 5000, { type: 'DOUBLE', value: 25 }],
                ['count', 5000, { type: 'LONG', value: 7 }],
            ]),
        );
        await expect(run('telemetry.TbMsgTimeseriesNode', {}, world.msg({ type: 'POST_ATTRIBUTES_REQUEST' }))).rejects.toThrow(/Unsupported msg type/);
    });

    it('save attributes: into the configured scope', async () => {
        await run('telemetry.TbMsgAttributesNode', { scope: 'SHARED_SCOPE' }, world.msg({ type: 'POST_ATTRIBUTES_REQUEST', data: '{"mode":"eco"}' }));
        const [attribute] = await world.services.telemetry.attributes.findEntries(world.deviceId, ['SHARED_SCOPE'], ['mode']);
        expect(attribute?.value).toEqual({ type: 'STRING', value: 'eco' });
    });

    it('create alarm: Created first, then Updated with details from the script; clear alarm: Cleared, then False', async () => {
        const config = { alarmType: 'High Temperature', severity: 'MAJOR', alarmDetailsBuildJs: 'return {temp: msg.temperature};' };
        const [created] = await run('action.TbCreateAlarmNode', config);
        expect(created!.relations).toEqual(['Created']);
        expect(created!.msg.type).toBe('ALARM');
        expect(JSON.parse(created!.msg.data)).toMatchObject({ type: 'High Temperature', severity: 'MAJOR', status: 'ACTIVE_UNACK', details: { temp: 25 } });
        const [updated] = await run('action.TbCreateAlarmNode', config, world.msg({ data: '{"temperature":30}' }));
        expect(updated!.relations).toEqual(['Updated']);
        expect(JSON.parse(updated!.msg.data).details).toEqual({ temp: 30 });
        const [cleared] = await run('action.TbClearAlarmNode', { alarmType: 'High Temperature' });
        expect(cleared!.relations).toEqual(['Cleared']);
        expect(JSON.parse(cleared!.msg.data).status).toBe('CLEARED_UNACK');
        expect((await run('action.TbClearAlarmNode', { alarmType: 'High Temperature' }))[0]!.relations).toEqual(['False']);
    });

    it('log: writes what the script makes of the message', async () => {
        await run('action.TbLogNode', { jsScript: 'return "T=" + msg.temperature;' });
        expect(world.logs.at(-1)).toBe('T=25');
    });

    it('rpc call request: the device answer becomes the body; rpc call reply: answers the device request', async () => {
        const stop = world.services.rpc.register(world.deviceId, (request, delivered) => {
            setTimeout(() => {
                delivered();
                world.services.rpc.respond(world.deviceId, request.id, { ok: request.method });
            }, 1);
            return true;
        });
        expect(await run('rpc.TbSendRPCRequestNode', { timeoutInSeconds: 2 }, world.msg({ type: 'RPC_CALL_FROM_SERVER_TO_DEVICE', data: '{"method":"reboot","params":{}}' }))).toEqual([]);
        const [answer] = await world.deferred();
        expect(JSON.parse(answer!.msg.data)).toEqual({ ok: 'reboot' });
        stop();
        await expect(run('rpc.TbSendRPCRequestNode', {}, world.msg({ data: '{"params":{}}' }))).rejects.toThrow(/Method is not present/);

        const replies: unknown[] = [];
        const services = { ...world.services, replyToDevice: (_device: string, requestId: number, body: unknown) => void replies.push([requestId, body]) };
        const reply = ruleNodeKind(`${ENGINE}.rpc.TbSendRPCReplyNode`)!;
        await reply.run!(world.msg({ data: '{"time":1}', metadata: { requestId: '7' } }), reply.defaultConfiguration, services);
        expect(replies).toEqual([[7, { time: 1 }]]);
    });

    it('delay: hands the message back later by Success', async () => {
        expect(await run('delay.TbMsgDelayNode', { periodInSeconds: 0 })).toEqual([]);
        const [later] = await world.deferred();
        expect(later!.relations).toEqual(['Success']);
    });

});
