/**
 * CSV export of the device list with 100k devices, through the console's own code path: the
 * registry data provider and http client (so the list's page-link mapping), the paged fetch loop
 * and the CSV writer of src/components/csvExport. Not part of `npm test`; run with:
 *   npx tsx tests/bench/csvExport.ts [devices=100000]
 * Seeds an in-memory server, signs in as the demo tenant admin, exports the whole list (newest
 * first) and a text-searched, name-sorted part of it, and prints rows/s and the process's peak
 * memory over its level before the export (the server runs in this process too, so its share of
 * answering the pages is counted).
 */
import { devices as deviceResource } from '../../resources';
import { newId, NULL_UUID, timeOfId } from '../../server/lib/ids';
import { exportCsv } from '../../src/components/csvExport/exportCsv';
import { listCsvJob, type ListView } from '../../src/components/csvExport/listCsvJob';
import type { TokenStore } from '../../src/providers/auth/tokenStore';
import { createRegistryDataProvider } from '../../src/providers/data/createRegistryDataProvider';
import { createHttpClient } from '../../src/providers/http/createHttpClient';
import { apiClient } from '../support/api';
import { startTestServer } from '../support/server';

const DEVICES = Number(process.argv[2] ?? 100_000);

// The tests' server: a free port, an in-memory database and the demo data.
const server = await startTestServer();
const { sqlite } = server.app.ctx.database;

// ── seed ──
const seedStart = performance.now();
const tenantId = (sqlite.prepare("SELECT id FROM tenant WHERE title = 'Tenant'").get() as { id: string }).id;
const customerId = (sqlite.prepare("SELECT id FROM customer WHERE tenant_id = ? AND title = 'Customer A'").get(tenantId) as { id: string }).id;
const profiles = sqlite.prepare('SELECT id, name FROM device_profile WHERE tenant_id = ?').all(tenantId) as Array<{ id: string; name: string }>;
sqlite.transaction(() => {
    const insertDevice = sqlite.prepare(
        `INSERT INTO device (id, created_time, tenant_id, customer_id, device_profile_id, name, type, label, device_data, firmware_id, software_id, additional_info)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?)`,
    );
    const data = JSON.stringify({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } });
    const start = Date.now() - DEVICES * 10;
    for (let i = 0; i < DEVICES; i++) {
        const id = newId(start + i * 10);
        const profile = profiles[i % profiles.length]!;
        // Every tenth one has a label needing quotes, so the writer's slow path is measured too.
        const label = i % 10 === 0 ? `Room ${i % 977}, "north"` : `Room ${i % 977}`;
        insertDevice.run(id, timeOfId(id), tenantId, i % 4 === 0 ? customerId : NULL_UUID, profile.id, `bench-device-${String(i).padStart(6, '0')}`, profile.name, label, data, JSON.stringify({ gateway: i % 50 === 0 }));
    }
})();
console.log(`seeded ${DEVICES} devices in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

// ── the console's data path, in Node ──
const api = apiClient(server.url);
const pair = await api.login('tenant@thingsboard.org', 'tenant');
// The token lives longer than the bench; the console's store needs a browser's localStorage.
const tokens: TokenStore = { save: () => undefined, validAccessToken: () => pair.token, validRefreshToken: () => pair.refreshToken, hasSession: () => true, clear: () => undefined };
const http = createHttpClient({ fetch: (input, init) => fetch(`${server.url}${String(input)}`, init), tokens });
const dataProvider = createRegistryDataProvider(http, async () => ({ authority: 'TENANT_ADMIN', tenantId, customerId: NULL_UUID }));
const translate = (key: string) => key.split('.').pop()!;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function measure(label: string, view: ListView) {
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sample = () => {
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed);
    };
    const sampler = setInterval(sample, 20);
    let pages = 0;
    let fetching = 0;
    const job = listCsvJob(dataProvider, deviceResource, view, translate);
    const started = performance.now();
    const blob = await exportCsv({
        ...job,
        // Timed apart: the server's share (query, JSON) against the console's (parse, format, write).
        fetchPage: async (...args) => {
            const from = performance.now();
            try {
                return await job.fetchPage(...args);
            } finally {
                fetching += performance.now() - from;
            }
        },
        signal: new AbortController().signal,
        onProgress: () => {
            pages++;
            sample();
        },
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rows = (await blob.text()).split('\r\n').length - 2;
    console.log(
        `${label.padEnd(44)} ${String(rows).padStart(7)} rows  ${String(pages).padStart(4)} pages  ${seconds.toFixed(2).padStart(6)} s  ` +
            `${Math.round(rows / seconds).toLocaleString('en-US').padStart(8)} rows/s (${Math.round((100 * fetching) / 1000 / seconds)}% in page fetches)  ${mb(blob.size).padStart(6)} file  ` +
            `peak rss +${mb(peakRss - before.rss)} (${mb(peakRss)}), peak heap +${mb(peakHeap - before.heapUsed)}`,
    );
}

console.log('');
await measure('all devices, newest first', { filter: {}, sort: { field: 'createdTime', order: 'DESC' } });
await measure('textSearch "bench-device-01", by name', { filter: { q: 'bench-device-01' }, sort: { field: 'name', order: 'ASC' } });
await measure('all devices, by customer title', { filter: {}, sort: { field: 'customerTitle', order: 'ASC' } });

await server.close();
