/** One thermostat's simulated climate: what it posts as telemetry. */
export interface ThermostatReading {
    temperature: number;
    humidity: number;
}

/** Comfortable room values the readings wander around, and the bounds they never leave. */
const TEMPERATURE = { centre: 22, min: 12, max: 32, step: 0.6 };
const HUMIDITY = { centre: 55, min: 25, max: 85, step: 1.5 };

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A random walk pulled back towards the centre, so the chart moves like a room (small steps,
 * no jumps) yet crosses the demo alarm thresholds now and then. `random` returns [0, 1).
 */
const wander = (previous: number, range: typeof TEMPERATURE, random: () => number) => {
    const pull = (range.centre - previous) * 0.1;
    return clamp(previous + pull + (random() * 2 - 1) * range.step, range.min, range.max);
};

/** The first reading of a thermostat: near the centre, different per device. */
export const firstReading = (random: () => number = Math.random): ThermostatReading => ({
    temperature: round(TEMPERATURE.centre + (random() * 2 - 1) * 3, 1),
    humidity: round(HUMIDITY.centre + (random() * 2 - 1) * 8, 1),
});

export const nextReading = (previous: ThermostatReading, random: () => number = Math.random): ThermostatReading => ({
    temperature: round(wander(previous.temperature, TEMPERATURE, random), 1),
    humidity: round(wander(previous.humidity, HUMIDITY, random), 1),
});
