/**
 * Bulk import numbers (not part of npm test):
 *   npx tsx tests/bench/bulk-import.ts [rows=10000]
 *
 * Imports a CSV of `rows` devices, each with an access token and 3 attributes (2 server, 1 shared),
 * through POST /api/device/bulk_import into a file database, and prints the server time and rows
 * per second (goal: 10k rows under 3 s), with the CPU time the process spent (client and server share
 * it, but the client only sends one request), which moves less than wall time on a busy machine.
 * Then imports the same file again with "update" on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../server/main';
import { apiClient } from '../support/api';

const ROWS = Number(process.argv[2] ?? 10_000);

const load = () => os.loadavg().map(value => value.toFixed(1)).join(' ');
console.log(`machine: ${os.cpus().length} CPUs, load average ${load()} (the numbers below move with it)`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-bench-'));
const server = await startServer({ host: '127.0.0.1', port: 0, dbPath: path.join(dir, 'bench.db'), dataDir: dir, staticDir: null, logLevel: 'error', mqttPort: 0 });
const api = apiClient(server.url);
const { token } = await api.login('tenant@thingsboard.org', 'tenant');

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

for (const update of [false, true]) {
    body.mapping.update = update;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await api.post('/api/device/bulk_import', body, token);
    const cpu = process.cpuUsage(cpuBefore);
    const seconds = (performance.now() - started) / 1000;
    const { created, updated, errors } = response.body as { created: number; updated: number; errors: number };
    console.log(
        `${update ? 'update' : 'create'}: ${ROWS} rows in ${seconds.toFixed(2)} s = ${Math.round(ROWS / seconds)} rows/s, ` +
            `${((cpu.user + cpu.system) / 1e6).toFixed(2)} s of CPU in this process ` +
            `(created ${created}, updated ${updated}, errors ${errors}; goal for 10k rows: under 3 s)`,
    );
}

await server.close();
fs.rmSync(dir, { recursive: true, force: true });
