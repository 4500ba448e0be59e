import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import { MqttDevice } from '../support/mqttDevice';
import { startTestServer } from '../support/server';
import { createWorld, type Session, type World } from './fixtures';

/**
 * Backpressure (issue #29.3): when a tenant's rule engine falls behind, its queue stays bounded
 * and a device message that finds no room in time is refused before it is acknowledged (HTTP
 * 503 with Retry-After, MQTT without PUBACK: the connection closes), counted in API usage as
 * `transportMsgRefusedCount`. Nothing acknowledged is dropped. The queue is made small here (5
 * messages, 200 ms to wait for room) and the tenant's chain slow (a script that runs 40 ms per
 * message, then the save timeseries node), so a flood of 60 messages overflows it.
 */
let world: World;
let mqttPort: number;
const ENGINE = 'org.thingsboard.rule.engine';
const node = (type: string, name: string, configuration: Record<string, unknown> = {}) => ({ type: `${ENGINE}.${type}`, name, debugMode: false, configuration, additionalInfo: { layoutX: 0, layoutY: 0 } });
const FLOOD = 60;
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/** A device of a profile whose chain is slow: a 40 ms script, then the save timeseries node. */
async function slowDevice(session: Session, name: string): Promise<{ id: string; token: string }> {
    const { api } = world;
    const chain = await api.post('/api/ruleChain', { name: `${name} chain` }, session.token);
    const nodes = [
        node('filter.TbJsFilterNode', 'Slow', { jsScript: 'var start = Date.now(); while (Date.now() - start < 40) {} return true;' }),
        node('telemetry.TbMsgTimeseriesNode', 'Save', { defaultTTL: 0 }),
    ];
    const saved = await api.post('/api/ruleChain/metadata', { ruleChainId: chain.body.id, firstNodeIndex: 0, nodes, connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }] }, session.token);
    expect(saved.status, saved.text).toBe(200);
    const profile = await api.post('/api/deviceProfile', { name: `${name} profile`, type: 'DEFAULT', transportType: 'DEFAULT', profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } }, defaultRuleChainId: chain.body.id }, session.token);
    expect(profile.status, profile.text).toBe(200);
    const device = await api.post('/api/device', { name, deviceProfileId: profile.body.id }, session.token);
    expect(device.status, device.text).toBe(200);
    const credentials = await api.get(`/api/device/${device.body.id.id}/credentials`, session.token);
    return { id: device.body.id.id, token: credentials.body.credentialsId };
}

/** Every stored value of `n`, once the rule engine is idle. */
async function storedValues(session: Session, deviceId: string): Promise<number[]> {
    await world.server.app.ctx.ruleEngine.settled();
    const response = await world.api.get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=n&startTs=0&endTs=${Date.now() + 3_600_000}&limit=10000&orderBy=ASC`, session.token);
    expect(response.status).toBe(200);
    return (response.body.n ?? []).map((point: { value: string }) => Number(point.value)).sort((a: number, b: number) => a - b);
}

/** The tenant's refused-message counter this month (after the usage counters are written). */
async function refusedCount(session: Session): Promise<number> {
    world.server.app.ctx.usage.flush();
    const found = await world.api.post('/api/entitiesQuery/find', { entityFilter: { type: 'apiUsageState' }, pageLink: { page: 0, pageSize: 1 } }, session.token);
    const id = found.body.data[0].entityId.id as string;
    const latest = await world.api.get(`/api/plugins/telemetry/API_USAGE_STATE/${id}/values/timeseries?keys=transportMsgRefusedCount`, session.token);
    return Number(latest.body.transportMsgRefusedCount?.[0]?.value ?? 0);
}

const postTelemetry = (token: string, body: unknown) => fetch(`${world.server.url}/api/v1/${token}/telemetry`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

beforeAll(async () => {
    mqttPort = await freePort();
    world = await createWorld(() => startTestServer({ mqttPort, ruleEngineQueue: { maxQueued: 5, admitWaitMs: 200 } }));
});
afterAll(() => world.close());

describe('a full rule-engine queue', () => {
    it('refuses HTTP telemetry with 503 and Retry-After, stores every message it answered 200 for and counts the refusals', async () => {
        const device = await slowDevice(world.tenant, 'Flooding HTTP meter');
        const refusedBefore = await refusedCount(world.tenant);
        const answers = await Promise.all(range(FLOOD).map(async n => ({ n, response: await postTelemetry(device.token, { n }) })));
        const acked = answers.filter(answer => answer.response.status === 200).map(answer => answer.n);
        const refused = answers.filter(answer => answer.response.status === 503);
        expect(acked.length + refused.length).toBe(FLOOD);
        expect(refused.length).toBeGreaterThan(0);
        expect(acked.length).toBeGreaterThan(0);
        for (const answer of refused) expect(answer.response.headers.get('retry-after')).toBe('1');
        // A refused message was never taken: exactly the acknowledged ones are stored.
        expect(await storedValues(world.tenant, device.id)).toEqual(acked.sort((a, b) => a - b));
        expect((await refusedCount(world.tenant)) - refusedBefore).toBe(refused.length);
    });

    it('withholds the PUBACK of MQTT telemetry it cannot take and closes the connection; every acknowledged message is stored', async () => {
        const device = await slowDevice(world.tenant, 'Flooding MQTT meter');
        const refusedBefore = await refusedCount(world.tenant);
        const acked = new Set<number>();
        let closed!: () => void;
        const whenClosed = new Promise<void>(resolve => (closed = resolve));
        const ackWaiters = new Map<number, () => void>();
        const mqtt = new MqttDevice(mqttPort, 'flooding-meter', device.token, {
            acked: id => {
                acked.add(id);
                ackWaiters.get(id)?.();
            },
            closed: () => closed(),
        });
        await mqtt.connect();
        // n is the packet id - 1: the first three go one by one, acknowledged while there is room.
        for (const n of range(3)) {
            const ack = new Promise<void>(resolve => ackWaiters.set(n + 1, resolve));
            mqtt.publish(Buffer.from(JSON.stringify({ n })));
            await ack;
        }
        for (const n of range(FLOOD).slice(3)) mqtt.publish(Buffer.from(JSON.stringify({ n })));
        await whenClosed;
        const ackedValues = [...acked].map(id => id - 1);
        expect(ackedValues.length).toBeGreaterThanOrEqual(3);
        expect(ackedValues.length).toBeLessThan(FLOOD);
        expect(await storedValues(world.tenant, device.id)).toEqual(expect.arrayContaining(ackedValues));
        expect((await refusedCount(world.tenant)) - refusedBefore).toBeGreaterThan(0);
    });

    it("is the flooding tenant's alone: another tenant's device is answered meanwhile", async () => {
        const flooding = await slowDevice(world.tenant, 'Flooding meter');
        const other = await slowDevice(world.tenant2, 'Quiet meter');
        const flood = Promise.all(range(FLOOD).map(n => postTelemetry(flooding.token, { n })));
        const quiet = await postTelemetry(other.token, { n: 1 });
        expect(quiet.status).toBe(200);
        expect((await flood).some(response => response.status === 503)).toBe(true);
        expect(await storedValues(world.tenant2, other.id)).toEqual([1]);
    });
});
