/**
 * Script sandbox fairness and start-up numbers (not part of npm test):
 *   npx tsx tests/bench/script-fairness.ts
 *
 * 1. First script after a start: the server restarts on its database file and, as soon as
 *    startServer resolves, tenant A tests a trivial script (a token from before the restart).
 * 2. Quiet tenant under a noisy one: tenant B sends eight `while (true) {}` test scripts at once;
 *    meanwhile tenant A tests a trivial script again and again. A's latency (p50, max) and errors.
 * 3. Memory bomb: B's script fills memory, then A's trivial script right after it, three times.
 * Server and clients share this process and the machine's cores.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../server/main';
import { createActiveUser } from '../api/fixtures';
import { apiClient, type ApiClient } from '../support/api';

const LOOPS = 8;
const BOMB = 'var a = []; for (;;) a.push("x".repeat(1024 * 1024) + a.length);';

console.log(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map(v => v.toFixed(1)).join(' ')}`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-script-bench-'));
const start = () => startServer({ host: '127.0.0.1', port: 0, dbPath: path.join(dir, 'bench.db'), dataDir: dir, staticDir: null, logLevel: 'error' });

const testScript = async (api: ApiClient, token: string, script: string) => {
    const t = performance.now();
    const response = await api.post('/api/ruleChain/testScript', { script, scriptType: 'filter', argNames: ['msg', 'metadata', 'msgType'], msg: '{"t":25}', metadata: {}, msgType: 'POST_TELEMETRY_REQUEST' }, token);
    return { ms: performance.now() - t, output: response.body.output as string, error: response.body.error as string };
};
const quiet = 'return msg.t > 20;';
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;

// Tokens of two tenant admins, made before the restart.
const first = await start();
let api = apiClient(first.url);
const tenantA = (await api.login('tenant@thingsboard.org', 'tenant')).token;
const sysadmin = (await api.login('sysadmin@thingsboard.org', 'sysadmin')).token;
const created = await api.post('/api/tenant', { title: 'Noisy tenant' }, sysadmin);
const tenantB = (await createActiveUser(api, sysadmin, { email: 'noisy@example.com', authority: 'TENANT_ADMIN', tenantId: created.body.id }, 'noisy-password')).token;
await first.close();

// 1. First script after a start
const t0 = performance.now();
const server = await start();
const startMs = performance.now() - t0;
api = apiClient(server.url);
const firstScript = await testScript(api, tenantA, quiet);
console.log(`start: startServer resolved after ${startMs.toFixed(0)} ms; first script answered in ${firstScript.ms.toFixed(0)} ms: ${firstScript.error || `output ${firstScript.output}`}`);

// 2. Quiet tenant under a noisy one
const baseline: number[] = [];
for (let i = 0; i < 10; i++) baseline.push((await testScript(api, tenantA, quiet)).ms);
let noisyDone = false;
const noisy = Promise.all(Array.from({ length: LOOPS }, () => testScript(api, tenantB, 'while (true) {}'))).then(results => {
    noisyDone = true;
    return results;
});
const underLoad: number[] = [];
const errors: string[] = [];
while (!noisyDone) {
    const result = await testScript(api, tenantA, quiet);
    underLoad.push(result.ms);
    if (result.error) errors.push(result.error);
}
const noisyResults = await noisy;
console.log(`quiet tenant alone: p50 ${percentile(baseline, 50).toFixed(0)} ms, max ${Math.max(...baseline).toFixed(0)} ms`);
console.log(
    `quiet tenant while ${LOOPS} loops of the noisy one run: ${underLoad.length} calls, p50 ${percentile(underLoad, 50).toFixed(0)} ms, max ${Math.max(...underLoad).toFixed(0)} ms, ${errors.length} errors${errors.length ? ` (${[...new Set(errors)].join('; ')})` : ''}`,
);
console.log(`noisy tenant's loops: slowest answered in ${Math.max(...noisyResults.map(r => r.ms)).toFixed(0)} ms; errors: ${[...new Set(noisyResults.map(r => r.error))].join('; ')}`);

// 3. Memory bomb, then the quiet tenant's trivial script
for (let i = 1; i <= 3; i++) {
    const bomb = await testScript(api, tenantB, BOMB);
    const after = await testScript(api, tenantA, quiet);
    console.log(`memory bomb ${i}: noisy got "${bomb.error}" in ${bomb.ms.toFixed(0)} ms; quiet right after: ${after.error ? `"${after.error}"` : `output ${after.output}`} in ${after.ms.toFixed(0)} ms`);
}
await server.close();
fs.rmSync(dir, { recursive: true, force: true });
