import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';

/**
 * Rule-engine statistics per queue as ThingsBoard 3.3 records them: each interval, a tenant's counters of
 * a queue become telemetry of its `<queue>_<service id>` asset of type TbServiceQueue, and the first
 * unhandled failure its ruleEngineException, which the Rule Engine Statistics dashboard reads.
 */
let world: World;
const ENGINE = 'org.thingsboard.rule.engine';
const node = (type: string, name: string, configuration: Record<string, unknown> = {}) => ({ type: `${ENGINE}.${type}`, name, debugMode: false, configuration, additionalInfo: { layoutX: 0, layoutY: 0 } });
const postTelemetry = (token: string, body: unknown) =>
    fetch(`${world.server.url}/api/v1/${token}/telemetry`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
type Json = Record<string, any>;

const queueAssets = async (token: string): Promise<Json[]> => {
    const page = await world.api.get('/api/tenant/assets?type=TbServiceQueue&pageSize=10&page=0', token);
    expect(page.status).toBe(200);
    return page.body.data;
};

beforeAll(async () => {
    world = await createWorld();
    const created = await world.api.post('/api/device', { name: 'Stats device', type: 'default' }, world.tenant.token);
    const deviceId = created.body.id.id as string;
    const credentials = await world.api.get(`/api/device/${deviceId}/credentials`, world.tenant.token);
    await world.api.post('/api/device/credentials', { ...credentials.body, credentialsId: 'STATS_TOKEN' }, world.tenant.token);
    const chain = await world.api.post('/api/ruleChain', { name: 'Stats chain' }, world.tenant.token);
    const id = chain.body.id.id as string;
    // A script that fails on `fail`; its Failure has no connection, so such messages fail in the queue.
    const saved = await world.api.post(
        '/api/ruleChain/metadata',
        { ruleChainId: { entityType: 'RULE_CHAIN', id }, firstNodeIndex: 0, nodes: [node('filter.TbJsFilterNode', 'Checker', { jsScript: 'if (msg.fail) throw new Error("bad reading"); return true;' })], connections: [] },
        world.tenant.token,
    );
    expect(saved.status).toBe(200);
    expect((await world.api.post(`/api/ruleChain/${id}/root`, {}, world.tenant.token)).status).toBe(200);
}, 60_000);
afterAll(() => world?.close());

describe('rule-engine statistics', () => {
    it("writes the interval's counters of the Main queue and its first failure to the tenant's TbServiceQueue asset, then starts from zero", async () => {
        const engine = world.server.app.ctx.ruleEngine;
        engine.queueStats.stop(); // the intervals here are the test's own flushes, not the timer's
        await engine.settled();
        engine.queueStats.flush(); // what the tenant set up before counts in an earlier interval
        for (const body of [{ t: 1 }, { t: 2 }, { fail: true }, { t: 3 }, { fail: true }]) expect((await postTelemetry('STATS_TOKEN', body)).status).toBe(200);
        await engine.settled();
        const interval = Date.now() + 60_000;
        engine.queueStats.flush(interval);

        const [asset, ...others] = await queueAssets(world.tenant.token);
        expect(others).toEqual([]);
        expect(asset).toMatchObject({ type: 'TbServiceQueue', name: expect.stringMatching(/^Main_.+/) });
        const keys = 'totalMsgs,successfulMsgs,failedMsgs,timeoutMsgs,tmpFailed,tmpTimeout,ruleEngineException';
        const values = (await world.api.get(`/api/plugins/telemetry/ASSET/${asset!.id.id}/values/timeseries?keys=${keys}`, world.tenant.token)).body as Record<string, Array<{ ts: number; value: string }>>;
        expect(values.failedMsgs![0]).toEqual({ ts: interval, value: '2' });
        expect(Number(values.successfulMsgs![0]!.value)).toBeGreaterThanOrEqual(3);
        expect(Number(values.totalMsgs![0]!.value)).toBe(Number(values.successfulMsgs![0]!.value) + 2);
        expect([values.timeoutMsgs![0]!.value, values.tmpFailed![0]!.value, values.tmpTimeout![0]!.value]).toEqual(['0', '0', '0']);
        expect(JSON.parse(values.ruleEngineException![0]!.value)).toMatchObject({ ruleChainName: 'Stats chain', ruleNodeName: 'Checker', message: expect.stringContaining('bad reading') });

        // Nothing processed since: the next interval writes nothing.
        engine.queueStats.flush(interval + 60_000);
        const after = (await world.api.get(`/api/plugins/telemetry/ASSET/${asset!.id.id}/values/timeseries?keys=totalMsgs`, world.tenant.token)).body;
        expect(after.totalMsgs[0].ts).toBe(interval);
    });

    it("never shows a tenant another tenant's queue statistics", async () => {
        expect((await queueAssets(world.tenant2.token)).map(asset => asset.tenantId.id)).not.toContain(world.tenant.tenantId);
    });
});
