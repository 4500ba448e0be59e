import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../tests/support/api';
import { configFromEnv, defaultConfig } from '../config';
import { startServer, type RunningServer } from '../main';

describe('the thermostat simulator', () => {
    it('runs with npm start unless SIMULATOR=0, and never in a server started with the defaults (tests)', () => {
        expect(configFromEnv({}).simulator).toBe(true);
        expect(configFromEnv({ SIMULATOR: '1' }).simulator).toBe(true);
        expect(configFromEnv({ SIMULATOR: '0' }).simulator).toBe(false);
        expect(defaultConfig().simulator).toBe(false);
    });

    describe('in a demo server', () => {
        let server: RunningServer;
        beforeAll(async () => {
            server = await startServer({ host: '127.0.0.1', port: 0, dbPath: ':memory:', dataDir: null, staticDir: null, logLevel: 'error', simulator: true });
        });
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
    });
});
