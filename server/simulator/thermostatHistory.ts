import type { TelemetryService } from '../telemetry/service';
import { readTelemetry } from '../telemetry/payload';
import { parseTypedJson } from '../telemetry/typedJson';
import { firstReading, nextReading, type ThermostatReading } from './thermostatReading';

/** A day of history, a reading a minute: a realtime chart of the last hour or day is full from the start. */
export const HISTORY_HOURS = 24;
export const HISTORY_STEP_MS = 60_000;

/**
 * The readings a thermostat would have posted over the last day: the same random walk as the
 * live simulator, ending at `now`. The last one is where the live walk carries on.
 */
export function historyReadings(now: number, random: () => number = Math.random): Array<{ ts: number; values: ThermostatReading }> {
    const count = (HISTORY_HOURS * 3_600_000) / HISTORY_STEP_MS;
    const points: Array<{ ts: number; values: ThermostatReading }> = [];
    let reading = firstReading(random);
    for (let i = count; i > 0; i--) {
        points.push({ ts: now - i * HISTORY_STEP_MS, values: reading });
        reading = nextReading(reading, random);
    }
    return points;
}

/**
 * Writes a day of history for a thermostat, stored as the device API would have stored it (the
 * same typing of values), but straight into the time series: past readings neither run the rule
 * chain nor raise alarms. Answers the last reading, for the live simulator to continue from.
 */
export function backfillThermostat(telemetry: TelemetryService, deviceId: string, now: number, random: () => number = Math.random): ThermostatReading {
    const points = historyReadings(now, random);
    telemetry.saveTimeseriesInBackground(deviceId, readTelemetry(parseTypedJson(JSON.stringify(points)), now, { typeCast: true }));
    return points.at(-1)!.values;
}
