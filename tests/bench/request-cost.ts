/**
 * CPU per API call, measured in one process with Fastify's inject (no sockets, no other clients):
 * what load.ts's mix costs the server per call, steady even on a shared, busy machine.
 *   CALLS=2000 [ONLY=list] npx tsx tests/bench/request-cost.ts      (ONLY: the kinds whose name contains it)
 *
 * 2026-11-22 (CALLS=2000, load average ~9, two runs each), CPU µs per call before → after the verified-token
 * cache and Kysely's statement reuse: list page 893–1002 → 753–763, entity read 370–461 → 173–190,
 * telemetry read 340–417 → 137–160, telemetry post (device API, no JWT) 453–529 → 474–615 (unchanged).
 */
import { startTestServer } from '../support/server';

const CALLS = Number(process.env.CALLS ?? 2000);
const WARM_UP = 200;

const server = await startTestServer();
const { app } = server;
try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'tenant@thingsboard.org', password: 'tenant' } });
    const headers = { 'X-Authorization': `Bearer ${login.json<{ token: string }>().token}` };
    const device = (await app.inject({ method: 'POST', url: '/api/device', headers, payload: { name: 'Cost device', type: 'cost' } })).json<{ id: { id: string } }>();
    const deviceId = device.id.id;
    const { credentialsId } = (await app.inject({ method: 'GET', url: `/api/device/${deviceId}/credentials`, headers })).json<{ credentialsId: string }>();

    const kinds: Array<[kind: string, call: () => Promise<{ statusCode: number }>]> = [
        ['list page', () => app.inject({ method: 'GET', url: '/api/tenant/deviceInfos?pageSize=20&page=0&sortProperty=createdTime&sortOrder=DESC', headers })],
        ['entity read', () => app.inject({ method: 'GET', url: `/api/device/${deviceId}`, headers })],
        ['telemetry read', () => app.inject({ method: 'GET', url: `/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=temperature,humidity`, headers })],
        ['telemetry post (HTTP)', () => app.inject({ method: 'POST', url: `/api/v1/${credentialsId}/telemetry`, payload: { temperature: 20 + Math.random() * 5, humidity: 50 } })],
    ];
    console.log(`${'kind'.padEnd(24)}${'CPU µs/call'.padStart(13)}${'wall µs/call'.padStart(13)}`);
    for (const [kind, call] of kinds.filter(([kind]) => kind.includes(process.env.ONLY ?? ''))) {
        for (let index = 0; index < WARM_UP; index++) await call();
        const cpuBefore = process.cpuUsage();
        const wallBefore = performance.now();
        for (let index = 0; index < CALLS; index++) {
            const { statusCode } = await call();
            if (statusCode !== 200) throw new Error(`${kind}: HTTP ${statusCode}`);
        }
        const cpu = process.cpuUsage(cpuBefore);
        const wall = (performance.now() - wallBefore) * 1000;
        console.log(`${kind.padEnd(24)}${((cpu.user + cpu.system) / CALLS).toFixed(0).padStart(13)}${(wall / CALLS).toFixed(0).padStart(13)}`);
    }
} finally {
    await server.close();
}
