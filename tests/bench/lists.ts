/**
 * Latency of the device list pages over HTTP with 100k devices across 100 customers.
 * Not part of `npm test`; run with:
 *   npx tsx tests/bench/lists.ts [devices=100000] [requests=300]
 * Seeds a temporary SQLite file, starts the real server on it, signs in as the demo tenant admin,
 * and prints p50 and p99 per variant: plain pages, textSearch, every sortProperty (both orders),
 * a profile filter, and a customer user's own list. Goal: p99 under 15 ms. "first" is the first
 * request of each query, which orders and counts the rows before later pages reuse them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices as deviceResource } from '../../resources';
import { DEFAULT_JWT } from '../../server/config';
import { newId, NULL_UUID, timeOfId } from '../../server/lib/ids';
import { startServer } from '../../server/main';
import { apiClient } from '../support/api';

const DEVICES = Number(process.argv[2] ?? 100_000);
const REQUESTS = Number(process.argv[3] ?? 300);
const CUSTOMERS = 100;
const PAGE_SIZE = 10;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-bench-'));
const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dbPath: path.join(dir, 'bench.db'),
    dataDir: dir,
    staticDir: null,
    jwt: DEFAULT_JWT,
    demoData: true,
    smtp: null,
    logLevel: 'error',
});
const { sqlite } = server.app.ctx.database;

// ── seed ──
const seedStart = performance.now();
const tenantId = (sqlite.prepare("SELECT id FROM tenant WHERE title = 'Tenant'").get() as { id: string }).id;
const profiles = sqlite.prepare('SELECT id, name FROM device_profile WHERE tenant_id = ?').all(tenantId) as Array<{ id: string; name: string }>;
const customerIds: string[] = [];
sqlite.transaction(() => {
    const insertCustomer = sqlite.prepare('INSERT INTO customer (id, created_time, tenant_id, title, is_public, additional_info) VALUES (?, ?, ?, ?, 0, NULL)');
    for (let c = 0; c < CUSTOMERS; c++) {
        const id = newId();
        insertCustomer.run(id, timeOfId(id), tenantId, `Bench Customer ${String(c).padStart(3, '0')}`);
        customerIds.push(id);
    }
    const insertDevice = sqlite.prepare(
        `INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, label, device_data, firmware_id, software_id, additional_info)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL)`,
    );
    const insertCredentials = sqlite.prepare(
        "INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id, credentials_value) VALUES (?, ?, ?, 'ACCESS_TOKEN', ?, NULL)",
    );
    const data = JSON.stringify({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } });
    const start = Date.now() - DEVICES * 10;
    for (let i = 0; i < DEVICES; i++) {
        const id = newId(start + i * 10);
        const profile = profiles[i % profiles.length]!;
        insertDevice.run(id, timeOfId(id), tenantId, customerIds[i % CUSTOMERS]!, profile.id, `bench-device-${String(i).padStart(6, '0')}`, profile.name, `Room ${i % 977}`, data);
        insertCredentials.run(newId(), timeOfId(id), id, `bench-token-${i}`);
    }
})();
sqlite.pragma('optimize');
sqlite.exec('ANALYZE');
console.log(`seeded ${DEVICES} devices across ${CUSTOMERS} customers in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

// ── measure ──
const api = apiClient(server.url);
const { token } = await api.login('tenant@thingsboard.org', 'tenant');
const headers = { 'X-Authorization': `Bearer ${token}` };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const lastPage = Math.ceil(DEVICES / PAGE_SIZE) - 1;
/** Pages spread over the whole list: the first pages people open, and deep ones. */
const pageAt = (i: number) => (i % 4 === 0 ? i % 3 : Math.floor(((i * 7919) % 1000) / 1000 * lastPage));

async function measure(label: string, query: (i: number) => string, expectTotal?: number): Promise<{ label: string; cold: number; p50: number; p99: number }> {
    // The first request of a query pays for ordering and counting its rows; later pages reuse that.
    const coldStart = performance.now();
    await (await fetch(`${server.url}${query(0)}`, { headers })).arrayBuffer();
    const cold = performance.now() - coldStart;
    for (let i = 0; i < 20; i++) await (await fetch(`${server.url}${query(i)}`, { headers })).arrayBuffer(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        const response = await fetch(`${server.url}${query(i)}`, { headers });
        const body = (await response.json()) as { totalElements?: number; data?: unknown[] };
        times.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
        if (expectTotal !== undefined && body.totalElements !== expectTotal) throw new Error(`${label}: total ${body.totalElements}, expected ${expectTotal}`);
    }
    times.sort((a, b) => a - b);
    return { label, cold, p50: percentile(times, 50), p99: percentile(times, 99) };
}

const list = (extra: string) => (i: number) => `/api/tenant/deviceInfos?pageSize=${PAGE_SIZE}&page=${pageAt(i)}${extra}`;

// Seeding ran in this process and left its garbage in the server's heap; let the collector and
// the JIT settle on unrelated calls before anything is measured.
for (let i = 0; i < 200; i++) await (await fetch(`${server.url}/api/tenant/customers?customerTitle=Bench%20Customer%20000`, { headers })).arrayBuffer();
const results = [
    await measure('plain, newest first', list('&sortProperty=createdTime&sortOrder=DESC&deviceProfileId='), DEVICES + 9),
    await measure('plain, no sort', list('')),
    await measure('textSearch "device-0123" (name)', i => `/api/tenant/deviceInfos?pageSize=${PAGE_SIZE}&page=${i % 3}&textSearch=device-0123&sortProperty=createdTime&sortOrder=DESC`),
    await measure('textSearch "room 12" (label)', i => `/api/tenant/deviceInfos?pageSize=${PAGE_SIZE}&page=${i % 10}&textSearch=room%2012&sortProperty=createdTime&sortOrder=DESC`),
    await measure('textSearch "customer 042" (customer title)', i => `/api/tenant/deviceInfos?pageSize=${PAGE_SIZE}&page=${i % 10}&textSearch=customer%20042&sortProperty=createdTime&sortOrder=DESC`),
];
for (const sortProperty of Object.values(deviceResource.sortMap)) {
    for (const order of ['ASC', 'DESC']) results.push(await measure(`sort ${sortProperty} ${order}`, list(`&sortProperty=${sortProperty}&sortOrder=${order}`)));
}
results.push(await measure('filter deviceProfileId, newest first', list(`&deviceProfileId=${profiles[0]!.id}&sortProperty=createdTime&sortOrder=DESC`)));
results.push(
    await measure('customer list (1k devices), newest first', i => `/api/customer/${customerIds[i % CUSTOMERS]}/deviceInfos?pageSize=${PAGE_SIZE}&page=${i % 100}&sortProperty=createdTime&sortOrder=DESC`),
);

const width = Math.max(...results.map(result => result.label.length));
console.log(`\n${'deviceInfos page (10 rows)'.padEnd(width)}   p50 ms   p99 ms  first ms`);
for (const { label, cold, p50, p99 } of results) {
    console.log(`${label.padEnd(width)}  ${p50.toFixed(2).padStart(7)}  ${p99.toFixed(2).padStart(7)}  ${cold.toFixed(1).padStart(8)}${p99 > 15 ? '  ← over 15 ms' : ''}`);
}
const worst = Math.max(...results.map(result => result.p99));
console.log(`\nworst p99 ${worst.toFixed(2)} ms (goal < 15 ms), ${REQUESTS} requests per variant, NULL_UUID ${NULL_UUID.slice(0, 8)}…`);

await server.close();
fs.rmSync(dir, { recursive: true, force: true });
