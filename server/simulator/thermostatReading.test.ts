import { describe, expect, it } from 'vitest';
import { firstReading, nextReading } from './thermostatReading';

/** A seeded generator, so the walk is the same on every run. */
const seeded = (seed: number) => () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
};

describe('simulated thermostat readings', () => {
    it('move in small steps and stay within a room’s range over a long walk', () => {
        const random = seeded(7);
        let reading = firstReading(random);
        for (let tick = 0; tick < 10_000; tick++) {
            const next = nextReading(reading, random);
            expect(Math.abs(next.temperature - reading.temperature)).toBeLessThanOrEqual(1.5);
            expect(Math.abs(next.humidity - reading.humidity)).toBeLessThanOrEqual(4);
            expect(next.temperature).toBeGreaterThanOrEqual(12);
            expect(next.temperature).toBeLessThanOrEqual(32);
            expect(next.humidity).toBeGreaterThanOrEqual(25);
            expect(next.humidity).toBeLessThanOrEqual(85);
            reading = next;
        }
    });

    it('has one decimal, as a thermostat reports', () => {
        const reading = nextReading({ temperature: 21.04, humidity: 50.06 }, seeded(3));
        expect(reading.temperature * 10).toBe(Math.round(reading.temperature * 10));
        expect(reading.humidity * 10).toBe(Math.round(reading.humidity * 10));
    });
});
