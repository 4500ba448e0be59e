// Oversized frames and packets (issue #20.3, #20.4): whatever size a client declares or sends past
// the limit, and whatever it is made of, the server closes the connection at once, reads no more of
// it, and goes on serving everyone else.
//   FUZZ_RUNS=40 npx vitest run --project api tests/api/fuzz/oversized.test.ts
import net from 'node:net';
import fc from 'fast-check';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { apiClient } from '../../support/api';
import { startTestServer } from '../../support/server';
import { freePort } from '../../support/freePort';
import { remainingLength } from '../../support/mqttDevice';
import { checkProperty } from './fuzzCheck';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 2003);
const MAX_FRAME_BYTES = 8192;
const MAX_PACKET_BYTES = 4096;
/** The largest remaining length MQTT can declare (four length bytes). */
const MQTT_MAX_REMAINING = 268_435_455;

let server: RunningServer;
let token: string;

beforeAll(async () => {
    server = await startTestServer({
        mqttPort: await freePort(),
        mqttLimits: { maxPacketBytes: MAX_PACKET_BYTES, maxUnauthenticated: 100 },
        wsLimits: { maxFrameBytes: MAX_FRAME_BYTES },
    });
    token = (await apiClient(server.url).login('tenant@thingsboard.org', 'tenant')).token;
}, 60_000);
afterAll(() => server?.close());

/** The server still answers a trivial call. */
const healthy = async () => (await fetch(`${server.url}/api/health`)).status;

const check = <T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>, seed: number) => checkProperty(arbitrary, run, seed, RUNS);

/** Every MQTT control packet type with the flags its fixed header must carry (PUBLISH: any QoS). */
const FIRST_BYTES = [0x10, 0x20, 0x30, 0x32, 0x34, 0x3b, 0x40, 0x50, 0x62, 0x70, 0x82, 0x90, 0xa2, 0xb0, 0xc0, 0xd0, 0xe0];

describe('oversized MQTT packets before authentication', () => {
    it('closes the connection at the fixed header of any packet declared over the limit, sends nothing back, and serves others', async () => {
        const packet = fc.record({
            firstByte: fc.constantFrom(...FIRST_BYTES),
            declared: fc.oneof(fc.integer({ min: MAX_PACKET_BYTES + 1, max: 4 * MAX_PACKET_BYTES }), fc.integer({ min: MAX_PACKET_BYTES + 1, max: MQTT_MAX_REMAINING }), fc.constant(MQTT_MAX_REMAINING)),
            /** Bytes of the body sent with the header: the server must not wait for the rest. */
            bodyBytes: fc.integer({ min: 0, max: 1024 }),
        });
        await check(
            packet,
            async ({ firstByte, declared, bodyBytes }) => {
                const socket = net.connect(server.mqttPort!, '127.0.0.1');
                socket.on('error', () => undefined);
                const received: Buffer[] = [];
                socket.on('data', chunk => received.push(chunk));
                const closed = new Promise<void>(resolve => socket.once('close', () => resolve()));
                await new Promise(resolve => socket.once('connect', resolve));
                socket.write(Buffer.concat([Buffer.from([firstByte]), remainingLength(declared), Buffer.alloc(bodyBytes, 0x41)]));
                await closed;
                expect(Buffer.concat(received).length).toBe(0);
                expect(await healthy()).toBe(200);
            },
            SEED,
        );
    });
});

describe('oversized telemetry WebSocket frames', () => {
    it('closes the socket with 1009 for any text or binary frame over the limit, and serves others', async () => {
        const frame = fc.record({
            size: fc.oneof(fc.integer({ min: MAX_FRAME_BYTES + 1, max: 2 * MAX_FRAME_BYTES }), fc.integer({ min: MAX_FRAME_BYTES + 1, max: 4_000_000 })),
            binary: fc.boolean(),
            /** A frame of commands that would be valid, or garbage of the same size. */
            valid: fc.boolean(),
        });
        await check(
            frame,
            async ({ size, binary, valid }) => {
                const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
                const closed = new Promise<number>(resolve => socket.once('close', code => resolve(code)));
                socket.on('error', () => undefined);
                await new Promise((resolve, reject) => {
                    socket.once('open', resolve);
                    socket.once('unexpected-response', () => reject(new Error('upgrade refused')));
                });
                const text = valid ? JSON.stringify({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: 'x'.repeat(size), scope: 'LATEST_TELEMETRY' }] }) : '{'.repeat(size);
                socket.send(binary ? Buffer.from(text) : text);
                expect(await closed).toBe(1009);
                expect(await healthy()).toBe(200);
            },
            SEED + 1,
        );
    });
});
