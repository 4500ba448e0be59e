/**
 * Bulk import numbers, and what an import costs everyone else (issue #20.6; not part of npm test):
 *   npx tsx tests/bench/bulk-import.ts [rows=20000]
 *
 * The server runs in its own process (in-memory database, demo data). The tenant administrator
 * imports a CSV of `rows` devices, each with an access token and 3 attributes (2 server, 1 shared),
 * through POST /api/device/bulk_import, then the same file again with "update" on. Meanwhile another
 * user, the system administrator, reads a page of tenants back to back: its p50/p99/max while the
 * server is idle and during each import are what other users wait. Also the import's time and rows
 * per second, and the server's resident memory before, at its peak and after.
 */
import os from 'node:os';
import { apiClient } from '../support/api';
import { describeLatencies, freePort, probeLatency, residentMbOf, sleep, startServerProcess } from './serverProcess';

const ROWS = Number(process.argv[2] ?? 20_000);

const load = () => os.loadavg().map(value => value.toFixed(1)).join(' ');
console.log(`machine: ${os.cpus().length} CPUs, load average ${load()} (the numbers below move with it)`);

const server = await startServerProcess({ port: await freePort() });
const pid = server.child.pid;
const api = apiClient(server.url);
const { token } = await api.login('tenant@thingsboard.org', 'tenant');
const sysadmin = (await api.login('sysadmin@thingsboard.org', 'sysadmin')).token;
const otherUsersCall = () => api.get('/api/tenants?pageSize=10&page=0', sysadmin);

let peakMb = 0;
const sampleMemory = setInterval(() => (peakMb = Math.max(peakMb, residentMbOf(pid) ?? 0)), 50);
const memoryBefore = residentMbOf(pid) ?? NaN;

const lines = ['name,type,token,firmware,temperature,active'];
for (let i = 0; i < ROWS; i++) lines.push(`Bench Device ${i},bench,bench-token-${i},1.${i % 10},${20 + (i % 15)}.5,${i % 2 === 0}`);
const body = {
    file: lines.join('\n'),
    mapping: {
        delimiter: ',',
        header: true,
        update: false,
        columns: [
            { type: 'NAME' }, { type: 'TYPE' }, { type: 'ACCESS_TOKEN' },
            { type: 'SHARED_ATTRIBUTE', key: 'firmware' }, { type: 'SERVER_ATTRIBUTE', key: 'temperature' }, { type: 'SERVER_ATTRIBUTE', key: 'enabled' },
        ],
    },
};

const idle = probeLatency(otherUsersCall);
await sleep(3000);
console.log(`other user, server idle: ${describeLatencies(await idle.stop())}`);

for (const update of [false, true]) {
    body.mapping.update = update;
    const probe = probeLatency(otherUsersCall);
    const started = performance.now();
    const response = await api.post('/api/device/bulk_import', body, token);
    const seconds = (performance.now() - started) / 1000;
    const during = await probe.stop();
    const { created, updated, errors } = response.body as { created: number; updated: number; errors: number };
    console.log(
        `${update ? 'update' : 'create'}: ${ROWS} rows in ${seconds.toFixed(2)} s = ${Math.round(ROWS / seconds)} rows/s ` +
            `(status ${response.status}, created ${created}, updated ${updated}, errors ${errors})`,
    );
    console.log(`  other user during the import: ${describeLatencies(during)}`);
}

clearInterval(sampleMemory);
await sleep(2000);
console.log(`server memory: ${memoryBefore.toFixed(0)} MB before, ${peakMb.toFixed(0)} MB at its peak, ${(residentMbOf(pid) ?? NaN).toFixed(0)} MB 2 s after`);
await server.stop();
