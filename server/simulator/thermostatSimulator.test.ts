import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../tests/support/api';
import { configFromEnv, defaultConfig, type ServerConfig } from '../config';
import { startServer, type RunningServer } from '../main';
import { HISTORY_STEP_MS, historyReadings } from './thermostatHistory';

const DAY = 24 * 3_600_000;

/** The tenant admin's view of a demo device's temperature series over the last day and a minute. */
async function temperatureOfLastDay(server: RunningServer, deviceName: string) {
    const api = apiClient(server.url);
    const { token } = await api.login('tenant@thingsboard.org', 'tenant');
    const device = (await api.get(`/api/tenant/devices?deviceName=${encodeURIComponent(deviceName)}`, token)).body.id.id as string;
    const now = Date.now();
    const answer = await api.get(`/api/plugins/telemetry/DEVICE/${device}/values/timeseries?keys=temperature&startTs=${now - DAY - 60_000}&endTs=${now}&limit=50000`, token);
    return ((answer.body as { temperature?: Array<{ ts: number; value: string }> }).temperature ?? []).map(point => ({ ts: point.ts, value: Number(point.value) }));
}

describe('the thermostat history', () => {
    it('is a reading a minute over the last 24 hours, oldest first, ending a minute before now, within the room bounds', () => {
        const now = Date.UTC(2026, 0, 1);
        let seed = 1;
        const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
        const points = historyReadings(now, random);
        expect(points).toHaveLength(DAY / HISTORY_STEP_MS);
        expect([points[0]!.ts, points.at(-1)!.ts]).toEqual([now - DAY, now - HISTORY_STEP_MS]);
        expect(points.every((point, i) => i === 0 || point.ts - points[i - 1]!.ts === HISTORY_STEP_MS)).toBe(true);
        expect(points.every(({ values }) => values.temperature >= 12 && values.temperature <= 32 && values.humidity >= 25 && values.humidity <= 85)).toBe(true);
        // A walk, not a constant: the chart has something to show.
        expect(new Set(points.map(point => point.values.temperature)).size).toBeGreaterThan(20);
    });
});

describe('the thermostat simulator', () => {
    it('runs with npm start unless SIMULATOR=0, and never in a server started with the defaults (tests)', () => {
        expect(configFromEnv({}).simulator).toBe(true);
        expect(configFromEnv({ SIMULATOR: '1' }).simulator).toBe(true);
        expect(configFromEnv({ SIMULATOR: '0' }).simulator).toBe(false);
        expect(defaultConfig().simulator).toBe(false);
    });

    describe('in a demo server', () => {
        let server: RunningServer;
        // History ends a minute before the server's start, live readings come after it.
        let startedAt: number;
        beforeAll(async () => {
            startedAt = Date.now();
            server = await startServer({ host: '127.0.0.1', port: 0, dbPath: ':memory:', dataDir: null, staticDir: null, logLevel: 'error', simulator: true });
            // Seeding hashes the demo passwords: seconds on a busy machine.
        }, 30_000);
        afterAll(() => server?.close());

        it('posts temperature and humidity for both demo thermostats through the device API, and nothing for other devices', async () => {
            const api = apiClient(server.url);
            const { token } = await api.login('tenant@thingsboard.org', 'tenant');
            const deviceId = async (name: string) => (await api.get(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`, token)).body.id.id as string;
            const latest = async (name: string) =>
                (await api.get(`/api/plugins/telemetry/DEVICE/${await deviceId(name)}/values/timeseries?keys=temperature,humidity`, token)).body as Record<string, Array<{ value: string }>>;

            // The first tick posts at start; wait for it to arrive rather than for a time.
            const deadline = Date.now() + 10_000;
            let t1 = await latest('Thermostat T1');
            while ((!t1.temperature || !(await latest('Thermostat T2')).humidity) && Date.now() < deadline) {
                await new Promise(resolve => setTimeout(resolve, 100));
                t1 = await latest('Thermostat T1');
            }
            const t2 = await latest('Thermostat T2');
            for (const reading of [t1, t2]) {
                expect(Number(reading.temperature[0].value)).toBeGreaterThan(10);
                expect(Number(reading.temperature[0].value)).toBeLessThan(35);
                expect(Number(reading.humidity[0].value)).toBeGreaterThan(20);
                expect(Number(reading.humidity[0].value)).toBeLessThan(90);
            }
            // ThingsBoard answers a key without data as one entry with a null value.
            const other = await latest('DHT11 Demo Device');
            expect(other.temperature?.[0]?.value ?? null).toBeNull();
        });

        it("answers the control widgets' RPC calls for each thermostat as an online device does, and not for other devices", async () => {
            const api = apiClient(server.url);
            const { token } = await api.login('tenant@thingsboard.org', 'tenant');
            const deviceId = async (name: string) => (await api.get(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`, token)).body.id.id as string;
            const [t1, t2, other] = await Promise.all([deviceId('Thermostat T1'), deviceId('Thermostat T2'), deviceId('DHT11 Demo Device')]);
            const twoWay = (device: string, method: string, params: unknown = null, timeout = 5000) => api.post(`/api/plugins/rpc/twoway/${device}`, { method, params, timeout }, token);

            expect((await twoWay(t1, 'getValue')).body).toBe(22);
            expect((await api.post(`/api/plugins/rpc/oneway/${t1}`, { method: 'setValue', params: 30 }, token)).status).toBe(200);
            expect((await twoWay(t1, 'getValue')).body).toBe(30);
            // Each thermostat keeps its own value.
            expect((await twoWay(t2, 'getValue')).body).toBe(22);
            expect((await twoWay(t2, 'checkStatus')).body).toBe(true);
            expect((await twoWay(t1, 'setGpioStatus', { pin: 4, enabled: true })).body).toEqual({ 4: true });
            expect((await twoWay(t1, 'sendCommand', { command: 'status' })).body).toEqual({ ok: true });
            const status = (await twoWay(t1, 'getCommandStatus')).body as { done: boolean; data: Array<{ stdout: string }> };
            expect(status.done).toBe(true);
            expect(status.data[0]!.stdout).toMatch(/^temperature [\d.]+ °C, humidity [\d.]+ %/);
            const unanswered = await twoWay(other, 'getValue', null, 500);
            expect(unanswered.status).toBe(408);
        });

        it('wrote a day of history for each thermostat at the first seed, and none for other devices', async () => {
            for (const name of ['Thermostat T1', 'Thermostat T2']) {
                const points = await temperatureOfLastDay(server, name);
                const history = points.filter(point => point.ts < startedAt);
                expect(history.length).toBe(DAY / HISTORY_STEP_MS);
                expect(Math.min(...history.map(point => point.ts))).toBeGreaterThanOrEqual(startedAt - DAY);
                expect(history.every(point => point.value >= 12 && point.value <= 32)).toBe(true);
            }
            expect(await temperatureOfLastDay(server, 'DHT11 Demo Device')).toEqual([]);
        });
    });

    it('writes the history only at the first seed: a restart keeps the day it has', async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thermostat-history-'));
        const config: Partial<ServerConfig> = { host: '127.0.0.1', port: 0, dbPath: path.join(dir, 'db.sqlite'), dataDir: dir, staticDir: null, logLevel: 'error', simulator: true };
        try {
            const startedAt = Date.now();
            const first = await startServer(config);
            const before = await temperatureOfLastDay(first, 'Thermostat T1');
            await first.close();
            const second = await startServer(config);
            try {
                const after = await temperatureOfLastDay(second, 'Thermostat T1');
                expect(before.filter(point => point.ts < startedAt).length).toBe(DAY / HISTORY_STEP_MS);
                expect(after.filter(point => point.ts < startedAt).length).toBe(DAY / HISTORY_STEP_MS);
            } finally {
                await second.close();
            }
        } finally {
            fs.rmSync(dir, { recursive: true, force: true });
        }
    }, 60_000);
});
