/**
 * Telemetry numbers (not part of npm test):
 *   npx tsx tests/bench/telemetry.ts [points=1000000]
 *
 * 1. Ingest: 1M points posted as batched HTTP (the device API, 1,000 points a request, 4 in flight)
 *    into a file database, then 1M more published over MQTT the same way, as points per second.
 * 2. Query: a 1-day AVG with 500 intervals over those points, over HTTP and in the repository
 *    (goal under 50 ms).
 * 3. Fan-out: 1,000 updates a second to one device key with 10 WebSocket subscribers, the delay
 *    from write to delivery (p50, p99, max) over every delivery: once through the write path in
 *    process (hub and sockets), once with every update its own HTTP request.
 * Server, producer and subscribers share this process and the machine's cores, so the numbers
 * include their contention.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/freePort';
import { connectAsync } from 'mqtt';
import WebSocket from 'ws';
import { startServer } from '../../server/main';
import { apiClient } from '../support/api';

const POINTS = Number(process.argv[2] ?? 1_000_000);
const BATCH = 1000;
const IN_FLIGHT = 4;
const DAY = 86_400_000;
const FANOUT_RATE = 1000;
const FANOUT_SECONDS = 5;
const SUBSCRIBERS = 10;

const load = () => os.loadavg().map(value => value.toFixed(1)).join(' ');
console.log(`machine: ${os.cpus().length} CPUs, load average ${load()} (the numbers below move with it)`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-bench-'));
const server = await startServer({ host: '127.0.0.1', port: 0, dbPath: path.join(dir, 'bench.db'), dataDir: dir, staticDir: null, logLevel: 'error', mqttPort: await freePort() });
const api = apiClient(server.url);
const { token } = await api.login('tenant@thingsboard.org', 'tenant');
const deviceId = (name: string) => (server.app.ctx.database.sqlite.prepare('SELECT id FROM device WHERE name = ?').get(name) as { id: string }).id;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

// 1. Ingest
const start = Date.UTC(2026, 0, 1);
const step = DAY / POINTS;
let next = 0;
const t0 = performance.now();
await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
        while (next < POINTS) {
            const from = next;
            next = Math.min(POINTS, next + BATCH);
            const body = [];
            for (let i = from; i < next; i++) body.push({ ts: start + Math.floor(i * step), values: { temperature: 20 + Math.round(Math.sin(i / 5000) * 1000) / 100 } });
            const response = await fetch(`${server.url}/api/v1/A1_TEST_TOKEN/telemetry`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
            if (response.status !== 200) throw new Error(`ingest: ${response.status}`);
        }
    }),
);
const ingestSec = (performance.now() - t0) / 1000;
console.log(`ingest: ${POINTS.toLocaleString('en')} points in ${ingestSec.toFixed(1)} s = ${Math.round(POINTS / ingestSec).toLocaleString('en')} points/s (batches of ${BATCH}, ${IN_FLIGHT} in flight)`);

// 1b. Ingest over MQTT: the same points for another device, 1,000 a PUBLISH (QoS 1, acknowledged after the write).
const mqttClient = await connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: 'A3_TEST_TOKEN', reconnectPeriod: 0 });
const t1 = performance.now();
const publishes = new Set<Promise<unknown>>();
for (let from = 0; from < POINTS; from += BATCH) {
    const body = [];
    for (let i = from; i < Math.min(POINTS, from + BATCH); i++) body.push({ ts: start + Math.floor(i * step), values: { temperature: 20 + Math.round(Math.sin(i / 5000) * 1000) / 100 } });
    const publish = mqttClient.publishAsync('v1/devices/me/telemetry', JSON.stringify(body), { qos: 1 });
    publishes.add(publish);
    void publish.finally(() => publishes.delete(publish));
    if (publishes.size >= IN_FLIGHT) await Promise.race(publishes);
}
await Promise.all(publishes);
const mqttSec = (performance.now() - t1) / 1000;
await mqttClient.endAsync();
console.log(`ingest over MQTT: ${POINTS.toLocaleString('en')} points in ${mqttSec.toFixed(1)} s = ${Math.round(POINTS / mqttSec).toLocaleString('en')} points/s (PUBLISH of ${BATCH}, ${IN_FLIGHT} in flight)`);

// 2. Query
const a1 = deviceId('Test Device A1');
const interval = DAY / 500;
const url = `/api/plugins/telemetry/DEVICE/${a1}/values/timeseries?keys=temperature&startTs=${start}&endTs=${start + DAY}&interval=${interval}&agg=AVG&orderBy=ASC`;
const httpTimes: number[] = [];
const repoTimes: number[] = [];
let buckets = 0;
for (let run = 0; run < 12; run++) {
    let t = performance.now();
    const response = await api.get(url, token);
    httpTimes.push(performance.now() - t);
    buckets = response.body.temperature.length;
    t = performance.now();
    server.app.ctx.telemetry.timeseries.history(a1, 'temperature', { startTs: start, endTs: start + DAY, interval, agg: 'AVG', limit: 100, orderBy: 'ASC' });
    repoTimes.push(performance.now() - t);
}
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!.toFixed(1);
console.log(`query: 1-day AVG, ${buckets} intervals over ${POINTS.toLocaleString('en')} points: median ${median(repoTimes)} ms in the repository, ${median(httpTimes)} ms over HTTP (goal < 50 ms)`);

// 3. Fan-out
const a2 = deviceId('Test Device A2');
let delays: number[] = [];
const sockets = await Promise.all(
    Array.from({ length: SUBSCRIBERS }, (_, index) => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
        return new Promise<WebSocket>(resolve => {
            socket.once('open', () => {
                let first = true;
                socket.on('message', data => {
                    const message = JSON.parse(data.toString()) as { data?: Record<string, Array<[number, string]>> };
                    if (first) return void (first = false);
                    const now = performance.timeOrigin + performance.now();
                    for (const [, value] of message.data?.speed ?? []) delays.push(now - Number(value));
                });
                socket.send(JSON.stringify({ tsSubCmds: [{ cmdId: index + 1, entityType: 'DEVICE', entityId: a2, keys: 'speed' }] }));
                setTimeout(() => resolve(socket), 200);
            });
        });
    }),
);
const nowMs = () => Math.round((performance.timeOrigin + performance.now()) * 1000) / 1000;

/** Sends FANOUT_RATE updates a second for FANOUT_SECONDS, each stamped with its send time, and prints the delays. */
async function fanOut(label: string, produce: (sentAt: number) => Promise<unknown> | void): Promise<void> {
    delays = [];
    const total = FANOUT_RATE * FANOUT_SECONDS;
    const begin = performance.now();
    const inFlight = new Set<Promise<unknown>>();
    for (let sent = 0; sent < total; sent++) {
        // Paced: update n leaves at begin + n ms.
        const wait = begin + (sent * 1000) / FANOUT_RATE - performance.now();
        if (wait > 1) await new Promise(resolve => setTimeout(resolve, wait));
        const result = produce(nowMs());
        if (result) {
            inFlight.add(result);
            void result.finally(() => inFlight.delete(result));
            if (inFlight.size > 64) await Promise.race(inFlight);
        }
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - begin) / 1000;
    await new Promise(resolve => setTimeout(resolve, 1000));
    delays.sort((a, b) => a - b);
    console.log(
        `fan-out ${label}: ${total.toLocaleString('en')} updates in ${seconds.toFixed(1)} s (${Math.round(total / seconds)}/s) to ${SUBSCRIBERS} subscribers, ` +
            `${delays.length.toLocaleString('en')} of ${(total * SUBSCRIBERS).toLocaleString('en')} delivered: ` +
            `p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms, max ${delays[delays.length - 1]!.toFixed(1)} ms`,
    );
}

// The write path the HTTP and MQTT handlers call, then the hub and the sockets.
await fanOut('(writes in process)', sentAt => server.app.ctx.telemetry.saveTimeseries(a2, [{ key: 'speed', ts: Math.floor(sentAt), value: { type: 'DOUBLE', value: sentAt } }]));
// End to end: each update is its own device API request.
await fanOut('(each update an HTTP request)', sentAt =>
    fetch(`${server.url}/api/v1/A2_TEST_TOKEN/telemetry`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ speed: sentAt }) }).then(r => r.arrayBuffer()),
);

console.log(`load average at the end: ${load()}`);
for (const socket of sockets) socket.close();
await server.close();
fs.rmSync(dir, { recursive: true, force: true });
