import type Database from 'better-sqlite3';
import type { TelemetryService } from '../telemetry/service';
import { backfillThermostat } from './thermostatHistory';
import { firstReading, nextReading, type ThermostatReading } from './thermostatReading';
import { startRpcAnswerer } from './thermostatRpc';

export interface SimulatorOptions {
    /** The running server's base URL: readings go through its device HTTP API, as a real thermostat's would. */
    serverUrl: string;
    sqlite: Database.Database;
    intervalMs?: number;
    log: { warn(message: string): void };
    /** On the demo's first start: a day of history for each thermostat before the first live reading. */
    backfill?: { telemetry: TelemetryService; now: number } | null;
}

export interface RunningSimulator {
    stop(): void;
}

/** Every few seconds, as a thermostat on a wall would report. */
const DEFAULT_INTERVAL_MS = 5000;

/**
 * `npm start`'s data simulator: posts temperature and humidity for every thermostat (device type
 * 'thermostat' with an access token, the demo's T1 and T2) to POST /api/v1/{token}/telemetry, so
 * the demo dashboard, its alarms and the rule chains are alive, and answers their RPC calls
 * (thermostatRpc.ts) so the control widgets work on them. Thermostats added later join on
 * the next tick; a failed post is logged once and retried on the next tick. On the demo's first
 * start it writes a day of history first, so the Thermostats chart is full from the first look.
 */
export function startThermostatSimulator({ serverUrl, sqlite, intervalMs = DEFAULT_INTERVAL_MS, log, backfill = null }: SimulatorOptions): RunningSimulator {
    const thermostatTokens = sqlite.prepare<[], { token: string; deviceId: string }>(
        `SELECT c.credentials_id AS token, d.id AS deviceId FROM device d JOIN device_credentials c ON c.device_id = d.id
         WHERE d.type = 'thermostat' AND c.credentials_type = 'ACCESS_TOKEN'`,
    );
    const readings = new Map<string, ThermostatReading>();
    // The live walk carries on from where the history ends, without a jump.
    if (backfill) for (const { token, deviceId } of thermostatTokens.all()) readings.set(token, backfillThermostat(backfill.telemetry, deviceId, backfill.now));
    let warned = false;

    const post = async (token: string) => {
        const previous = readings.get(token);
        const reading = previous ? nextReading(previous) : firstReading();
        readings.set(token, reading);
        const response = await fetch(`${serverUrl}/api/v1/${encodeURIComponent(token)}/telemetry`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(reading),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
    };

    const tick = async () => {
        const results = await Promise.allSettled(thermostatTokens.all().map(({ token }) => post(token)));
        const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
        if (failure && !warned) log.warn(`thermostat simulator: a post failed (${String(failure.reason)}); it keeps trying`);
        warned = warned || failure !== undefined;
    };

    // The thermostats answer the control widgets' RPC calls too, as online devices do.
    const rpc = startRpcAnswerer(serverUrl, token => readings.get(token));
    const followRpc = () => rpc.follow(thermostatTokens.all().map(({ token }) => token));
    followRpc();
    void tick();
    const timer = setInterval(() => {
        followRpc();
        void tick();
    }, intervalMs);
    return {
        stop: () => {
            clearInterval(timer);
            rpc.stop();
        },
    };
}
