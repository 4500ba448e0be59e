import { describe, expect, it } from 'vitest';
import { readTelemetry } from './payload';
import { ServerTimestamps } from './serverTimestamps';
import { parseTypedJson } from './typedJson';

describe('ServerTimestamps', () => {
    it('gives one entity distinct, increasing milliseconds while the clock stands still', () => {
        const timestamps = new ServerTimestamps(() => 1000);
        expect([timestamps.next('a'), timestamps.next('a'), timestamps.next('a')]).toEqual([1000, 1001, 1002]);
        // Another entity has its own clock.
        expect(timestamps.next('b')).toBe(1000);
    });

    it('follows the wall clock once it has caught up, and never goes back when the clock does', () => {
        let now = 1000;
        const timestamps = new ServerTimestamps(() => now);
        timestamps.next('a');
        timestamps.next('a');
        now = 5000;
        expect(timestamps.next('a')).toBe(5000);
        now = 4000;
        expect(timestamps.next('a')).toBe(5001);
    });

    it('forgets entities whose last stamp the clock has passed, so it holds only those stamped ahead', () => {
        let now = 1000;
        const timestamps = new ServerTimestamps(() => now);
        for (let index = 0; index < 100; index++) timestamps.next(`device ${index}`);
        expect(timestamps.size).toBe(100);
        now = 3000;
        timestamps.next('another');
        expect(timestamps.size).toBe(1);
    });

    it('stamps each object of a payload array that has no ts on its own', () => {
        const timestamps = new ServerTimestamps(() => 1000);
        const entries = readTelemetry(parseTypedJson('[{"n": 1}, {"n": 2}, {"ts": 7, "values": {"n": 3}}, {"n": 4, "m": 4}]'), timestamps.of('a'), { typeCast: true });
        expect(entries.map(entry => [entry.key, entry.ts])).toEqual([
            ['n', 1000],
            ['n', 1001],
            ['n', 7],
            ['n', 1002],
            ['m', 1002],
        ]);
    });
});
