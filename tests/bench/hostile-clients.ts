/**
 * What hostile clients cost the server (issue #20.3 and #20.4; not part of npm test):
 *   npx tsx tests/bench/hostile-clients.ts [mqtt|ws]   (both by default)
 *
 * The server runs in its own process; this one plays the attackers and a well-behaved user whose
 * trivial call (GET /api/noauth/userPasswordPolicy) is timed back to back, so its longest wait is
 * the longest stall of the server's event loop. Two attacks:
 *   mqtt  3 connections, before any authentication, each declaring a 256 MB CONNECT packet and
 *         sending it as fast as the server reads: the server's resident memory before, at its peak,
 *         and 5 s after the connections closed.
 *   ws    a signed-in tenant administrator sends one 3.9 MB frame of 34,000 time-series
 *         subscriptions, then the same subscriptions in frames of 300: the user's longest wait and
 *         what the server answered.
 *
 * 2026-11-27, 2 CPUs shared with other work (load average 22–26), before and after issue #20's limits:
 *   mqtt  before: each connection sent all 256 MB; server memory 251 MB → peak 882 MB, 882 MB 5 s
 *                 after the connections closed (never given back); the user's call waited up to 756 ms.
 *         after:  each connection closed at its 5-byte header; memory 239 → 239 MB; the call 18 ms.
 *   ws    before: the 3.7 MB frame was taken whole: 34,000 subscriptions, the user's call waited 4.9 s;
 *                 in frames of 300, 34,000 subscriptions, the call waited up to 2.1 s.
 *         after:  the frame closes the socket with 1009 unread; the call waited 0.29 s (load average
 *                 24; 0.22 s on the quiet server before the attack). In frames of 300, 1,000
 *                 subscriptions and 33,000 refusals (errorCode 2), the call waited up to 0.43 s.
 */
import net from 'node:net';
import os from 'node:os';
import WebSocket from 'ws';
import { apiClient } from '../support/api';
import { describeLatencies, freePort, probeLatency, residentMbOf, sleep, startServerProcess } from './serverProcess';

const load = () => os.loadavg().map(value => value.toFixed(1)).join(' ');
console.log(`machine: ${os.cpus().length} CPUs, load average ${load()} (the numbers below move with it)`);

const mqttPort = await freePort();
// The limits on sign-in would refuse the probe's calls long before the run ends.
const server = await startServerProcess({ port: await freePort(), mqttPort, env: { RATE_LIMIT_NOAUTH: '0', RATE_LIMIT_SIGN_IN: '0' } });
const pid = server.child.pid;
const userCall = () => fetch(`${server.url}/api/noauth/userPasswordPolicy`).then(response => response.text());
const memory = () => `${(residentMbOf(pid) ?? NaN).toFixed(0)} MB`;

/** CONNECT whose remaining length is the largest MQTT can declare: 268,435,455 bytes (256 MB). */
const OVERSIZED_CONNECT_HEADER = Buffer.from([0x10, 0xff, 0xff, 0xff, 0x7f]);
const DECLARED_BYTES = 268_435_455;

/** Sends the declared packet's bytes as fast as the server takes them; answers what it took and how it ended. */
function oversizedConnect(): Promise<{ sent: number; ending: string }> {
    return new Promise(resolve => {
        const socket = net.connect(mqttPort, '127.0.0.1');
        const chunk = Buffer.alloc(1024 * 1024, 0x61);
        let sent = 0;
        let ending = 'sent it all';
        const pump = () => {
            while (sent < DECLARED_BYTES) {
                const size = Math.min(chunk.length, DECLARED_BYTES - sent);
                sent += size;
                if (!socket.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return socket.once('drain', pump);
            }
            // Every byte is out: the packet is complete on the server's side; hold the connection a moment.
            setTimeout(() => socket.end(), 2000);
        };
        socket.once('connect', () => {
            socket.write(OVERSIZED_CONNECT_HEADER);
            pump();
        });
        socket.on('error', error => (ending = `error: ${error.message}`));
        socket.on('close', () => resolve({ sent, ending: sent < DECLARED_BYTES && ending === 'sent it all' ? 'closed by the server' : ending }));
    });
}

async function mqttAttack(): Promise<void> {
    console.log('\nmqtt: 3 connections declaring 256 MB CONNECT packets, before authentication');
    await sleep(2000);
    const before = memory();
    let peak = residentMbOf(pid) ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMbOf(pid) ?? 0)), 100);
    const probe = probeLatency(userCall);
    const started = performance.now();
    const results = await Promise.all([oversizedConnect(), oversizedConnect(), oversizedConnect()]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const latencies = await probe.stop();
    await sleep(5000);
    for (const [index, { sent, ending }] of results.entries()) console.log(`  connection ${index + 1}: ${(sent / 1024 / 1024).toFixed(1)} MB sent, ${ending}`);
    console.log(`  server memory: before ${before}, peak ${peak.toFixed(0)} MB, 5 s after ${memory()} (attack lasted ${seconds.toFixed(1)} s)`);
    console.log(`  user's trivial call meanwhile: ${describeLatencies(latencies)}`);
}

const SUBSCRIPTIONS = 34_000;

/** Opens a telemetry socket; answers it with the messages and the close it receives. */
async function openSocket(token: string) {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
    const messages: Array<{ subscriptionId?: number; errorCode?: number; errorMsg?: string | null }> = [];
    let closed: string | null = null;
    socket.on('message', data => messages.push(JSON.parse(String(data))));
    socket.on('close', (code, reason) => (closed = `${code} ${String(reason)}`));
    socket.on('error', () => undefined);
    await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
    });
    return { socket, messages, closed: () => closed };
}

/** Waits until the socket has answered `count` messages or closed, at most `ms`. */
async function settle(session: Awaited<ReturnType<typeof openSocket>>, count: number, ms: number): Promise<void> {
    const deadline = performance.now() + ms;
    while (session.messages.length < count && !session.closed() && performance.now() < deadline) await sleep(50);
}

const summary = (session: Awaited<ReturnType<typeof openSocket>>) => {
    const errors = session.messages.filter(message => message.errorCode);
    const firstError = errors[0] ? ` (first: ${errors[0].errorCode} ${errors[0].errorMsg})` : '';
    return `${session.messages.length} answers, ${errors.length} errors${firstError}, socket ${session.closed() ? `closed ${session.closed()}` : 'open'}`;
};

async function wsAttack(): Promise<void> {
    const api = apiClient(server.url);
    const { token } = await api.login('tenant@thingsboard.org', 'tenant');
    const devices = await api.get('/api/tenant/devices?pageSize=1&page=0', token);
    const deviceId = (devices.body as { data: Array<{ id: { id: string } }> }).data[0]!.id.id;
    const command = (cmdId: number) => ({ cmdId, entityType: 'DEVICE', entityId: deviceId, scope: 'LATEST_TELEMETRY' });
    const frameOf = (from: number, count: number) => JSON.stringify({ tsSubCmds: Array.from({ length: count }, (_, index) => command(from + index)) });

    const frame = frameOf(1, SUBSCRIPTIONS);
    console.log(`\nws: one ${(Buffer.byteLength(frame) / 1024 / 1024).toFixed(1)} MB frame of ${SUBSCRIPTIONS} subscriptions from a tenant administrator`);
    const big = await openSocket(token);
    let probe = probeLatency(userCall);
    big.socket.send(frame);
    await settle(big, SUBSCRIPTIONS, 60_000);
    console.log(`  server: ${summary(big)}`);
    console.log(`  user's trivial call meanwhile: ${describeLatencies(await probe.stop())}`);
    big.socket.close();

    console.log(`ws: the same ${SUBSCRIPTIONS} subscriptions in frames of 300`);
    const many = await openSocket(token);
    probe = probeLatency(userCall);
    for (let from = 1; from <= SUBSCRIPTIONS && !many.closed(); from += 300) {
        many.socket.send(frameOf(from, Math.min(300, SUBSCRIPTIONS - from + 1)));
        await sleep(0);
    }
    await settle(many, SUBSCRIPTIONS, 60_000);
    console.log(`  server: ${summary(many)}`);
    console.log(`  user's trivial call meanwhile: ${describeLatencies(await probe.stop())}`);
    many.socket.close();
}

try {
    const idle = probeLatency(userCall);
    await sleep(3000);
    console.log(`quiet server, user's trivial call: ${describeLatencies(await idle.stop())}; memory ${memory()}`);
    const only = process.argv[2];
    if (!only || only === 'mqtt') await mqttAttack();
    if (!only || only === 'ws') await wsAttack();
    console.log(`\nload average at the end: ${load()}`);
} finally {
    await server.stop();
}
