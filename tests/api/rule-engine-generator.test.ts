// A generator node with msgCount N sends N messages in its life (issue #20.1): its count survives a
// restart of the server and a save of its chain that leaves it unchanged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/main';
import { apiClient } from '../support/api';

const ENGINE = 'org.thingsboard.rule.engine';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-generator-'));
const start = () => startServer({ host: '127.0.0.1', port: 0, dbPath: path.join(dataDir, 'thingdeck.db'), dataDir, staticDir: null, logLevel: 'error' });
let server: RunningServer | null = null;
afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
});

const generator = (name: string, key: string, msgCount: number, deviceId: string) => ({
    type: `${ENGINE}.debug.TbMsgGeneratorNode`,
    name,
    debugMode: false,
    configuration: { msgCount, periodInSeconds: 1, originatorType: 'DEVICE', originatorId: deviceId, jsScript: `return {msg: {${key}: (prevMsg.${key} || 0) + 1}, metadata: {}, msgType: "POST_TELEMETRY_REQUEST"};` },
    additionalInfo: null,
});

describe('generator message count', () => {
    it('is kept across a restart and an unchanged save: msgCount 2 sends 2 messages in all', async () => {
        server = await start();
        let api = apiClient(server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const deviceId = (await api.post('/api/device', { name: 'Generated device', type: 'default' }, token)).body.id.id as string;
        const chainId = (await api.post('/api/ruleChain', { name: 'Generators' }, token)).body.id.id as string;
        const metadata = {
            ruleChainId: { entityType: 'RULE_CHAIN', id: chainId },
            firstNodeIndex: null,
            // The unlimited generator is the clock of this test: while it ticks, the limited one would too.
            nodes: [generator('Limited', 'limited', 2, deviceId), generator('Unlimited', 'unlimited', 0, deviceId), { type: `${ENGINE}.telemetry.TbMsgTimeseriesNode`, name: 'Save', debugMode: false, configuration: { defaultTTL: 0 }, additionalInfo: null }],
            connections: [
                { fromIndex: 0, toIndex: 2, type: 'Success' },
                { fromIndex: 1, toIndex: 2, type: 'Success' },
            ],
        };
        const saved = await api.post('/api/ruleChain/metadata', metadata, token);
        expect(saved.status, saved.text).toBe(200);
        const limitedId = saved.body.nodes[0].id.id as string;
        const points = async (key: string) => {
            const history = await api.get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=${key}&startTs=0&endTs=${Date.now() + 60_000}&limit=1000`, token);
            return (history.body[key] ?? []).length as number;
        };
        await expect.poll(() => points('limited'), { timeout: 15_000, interval: 200 }).toBe(2);
        expect(server.app.ctx.ruleEngine.generators.isRunning(limitedId)).toBe(false);

        // A save that leaves the generator as it was.
        expect((await api.post('/api/ruleChain/metadata', { ...metadata, nodes: saved.body.nodes }, token)).status).toBe(200);
        expect(server.app.ctx.ruleEngine.generators.isRunning(limitedId)).toBe(false);

        await server.close();
        server = await start();
        api = apiClient(server.url);
        expect(server.app.ctx.ruleEngine.generators.isRunning(limitedId)).toBe(false);
        const ticks = await points('unlimited');
        await expect.poll(() => points('unlimited'), { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(ticks + 2);
        expect(await points('limited')).toBe(2);
    }, 60_000);
});
