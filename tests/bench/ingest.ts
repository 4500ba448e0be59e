/**
 * Ingest benchmark with ThingsBoard's published method (issue #29; not part of npm test):
 *   npx tsx tests/bench/ingest.ts
 *   DEVICES=5000 RATE=4000 SECONDS=600 npx tsx tests/bench/ingest.ts
 *
 * Options (environment): DEVICES (1000), RATE total messages per second (1000), SECONDS (60),
 * TS=1 puts the device's own `ts` in each message (default: none, the server stamps them),
 * TRANSPORT=mqtt|http (mqtt), ALARMS=0 takes the alarm rule off the device profile (on),
 * INFLIGHT unacknowledged messages a device may have (MQTT 10, HTTP 1), SERVER_ROOT another
 * checkout whose server to measure (a before/after table), SERVER_ENV extra server variables as
 * `A=1,B=2`, PROFILE_DIR=/tmp/x writes the server's CPU profile there (node --cpu-prof; read it
 * with cpu-profile-summary.ts, FROM_S as printed), SUMMARY_JSON=/tmp/x.json writes the final
 * numbers there (`IngestSummary`, what ingest-soak.ts judges).
 *
 * As ThingsBoard measures a single server: every device is a smart meter with its own connection,
 * each message a JSON of three data points (pulse counter, leakage flag, battery level), an alarm
 * rule on the device profile raising and clearing "Low battery". The server runs in its own
 * process (as `npm start` runs it, with a database file and the demo data), the load generator in
 * another (tests/bench/ingest/loadGenerator.ts), this one only watches. Every 5 s it prints what
 * was sent and acknowledged, the acknowledgement latency, the server's CPU (main thread and other
 * threads, in % of one core), its resident memory and how busy each core of the machine was. At
 * the end, once the backlog has drained, it counts in the database what was stored: every
 * acknowledged reading must be there (its pulse counter value, and all three points).
 *
 * Results: docs/performance.md.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { apiClient } from '../support/api';
import { freePort, residentMbOf, sleep, startServerProcess } from './serverProcess';
import { coreBusy, coreJiffies, threadSeconds, threadShare } from './ingest/cpuSamples';
import type { GeneratorMessage, LoadConfig, LoadCounts } from './ingest/loadGenerator';
import { SMART_METER_KEYS, smartMeterProfile } from './ingest/smartMeter';

/** The final numbers of a run, as SUMMARY_JSON writes them. */
export interface IngestSummary {
    options: typeof OPTIONS;
    sent: number;
    acked: number;
    refused: number;
    stored: number;
    lost: number;
    p50: number;
    p99: number;
    max: number;
    /** Server CPU in % of one core, over the run. */
    cpu: number;
    /** Resident memory (MB) once warm, at the end of the run, and its change in %. */
    rssWarm: number;
    rssLast: number;
    rssGrowthPercent: number;
    /** The load average (1 min) at the start and the end. */
    loadStart: number;
    loadEnd: number;
}

const env = process.env;
const TRANSPORT: LoadConfig['transport'] = env.TRANSPORT === 'http' ? 'http' : 'mqtt';
const OPTIONS = {
    devices: Number(env.DEVICES ?? 1000),
    rate: Number(env.RATE ?? 1000),
    seconds: Number(env.SECONDS ?? 60),
    withTs: env.TS === '1',
    transport: TRANSPORT,
    alarms: env.ALARMS !== '0',
    inflight: Number(env.INFLIGHT ?? (TRANSPORT === 'http' ? 1 : 10)),
};
const SERVER_ROOT = env.SERVER_ROOT ? path.resolve(env.SERVER_ROOT) : undefined;
const SERVER_ENV = Object.fromEntries((env.SERVER_ENV ?? '').split(',').filter(Boolean).map(pair => pair.split('=') as [string, string]));
const REPORT_EVERY_MS = 5000;
/** The backlog counts as drained when the stored points stop changing for this long. */
const QUIET_MS = 10_000;

const load = () => os.loadavg().map(value => value.toFixed(1)).join(' ');
const int = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));

const loadStart = os.loadavg()[0]!;
console.log(`machine: ${os.cpus().length} CPUs, load average ${load()} (the numbers below move with it)`);
console.log(
    `${OPTIONS.devices} devices over ${OPTIONS.transport.toUpperCase()}, ${OPTIONS.rate} msg/s for ${OPTIONS.seconds} s, ${OPTIONS.withTs ? 'with' : 'without'} ts, ` +
        `alarm rules ${OPTIONS.alarms ? 'on' : 'off'}, ${OPTIONS.inflight} in flight per device${SERVER_ROOT ? `, server of ${SERVER_ROOT}` : ''}`,
);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thingdeck-ingest-'));
const dbPath = path.join(dir, 'ingest.db');
const httpPort = await freePort();
const mqttPort = await freePort();
const PROFILE_DIR = env.PROFILE_DIR;
const server = await startServerProcess({ port: httpPort, mqttPort, env: { DB_PATH: dbPath, ...SERVER_ENV }, root: SERVER_ROOT, nodeFlags: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [] });
const pid = server.child.pid!;

try {
    // The fleet: a smart meter profile and its devices, each with a known access token.
    const api = apiClient(server.url);
    const { token } = await api.login('tenant@thingsboard.org', 'tenant');
    const profile = await api.post('/api/deviceProfile', smartMeterProfile('Smart meter (ingest bench)', OPTIONS.alarms), token);
    if (profile.status !== 200) throw new Error(`device profile: ${profile.status} ${profile.text}`);
    const tokenPrefix = `ingest-${Date.now().toString(36)}-`;
    const deviceIds: string[] = [];
    const provisionStart = performance.now();
    let next = 0;
    await Promise.all(
        Array.from({ length: 8 }, async () => {
            while (next < OPTIONS.devices) {
                const index = next++;
                const created = await api.post(`/api/device?accessToken=${tokenPrefix}${index}`, { name: `Smart meter ${index}`, type: 'smart-meter', deviceProfileId: profile.body.id }, token);
                if (created.status !== 200) throw new Error(`device ${index}: ${created.status} ${created.text}`);
                deviceIds[index] = created.body.id.id;
            }
        }),
    );
    console.log(`provisioned ${OPTIONS.devices} devices in ${((performance.now() - provisionStart) / 1000).toFixed(1)} s`);

    // The load generator, in its own process.
    const config: LoadConfig = { ...OPTIONS, httpPort, mqttPort, tokenPrefix, reportEveryMs: REPORT_EVERY_MS };
    const generator = fork(path.join(import.meta.dirname, 'ingest/loadGenerator.ts'), [], { execArgv: ['--import', 'tsx'], env: { ...env, INGEST_LOAD: JSON.stringify(config) }, stdio: 'inherit' });
    const messages: GeneratorMessage[] = [];
    let wake: (() => void) | null = null;
    generator.on('message', message => {
        messages.push(message as GeneratorMessage);
        wake?.();
    });
    generator.once('exit', code => {
        if (code) messages.push({ kind: 'done', counts: { offered: 0, sent: 0, acked: 0, refused: 0, heldBack: 0, errors: 1, firstError: `load generator exited with ${code}` }, unanswered: 0, p50: NaN, p99: NaN, max: NaN, drainMs: 0, readings: [], notAcked: [] });
        wake?.();
    });
    const nextMessage = async (): Promise<GeneratorMessage> => {
        while (messages.length === 0) await new Promise<void>(resolve => (wake = resolve));
        return messages.shift()!;
    };

    const connected = await nextMessage();
    if (connected.kind !== 'connected') throw new Error('the load generator did not connect');
    console.log(`connected ${connected.devices} devices in ${(connected.ms / 1000).toFixed(1)} s; server ${int(residentMbOf(pid) ?? NaN)} MB`);
    console.log(`\n${'t s'.padStart(5)}${'sent/s'.padStart(9)}${'acked/s'.padStart(9)}${'refused'.padStart(9)}${'held'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}  server CPU % of a core (main + others)   RSS MB   cores busy %   load`);

    const samples: Array<{ t: number; rss: number; cpu: number; main: number }> = [];
    let before = { at: performance.now(), threads: threadSeconds(pid), cores: coreJiffies(), counts: { sent: 0, acked: 0 } as Pick<LoadCounts, 'sent' | 'acked'> };
    const start = before.at;
    if (PROFILE_DIR) console.log(`load starts ${((start - server.spawnedAt) / 1000).toFixed(1)} s after the server process (FROM_S for cpu-profile-summary.ts)`);
    const runCpuBefore = before.threads;
    generator.send({ kind: 'start' });
    let done: Extract<GeneratorMessage, { kind: 'done' }>;
    for (;;) {
        const message = await nextMessage();
        if (message.kind === 'done') {
            done = message;
            break;
        }
        if (message.kind !== 'progress') continue;
        const now = { at: performance.now(), threads: threadSeconds(pid), cores: coreJiffies(), counts: message.counts };
        const seconds = (now.at - before.at) / 1000;
        const share = threadShare(before.threads, now.threads, pid, seconds);
        const others = [...share.others.entries()].filter(([, value]) => value >= 1).sort((a, b) => b[1] - a[1]);
        const rss = residentMbOf(pid) ?? NaN;
        const t = (now.at - start) / 1000;
        samples.push({ t, rss, cpu: share.total, main: share.main });
        console.log(
            `${t.toFixed(0).padStart(5)}${int((now.counts.sent - before.counts.sent) / seconds).padStart(9)}${int((now.counts.acked - before.counts.acked) / seconds).padStart(9)}` +
                `${int(now.counts.refused).padStart(9)}${int(now.counts.heldBack).padStart(8)}${ms(message.p50).padStart(8)}${ms(message.p99).padStart(8)}  ` +
                `${`${share.total.toFixed(0)} = ${share.main.toFixed(0)} + ${(share.total - share.main).toFixed(0)} (${others.map(([name, value]) => `${name} ${value.toFixed(0)}`).join(', ')})`.padEnd(38)}` +
                `${int(rss).padStart(7)}   ${coreBusy(before.cores, now.cores).map(value => value.toFixed(0)).join(' / ').padEnd(12)} ${os.loadavg()[0]!.toFixed(1)}`,
        );
        before = now;
    }
    const runSeconds = (performance.now() - start) / 1000;
    const runShare = threadShare(runCpuBefore, threadSeconds(pid), pid, runSeconds);
    const { counts } = done;

    // The backlog drains: the stored points grow until the server has written everything it took.
    const db = new SqliteDatabase(dbPath, { readonly: true, fileMustExist: true });
    const countPoints = db.prepare(`SELECT COUNT(*) FROM ts_kv WHERE series_id IN (SELECT id FROM ts_kv_series WHERE key IN (${SMART_METER_KEYS.map(() => '?').join(', ')}))`).pluck();
    const drainStart = performance.now();
    let points = countPoints.get(...SMART_METER_KEYS) as number;
    let quietSince = performance.now();
    while (points < counts.sent * SMART_METER_KEYS.length && performance.now() - quietSince < QUIET_MS) {
        await sleep(500);
        const now = countPoints.get(...SMART_METER_KEYS) as number;
        if (now !== points) quietSince = performance.now();
        points = now;
    }
    const drainSeconds = Math.max(0, performance.now() - drainStart - (points < counts.sent * SMART_METER_KEYS.length ? QUIET_MS : 0)) / 1000;

    // Every acknowledged reading must be stored: its pulse counter value is the reading's number.
    const pulses = db.prepare("SELECT k.long_v FROM ts_kv k JOIN ts_kv_series s ON s.id = k.series_id WHERE s.entity_id = ? AND s.key = 'pulseCounter'").pluck();
    const notAcked = new Map(done.notAcked);
    let storedReadings = 0;
    let lost = 0;
    let firstLost = '';
    for (const [index, deviceId] of deviceIds.entries()) {
        const stored = new Set(pulses.all(deviceId) as number[]);
        storedReadings += stored.size;
        const refused = new Set(notAcked.get(index) ?? []);
        for (let reading = 0; reading < (done.readings[index] ?? 0); reading++) {
            if (refused.has(reading) || stored.has(reading)) continue;
            lost++;
            firstLost ||= `device ${index} reading ${reading}`;
        }
    }
    db.close();
    const finalRss = residentMbOf(pid) ?? NaN;

    // Memory: after the first minute (or fifth of the run) the server should hold still.
    const warm = samples.find(sample => sample.t >= Math.min(60, OPTIONS.seconds / 5)) ?? samples[0];
    const later = samples.filter(sample => sample.t >= (warm?.t ?? 0));
    const peak = Math.max(...later.map(sample => sample.rss));
    const last = samples.at(-1)?.rss ?? NaN;
    const growth = warm ? ((last - warm.rss) / warm.rss) * 100 : NaN;

    console.log(`\nsent ${int(counts.sent)} of ${int(counts.offered)} offered (${int(counts.heldBack)} held back by devices waiting for acknowledgements)`);
    console.log(`acked ${int(counts.acked)}, refused ${int(counts.refused)}, unanswered ${int(done.unanswered)} (answers waited for ${(done.drainMs / 1000).toFixed(1)} s after the run)${counts.firstError ? `; errors ${counts.errors}, first: ${counts.firstError}` : ''}`);
    console.log(`stored ${int(storedReadings)} readings (${int(points)} points, ${int(points / SMART_METER_KEYS.length)} readings' worth), backlog drained ${drainSeconds.toFixed(1)} s after the last acknowledgement`);
    console.log(`lost (acknowledged, not stored): ${int(lost)}${firstLost ? `, first: ${firstLost}` : ''}`);
    console.log(`ack latency: p50 ${ms(done.p50)} ms, p99 ${ms(done.p99)} ms, max ${ms(done.max)} ms`);
    console.log(
        `server CPU: ${runShare.total.toFixed(0)} % of one core (${(runShare.total / os.cpus().length).toFixed(0)} % of ${os.cpus().length} cores): main thread ${runShare.main.toFixed(0)} %, ` +
            `others ${[...runShare.others.entries()].filter(([, value]) => value >= 1).map(([name, value]) => `${name} ${value.toFixed(0)} %`).join(', ') || '-'}`,
    );
    // Less sensitive to a busy machine than throughput and latency: what each message cost the server.
    const cpuPerMessage = ((runShare.total / 100) * runSeconds * 1000) / Math.max(1, counts.acked);
    console.log(`server CPU per acknowledged message: ${cpuPerMessage.toFixed(2)} ms (so ${int((os.cpus().length * 1000) / cpuPerMessage)} msg/s would fill all ${os.cpus().length} cores, were they the server's alone)`);
    console.log(`server memory: ${int(samples[0]?.rss ?? NaN)} MB at 5 s, ${int(warm?.rss ?? NaN)} MB at ${warm?.t.toFixed(0)} s, peak ${int(peak)}, last ${int(last)} (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %), ${int(finalRss)} MB after the drain`);
    console.log(`load average at the end: ${load()}`);
    if (env.SUMMARY_JSON) {
        const summary: IngestSummary = {
            options: OPTIONS,
            sent: counts.sent,
            acked: counts.acked,
            refused: counts.refused,
            stored: storedReadings,
            lost,
            p50: done.p50,
            p99: done.p99,
            max: done.max,
            cpu: runShare.total,
            rssWarm: warm?.rss ?? NaN,
            rssLast: last,
            rssGrowthPercent: growth,
            loadStart,
            loadEnd: os.loadavg()[0]!,
        };
        fs.writeFileSync(env.SUMMARY_JSON, JSON.stringify(summary, null, 2));
    }
    console.log(
        `\n| ${OPTIONS.devices} | ${OPTIONS.transport.toUpperCase()} ${OPTIONS.rate} msg/s, ${OPTIONS.seconds} s, ${OPTIONS.withTs ? 'ts' : 'no ts'}, alarms ${OPTIONS.alarms ? 'on' : 'off'} | ${int(counts.sent)} | ${int(counts.acked)} | ${int(storedReadings)} | ${int(lost)} | ${ms(done.p50)} / ${ms(done.p99)} ms | ${runShare.total.toFixed(0)} % (main ${runShare.main.toFixed(0)} %), ${cpuPerMessage.toFixed(2)} ms/msg | ${int(warm?.rss ?? NaN)} → ${int(last)} MB (peak ${int(peak)}) |`,
    );
} finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
}
