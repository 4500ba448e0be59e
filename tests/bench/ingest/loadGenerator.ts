/**
 * The load generator of tests/bench/ingest.ts, in its own process (forked by it, never run alone):
 * one connection per device (MQTT) or keep-alive HTTP, readings of smart meters at a steady total
 * rate, each device sending in turn. It counts what it offered, sent, got acknowledged (PUBACK or
 * HTTP 200) and refused (HTTP 503/429, or an MQTT connection closed with publishes unacknowledged),
 * and times each acknowledgement. A device with `inflight` messages unacknowledged sends no more
 * until one is (an MQTT client's in-flight window, an HTTP device's one request at a time): what
 * it could not send counts as held back, the sign that the server slowed the devices down.
 */
import http from 'node:http';
import { LatencyHistogram } from './latencyHistogram';
import { MqttDevice } from '../../support/mqttDevice';
import { reading } from './smartMeter';

export interface LoadConfig {
    transport: 'mqtt' | 'http';
    httpPort: number;
    mqttPort: number;
    /** Device i's access token is tokenPrefix + i. */
    tokenPrefix: string;
    devices: number;
    rate: number;
    seconds: number;
    withTs: boolean;
    inflight: number;
    reportEveryMs: number;
}

export interface LoadCounts {
    offered: number;
    sent: number;
    acked: number;
    refused: number;
    heldBack: number;
    errors: number;
    firstError?: string;
}

export type GeneratorMessage =
    | { kind: 'connected'; ms: number; devices: number }
    | { kind: 'progress'; counts: LoadCounts; p50: number; p99: number }
    | { kind: 'done'; counts: LoadCounts; unanswered: number; p50: number; p99: number; max: number; drainMs: number; readings: number[]; notAcked: Array<[device: number, readings: number[]]> };

const send = (message: GeneratorMessage) => process.send!(message);

interface Meter {
    token: string;
    index: number;
    readings: number;
    lastTs: number;
    /** Send time and reading number of each unacknowledged message (by MQTT packet id, or a running number over HTTP). */
    sentAt: Map<number, { at: number; reading: number }>;
    /** Readings sent and refused or never answered: every other one sent was acknowledged. */
    notAcked: number[];
    mqtt?: MqttDevice;
}

const counts: LoadCounts = { offered: 0, sent: 0, acked: 0, refused: 0, heldBack: 0, errors: 0 };
const total = new LatencyHistogram();
const interval = new LatencyHistogram();
let running = true;

function error(text: string): void {
    counts.errors++;
    counts.firstError ??= text;
}

function acked(meter: Meter, id: number): void {
    const sent = meter.sentAt.get(id);
    if (sent === undefined) return;
    meter.sentAt.delete(id);
    const ms = performance.now() - sent.at;
    total.add(ms);
    interval.add(ms);
    counts.acked++;
}

function refused(meter: Meter, id: number): void {
    const sent = meter.sentAt.get(id);
    if (sent === undefined) return;
    meter.sentAt.delete(id);
    meter.notAcked.push(sent.reading);
    counts.refused++;
}

function payloadOf(meter: Meter, withTs: boolean): Buffer {
    const values = reading(meter.readings, meter.index * 7);
    if (!withTs) return Buffer.from(JSON.stringify(values));
    // A device's own clock: strictly increasing, as ThingsBoard expects of devices that send `ts`.
    meter.lastTs = Math.max(Date.now(), meter.lastTs + 1);
    return Buffer.from(JSON.stringify({ ts: meter.lastTs, values }));
}

async function connectMqtt(config: LoadConfig, meters: Meter[]): Promise<void> {
    const connect = (meter: Meter) => {
        meter.mqtt = new MqttDevice(config.mqttPort, `ingest-bench-${meter.index}`, meter.token, {
            acked: id => acked(meter, id),
            closed: () => {
                // No PUBACK will come for these: refused, never acknowledged.
                for (const id of [...meter.sentAt.keys()]) refused(meter, id);
                if (running) setTimeout(() => void meter.mqtt!.connect().catch(failure => error(`reconnect: ${String(failure)}`)), 1000).unref();
            },
        });
        return meter.mqtt.connect();
    };
    // A few at a time: the server bounds how many connections may be unauthenticated at once.
    let next = 0;
    await Promise.all(
        Array.from({ length: 50 }, async () => {
            while (next < meters.length) await connect(meters[next++]!);
        }),
    );
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let httpIds = 0;

function postHttp(config: LoadConfig, meter: Meter, body: Buffer): void {
    const id = ++httpIds;
    meter.sentAt.set(id, { at: performance.now(), reading: meter.readings++ });
    const request = http.request(
        { host: '127.0.0.1', port: config.httpPort, method: 'POST', path: `/api/v1/${meter.token}/telemetry`, agent, headers: { 'Content-Type': 'application/json', 'Content-Length': body.length } },
        response => {
            response.resume();
            if (response.statusCode === 200) acked(meter, id);
            else if (response.statusCode === 503 || response.statusCode === 429) refused(meter, id);
            else {
                refused(meter, id);
                error(`HTTP ${response.statusCode}`);
            }
        },
    );
    request.on('error', failure => {
        refused(meter, id);
        error(failure.message);
    });
    request.end(body);
}

function offer(config: LoadConfig, meter: Meter): void {
    counts.offered++;
    const connected = config.transport === 'http' || meter.mqtt?.connected;
    if (!connected || meter.sentAt.size >= config.inflight) {
        counts.heldBack++;
        return;
    }
    const body = payloadOf(meter, config.withTs);
    counts.sent++;
    if (config.transport === 'http') return postHttp(config, meter, body);
    const id = meter.mqtt!.publish(body)!;
    meter.sentAt.set(id, { at: performance.now(), reading: meter.readings++ });
}

async function run(config: LoadConfig): Promise<void> {
    const meters: Meter[] = Array.from({ length: config.devices }, (_, index) => ({ token: config.tokenPrefix + index, index, readings: 0, lastTs: 0, sentAt: new Map(), notAcked: [] }));
    const connectStart = performance.now();
    if (config.transport === 'mqtt') await connectMqtt(config, meters);
    send({ kind: 'connected', ms: performance.now() - connectStart, devices: meters.length });
    await new Promise<void>(resolve => process.once('message', () => resolve()));

    const start = performance.now();
    let cursor = 0;
    const report = setInterval(() => {
        send({ kind: 'progress', counts: { ...counts }, p50: interval.percentile(50), p99: interval.percentile(99) });
        interval.reset();
    }, config.reportEveryMs);
    // Each tick sends what the rate owes since the start, in device order.
    await new Promise<void>(resolve => {
        const tick = setInterval(() => {
            const elapsed = (performance.now() - start) / 1000;
            const due = Math.floor(Math.min(elapsed, config.seconds) * config.rate) - counts.offered;
            for (let i = 0; i < due; i++) offer(config, meters[cursor++ % meters.length]!);
            if (elapsed >= config.seconds) {
                clearInterval(tick);
                resolve();
            }
        }, 5);
    });
    running = false;
    // What was sent gets up to a minute for its acknowledgement.
    const drainStart = performance.now();
    const unanswered = () => meters.reduce((sum, meter) => sum + meter.sentAt.size, 0);
    while (unanswered() > 0 && performance.now() - drainStart < 60_000) await new Promise(resolve => setTimeout(resolve, 50));
    clearInterval(report);
    const left = unanswered();
    for (const meter of meters) meter.notAcked.push(...[...meter.sentAt.values()].map(sent => sent.reading));
    send({
        kind: 'done',
        counts: { ...counts },
        unanswered: left,
        p50: total.percentile(50),
        p99: total.percentile(99),
        max: total.max,
        drainMs: performance.now() - drainStart,
        readings: meters.map(meter => meter.readings),
        notAcked: meters.filter(meter => meter.notAcked.length > 0).map(meter => [meter.index, meter.notAcked]),
    });
    for (const meter of meters) meter.mqtt?.close();
    agent.destroy();
}

const config = JSON.parse(process.env.INGEST_LOAD ?? 'null') as LoadConfig | null;
if (!config || !process.send) throw new Error('loadGenerator.ts is forked by tests/bench/ingest.ts');
run(config).then(
    () => process.disconnect(),
    failure => {
        console.error(failure);
        process.exit(1);
    },
);
