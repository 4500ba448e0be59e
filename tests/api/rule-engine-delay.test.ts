// A delay node's messages outlive a restart of the server (issue #29): they are kept in the
// database while they wait and go on at their due time after the server is started again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/main';
import { apiClient } from '../support/api';

const ENGINE = 'org.thingsboard.rule.engine';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-delay-'));
const start = () => startServer({ host: '127.0.0.1', port: 0, dbPath: path.join(dataDir, 'thingdeck.db'), dataDir, staticDir: null, logLevel: 'error' });
let server: RunningServer | null = null;
afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
});

const node = (type: string, name: string, configuration: Record<string, unknown>) => ({ type: `${ENGINE}.${type}`, name, debugMode: false, configuration, additionalInfo: null });

describe('delayed messages', () => {
    it('are not lost when the server stops while they wait: they go on after it starts again', async () => {
        server = await start();
        let api = apiClient(server.url);
        const { token } = await api.login('tenant@thingsboard.org', 'tenant');
        const deviceId = (await api.post('/api/device', { name: 'Delayed device', type: 'default' }, token)).body.id.id as string;
        const chainId = (await api.post('/api/ruleChain', { name: 'Delays' }, token)).body.id.id as string;
        // One generated message, held 2 s by the delay node, then saved.
        const metadata = {
            ruleChainId: { entityType: 'RULE_CHAIN', id: chainId },
            firstNodeIndex: null,
            nodes: [
                node('debug.TbMsgGeneratorNode', 'Once', { msgCount: 1, periodInSeconds: 1, originatorType: 'DEVICE', originatorId: deviceId, jsScript: 'return {msg: {delayed: 1}, metadata: {}, msgType: "POST_TELEMETRY_REQUEST"};' }),
                node('delay.TbMsgDelayNode', 'Wait', { periodInSeconds: 2, maxPendingMsgs: 10 }),
                node('telemetry.TbMsgTimeseriesNode', 'Save', { defaultTTL: 0 }),
            ],
            connections: [
                { fromIndex: 0, toIndex: 1, type: 'Success' },
                { fromIndex: 1, toIndex: 2, type: 'Success' },
            ],
        };
        expect((await api.post('/api/ruleChain/metadata', metadata, token)).status).toBe(200);
        const waiting = () => server!.app.ctx.database.sqlite.prepare('SELECT COUNT(*) FROM rule_engine_delayed_msg WHERE rule_chain_id = ?').pluck().get(chainId) as number;
        await expect.poll(waiting, { timeout: 15_000, interval: 50 }).toBe(1);

        // A clean stop while the message waits.
        await server.close();
        server = await start();
        api = apiClient(server.url);
        const tenantToken = (await api.login('tenant@thingsboard.org', 'tenant')).token;
        const points = async () => {
            const history = await api.get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=delayed&startTs=0&endTs=${Date.now() + 60_000}&limit=100`, tenantToken);
            return (history.body.delayed ?? []).length as number;
        };
        await expect.poll(points, { timeout: 15_000, interval: 200 }).toBe(1);
        // Gone on once: nothing left waiting.
        await expect.poll(waiting, { timeout: 5_000, interval: 50 }).toBe(0);
    });
});
