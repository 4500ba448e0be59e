/**
 * Rule engine numbers (not part of npm test):
 *   npx tsx tests/bench/rule-engine.ts [messages=20000]
 *
 * 1. MQTT → demo root chain → stored telemetry: one device publishes `{"temperature": n}` messages
 *    (QoS 1, 16 in flight); each goes through the tenant's root chain (device profile node, message
 *    type switch, save timeseries). Messages per second until the last point is stored.
 * 2. The same chain in process, without the transport: messages pushed straight into the engine.
 * 3. A chain with a script transform before the save (the QuickJS sandbox on every message).
 * Server and producer share this process and the machine's cores.
 */
import fs from 'node:fs';
import { freePort } from '../support/freePort';
import os from 'node:os';
import path from 'node:path';
import { connectAsync } from 'mqtt';
import { startServer } from '../../server/main';
import { newMsg } from '../../server/ruleEngine/message';
import { apiClient } from '../support/api';

const MESSAGES = Number(process.argv[2] ?? 20_000);
const IN_FLIGHT = 16;

console.log(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map(v => v.toFixed(1)).join(' ')}`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-rule-bench-'));
const server = await startServer({ host: '127.0.0.1', port: 0, dbPath: path.join(dir, 'bench.db'), dataDir: dir, staticDir: null, logLevel: 'error', mqttPort: await freePort() });
const { sqlite } = server.app.ctx.database;
const engine = server.app.ctx.ruleEngine;
const device = sqlite.prepare("SELECT id, tenant_id FROM device WHERE name = 'Test Device A3'").get() as { id: string; tenant_id: string };
const stored = (key: string) => (sqlite.prepare('SELECT COUNT(*) AS n FROM ts_kv k JOIN ts_kv_series s ON s.id = k.series_id WHERE s.entity_id = ? AND s.key = ?').get(device.id, key) as { n: number }).n;

// 1. MQTT
const client = await connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: 'A3_TEST_TOKEN', reconnectPeriod: 0 });
const inFlight = new Set<Promise<unknown>>();
const t0 = performance.now();
for (let i = 0; i < MESSAGES; i++) {
    const publish = client.publishAsync('v1/devices/me/telemetry', JSON.stringify({ ts: 1_700_000_000_000 + i, values: { benchTemperature: i } }), { qos: 1 });
    inFlight.add(publish);
    void publish.finally(() => inFlight.delete(publish));
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
}
await Promise.all(inFlight);
await engine.settled();
const mqttSec = (performance.now() - t0) / 1000;
await client.endAsync();
console.log(`MQTT → root chain → stored: ${MESSAGES.toLocaleString('en')} messages in ${mqttSec.toFixed(1)} s = ${Math.round(MESSAGES / mqttSec).toLocaleString('en')} msg/s; stored ${stored('benchTemperature').toLocaleString('en')} points`);

// 2. In process
// In windows of 1,000: the engine drops what exceeds a tenant's queue of 10,000.
const WINDOW = 1000;
const t1 = performance.now();
const pushes: Array<Promise<void>> = [];
for (let i = 0; i < MESSAGES; i++) {
    if (pushes.length === WINDOW) await Promise.all(pushes.splice(0));
    pushes.push(engine.push(device.tenant_id, newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: device.id }, data: `{"benchDirect":${i}}`, metadata: { ts: String(1_700_000_000_000 + i) } })));
}
await Promise.all(pushes);
const directSec = (performance.now() - t1) / 1000;
console.log(`engine only (root chain, no transport): ${Math.round(MESSAGES / directSec).toLocaleString('en')} msg/s; stored ${stored('benchDirect').toLocaleString('en')} points`);

// 3. Script transform chain
const api = apiClient(server.url);
const { token } = await api.login('tenant@thingsboard.org', 'tenant');
const chain = (await api.post('/api/ruleChain', { name: 'Bench script chain' }, token)).body.id.id as string;
const ENGINE = 'org.thingsboard.rule.engine';
await api.post(
    '/api/ruleChain/metadata',
    {
        ruleChainId: { entityType: 'RULE_CHAIN', id: chain },
        firstNodeIndex: 0,
        nodes: [
            { type: `${ENGINE}.transform.TbTransformMsgNode`, name: 'x2', debugMode: false, configuration: { jsScript: 'msg.benchScript = msg.benchScript * 2; return {msg: msg};' } },
            { type: `${ENGINE}.telemetry.TbMsgTimeseriesNode`, name: 'Save', debugMode: false, configuration: { defaultTTL: 0 } },
        ],
        connections: [{ fromIndex: 0, toIndex: 1, type: 'Success' }],
    },
    token,
);
const scripted = Math.min(MESSAGES, 5000);
const t2 = performance.now();
const scriptPushes: Array<Promise<void>> = [];
for (let i = 0; i < scripted; i++) {
    if (scriptPushes.length === WINDOW) await Promise.all(scriptPushes.splice(0));
    scriptPushes.push(engine.push(device.tenant_id, newMsg({ type: 'POST_TELEMETRY_REQUEST', originator: { entityType: 'DEVICE', id: device.id }, data: `{"benchScript":${i}}`, metadata: { ts: String(1_700_000_000_000 + i) } }), chain));
}
await Promise.all(scriptPushes);
const scriptSec = (performance.now() - t2) / 1000;
console.log(`script transform + save (sandbox per message): ${Math.round(scripted / scriptSec).toLocaleString('en')} msg/s; stored ${stored('benchScript').toLocaleString('en')} points`);

await server.close();
fs.rmSync(dir, { recursive: true, force: true });
