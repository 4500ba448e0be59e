import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/**
 * Entity, attribute, alarm, device-state and RPC events reach the tenant's root chain as
 * ThingsBoard 3.3 sends them. The root chain here is a message type switch with debug on (its IN
 * debug events show each message) followed by the rpc call request node.
 */
type Json = Record<string, any>;
interface Seen {
    msgType: string;
    entityId: string;
    data: Json;
    metadata: Record<string, string>;
}

let world: World;
let switchNodeId: string;
const ENGINE = 'org.thingsboard.rule.engine';
const node = (type: string, name: string, configuration: Record<string, unknown> = {}, debugMode = false) => ({ type: `${ENGINE}.${type}`, name, debugMode, configuration, additionalInfo: { layoutX: 0, layoutY: 0 } });
const device = (path: string, init?: RequestInit) => fetch(`${world.server.url}/api/v1/${path}`, { headers: { 'Content-Type': 'application/json' }, ...init });

/** The messages of `msgType` the tenant's chain received about `entityId`, oldest first. */
async function seen(msgType: string, entityId: string): Promise<Seen[]> {
    await world.server.app.ctx.ruleEngine.settled();
    const page = await world.api.get(`/api/events/RULE_NODE/${switchNodeId}/DEBUG_RULE_NODE?tenantId=${world.tenant.tenantId}&pageSize=500&page=0`, world.tenant.token);
    expect(page.status).toBe(200);
    return (page.body.data as Array<{ body: Json }>)
        .map(event => event.body)
        .filter(body => body.type === 'IN' && body.msgType === msgType && body.entityId === entityId)
        .map(body => ({ msgType: body.msgType, entityId: body.entityId, data: JSON.parse(body.data), metadata: JSON.parse(body.metadata) }))
        .reverse();
}

async function createDevice(name: string, token = world.tenant.token): Promise<string> {
    const created = await world.api.post('/api/device', { name, type: 'meter' }, token);
    expect(created.status).toBe(200);
    return created.body.id.id;
}

beforeAll(async () => {
    world = await createWorld();
    const created = await world.api.post('/api/ruleChain', { name: 'Recorder' }, world.tenant.token);
    const chainId = created.body.id.id as string;
    const saved = await world.api.post(
        '/api/ruleChain/metadata',
        {
            ruleChainId: { entityType: 'RULE_CHAIN', id: chainId },
            firstNodeIndex: 0,
            nodes: [node('filter.TbMsgTypeSwitchNode', 'Types', { version: 0 }, true), node('rpc.TbSendRPCRequestNode', 'RPC Call Request', { timeoutInSeconds: 60 })],
            connections: [{ fromIndex: 0, toIndex: 1, type: 'RPC Request to Device' }],
        },
        world.tenant.token,
    );
    expect(saved.status).toBe(200);
    switchNodeId = saved.body.nodes[0].id.id;
    expect((await world.api.post(`/api/ruleChain/${chainId}/root`, {}, world.tenant.token)).status).toBe(200);
}, 60_000);
afterAll(() => world?.close());

describe('entity events in the rule engine', () => {
    it('ENTITY_CREATED, ENTITY_UPDATED, ENTITY_ASSIGNED, ENTITY_UNASSIGNED and ENTITY_DELETED of a device, with the entity as body and the user and customers in metadata', async () => {
        const id = await createDevice('Events device 1');
        const user = { userId: world.tenant.userId, userName: 'tenant@thingsboard.org' };
        const [created] = await seen('ENTITY_CREATED', id);
        expect(created).toMatchObject({ data: { name: 'Events device 1', type: 'meter', id: { entityType: 'DEVICE', id } }, metadata: user });

        const current = (await world.api.get(`/api/device/${id}`, world.tenant.token)).body;
        expect((await world.api.post('/api/device', { ...current, label: 'Hall' }, world.tenant.token)).status).toBe(200);
        expect((await seen('ENTITY_UPDATED', id)).at(-1)).toMatchObject({ data: { label: 'Hall' }, metadata: user });

        const customerId = world.customer.customerId;
        const customerTitle = (await world.api.get(`/api/customer/${customerId}`, world.tenant.token)).body.title;
        expect((await world.api.post(`/api/customer/${customerId}/device/${id}`, {}, world.tenant.token)).status).toBe(200);
        expect((await seen('ENTITY_ASSIGNED', id)).at(-1)).toMatchObject({
            data: { customerId: { id: customerId } },
            metadata: { ...user, customerId, assignedCustomerId: customerId, assignedCustomerName: customerTitle },
        });

        expect((await world.api.call('DELETE', `/api/customer/device/${id}`, { token: world.tenant.token })).status).toBe(200);
        const [unassigned] = await seen('ENTITY_UNASSIGNED', id);
        expect(unassigned!.metadata).toMatchObject({ ...user, unassignedCustomerId: customerId, unassignedCustomerName: customerTitle });
        expect(unassigned!.metadata.customerId).toBeUndefined();

        expect((await world.api.call('DELETE', `/api/device/${id}`, { token: world.tenant.token })).status).toBe(200);
        expect((await seen('ENTITY_DELETED', id)).at(-1)).toMatchObject({ data: { name: 'Events device 1' }, metadata: user });
    });

    it('ATTRIBUTES_UPDATED with the typed values and ATTRIBUTES_DELETED with the keys, scope in metadata', async () => {
        const id = await createDevice('Events device 2');
        const saved = await world.api.post(`/api/plugins/telemetry/DEVICE/${id}/attributes/SERVER_SCOPE`, { limit: 30, mode: 'eco', ratio: 2.5, on: true }, world.tenant.token);
        expect(saved.status).toBe(200);
        expect((await seen('ATTRIBUTES_UPDATED', id)).at(-1)).toMatchObject({ data: { limit: 30, mode: 'eco', ratio: 2.5, on: true }, metadata: { scope: 'SERVER_SCOPE', userId: world.tenant.userId } });
        expect((await world.api.call('DELETE', `/api/plugins/telemetry/DEVICE/${id}/SERVER_SCOPE?keys=limit,mode`, { token: world.tenant.token })).status).toBe(200);
        expect((await seen('ATTRIBUTES_DELETED', id)).at(-1)).toMatchObject({ data: { attributes: ['limit', 'mode'] }, metadata: { scope: 'SERVER_SCOPE' } });
    });

    it('an alarm saved through the REST API is ENTITY_CREATED of its originator with the alarm as body; acknowledge and clear are ALARM_ACK and ALARM_CLEAR', async () => {
        const id = await createDevice('Events device 3');
        const alarm = await world.api.post('/api/alarm', { originator: { entityType: 'DEVICE', id }, type: 'Overheat', severity: 'MAJOR', status: 'ACTIVE_UNACK' }, world.tenant.token);
        expect(alarm.status).toBe(200);
        const alarmCreated = (await seen('ENTITY_CREATED', id)).find(message => message.data.type === 'Overheat');
        expect(alarmCreated).toMatchObject({ data: { id: alarm.body.id, severity: 'MAJOR', originator: { id } } });
        await world.api.post(`/api/alarm/${alarm.body.id.id}/ack`, {}, world.tenant.token);
        await world.api.post(`/api/alarm/${alarm.body.id.id}/clear`, {}, world.tenant.token);
        expect((await seen('ALARM_ACK', id)).map(message => message.data.status)).toEqual(['ACTIVE_ACK']);
        expect((await seen('ALARM_CLEAR', id)).map(message => message.data.status)).toEqual(['CLEARED_ACK']);
    });

    it('ACTIVITY_EVENT when a device starts talking, INACTIVITY_EVENT after its inactivityTimeout, CONNECT_EVENT and DISCONNECT_EVENT, each with the device state as body', async () => {
        const id = await createDevice('Events device 4');
        const token = (await world.api.get(`/api/device/${id}/credentials`, world.tenant.token)).body.credentialsId;
        expect((await device(`${token}/telemetry`, { method: 'POST', body: '{"t":1}' })).status).toBe(200);
        expect((await device(`${token}/telemetry`, { method: 'POST', body: '{"t":2}' })).status).toBe(200);
        const activity = await seen('ACTIVITY_EVENT', id);
        expect(activity).toHaveLength(1);
        expect(activity[0]).toMatchObject({ data: { active: true, inactivityTimeout: 600000 }, metadata: { deviceName: 'Events device 4', deviceType: 'meter', scope: 'SERVER_SCOPE' } });
        expect(activity[0]!.data.lastActivityTime).toBeGreaterThan(0);

        await world.api.post(`/api/plugins/telemetry/DEVICE/${id}/attributes/SERVER_SCOPE`, { inactivityTimeout: 1000 }, world.tenant.token);
        const { deviceState } = world.server.app.ctx;
        await deviceState.checkInactivity(Date.now() + 500);
        expect(await seen('INACTIVITY_EVENT', id)).toHaveLength(0);
        const later = Date.now() + 5000;
        await deviceState.checkInactivity(later);
        expect(await seen('INACTIVITY_EVENT', id)).toMatchObject([{ data: { active: false, inactivityTimeout: 1000, lastInactivityAlarmTime: later } }]);

        await deviceState.onConnect(id, later + 1);
        await deviceState.onDisconnect(id, later + 2);
        expect(await seen('CONNECT_EVENT', id)).toMatchObject([{ data: { lastConnectTime: later + 1 }, metadata: { deviceName: 'Events device 4' } }]);
        expect(await seen('DISCONNECT_EVENT', id)).toMatchObject([{ data: { lastConnectTime: later + 1, lastDisconnectTime: later + 2 } }]);
        // Connecting made it active again.
        expect(await seen('ACTIVITY_EVENT', id)).toHaveLength(2);
    });

    it('server-side RPC is an RPC_CALL_FROM_SERVER_TO_DEVICE message; the rpc call request node delivers it and the REST caller gets the answer', async () => {
        const id = await createDevice('Events device 5');
        const token = (await world.api.get(`/api/device/${id}/credentials`, world.tenant.token)).body.credentialsId;
        const poll = device(`${token}/rpc?timeout=5000`);
        const call = world.api.call('POST', `/api/plugins/rpc/twoway/${id}`, { body: { method: 'setGpio', params: { pin: 4 }, timeout: 5000 }, token: world.tenant.token });
        const request = await (await poll).json();
        expect(request).toEqual({ id: expect.any(Number), method: 'setGpio', params: { pin: 4 } });
        expect((await device(`${token}/rpc/${request.id}`, { method: 'POST', body: '{"pin":4,"value":1}' })).status).toBe(200);
        const answer = await call;
        expect([answer.status, answer.body]).toEqual([200, { pin: 4, value: 1 }]);
        const [message] = await seen('RPC_CALL_FROM_SERVER_TO_DEVICE', id);
        expect(message!.data).toMatchObject({ method: 'setGpio', params: '{"pin":4}' });
        expect(message!.metadata).toMatchObject({ requestUUID: expect.any(String), oneway: 'false', persistent: 'false', deviceName: 'Events device 5', deviceType: 'meter' });
        expect(Number(message!.metadata.expirationTime)).toBeGreaterThan(Date.now());
    });

    it('without an rpc call request node in the chain, the call is never delivered (408)', async () => {
        const id = await createDevice('Events device 6');
        const chain = await world.api.post('/api/ruleChain', { name: 'No RPC' }, world.tenant.token);
        await world.api.post('/api/ruleChain/metadata', { ruleChainId: chain.body.id, firstNodeIndex: 0, nodes: [node('filter.TbMsgTypeSwitchNode', 'Types', { version: 0 })], connections: [] }, world.tenant.token);
        const profile = (await world.api.get(`/api/device/${id}`, world.tenant.token)).body.deviceProfileId.id;
        const profileJson = (await world.api.get(`/api/deviceProfile/${profile}`, world.tenant.token)).body;
        // The profile's default chain takes the device's messages instead of the root chain.
        expect((await world.api.post('/api/deviceProfile', { ...profileJson, defaultRuleChainId: chain.body.id }, world.tenant.token)).status).toBe(200);
        try {
            const token = (await world.api.get(`/api/device/${id}/credentials`, world.tenant.token)).body.credentialsId;
            const poll = device(`${token}/rpc?timeout=1500`);
            const call = await world.api.call('POST', `/api/plugins/rpc/twoway/${id}`, { body: { method: 'm', timeout: 300 }, token: world.tenant.token });
            expect(call.status).toBe(408);
            expect((await poll).status).not.toBe(200);
        } finally {
            await world.api.post('/api/deviceProfile', { ...profileJson, defaultRuleChainId: null }, world.tenant.token);
        }
    });

    it('another tenant\'s actions never reach this tenant\'s chain', async () => {
        const id = await createDevice('Events device of tenant 2', world.tenant2.token);
        await world.api.post(`/api/plugins/telemetry/DEVICE/${id}/attributes/SERVER_SCOPE`, { x: 1 }, world.tenant2.token);
        expect(await seen('ENTITY_CREATED', id)).toEqual([]);
        expect(await seen('ATTRIBUTES_UPDATED', id)).toEqual([]);
    });
});
