import { describe, expect, it } from 'vitest';
import {
    AGGREGATION_INTERVALS, avgInterval, boundIntervalToTimewindow, boundMaxInterval, boundMinInterval, clampLimit, intervalChoices,
    MAX_AGGREGATION_INTERVAL, maxDatapointsFromServer, maxIntervalLimit, minIntervalLimit, nearestPredefinedInterval,
} from './aggregation';
import { DAY, HOUR, MINUTE, SECOND } from './units';

describe('max datapoints (part1 §9)', () => {
    it('a server value of 7 or less, or none, forces 8; others stay', () => {
        for (const value of [7, 1, 0, -5, null, undefined]) expect(maxDatapointsFromServer(value)).toBe(8);
        expect(maxDatapointsFromServer(8)).toBe(8);
        expect(maxDatapointsFromServer(50_000)).toBe(50_000);
    });

    it('a loaded limit: empty or zero is the minimum 7, others are clamped into 7 … max', () => {
        expect(clampLimit(undefined, 500)).toBe(7);
        expect(clampLimit(0, 500)).toBe(7);
        expect(clampLimit(3, 500)).toBe(7);
        expect(clampLimit(250, 500)).toBe(250);
        expect(clampLimit(900, 500)).toBe(500);
    });
});

describe('aggregation interval bounds (part1 §9)', () => {
    it('min window/500, average window/200, max window/7, in whole seconds', () => {
        expect(minIntervalLimit(DAY)).toBe(173 * SECOND); // 172.8 s rounded up
        expect(avgInterval(DAY)).toBe(432 * SECOND);
        expect(maxIntervalLimit(DAY)).toBe(12_342 * SECOND); // 12342.857 s rounded down
        expect(minIntervalLimit(MINUTE)).toBe(SECOND); // 0.12 s, but never under a second
        expect(maxIntervalLimit(MINUTE)).toBe(8 * SECOND);
    });

    it('never below a second nor above 7300 days', () => {
        expect(boundMinInterval(1)).toBe(SECOND);
        expect(boundMinInterval(undefined)).toBe(SECOND);
        expect(boundMaxInterval(undefined)).toBe(7300 * DAY);
        expect(boundMaxInterval(100_000 * DAY)).toBe(MAX_AGGREGATION_INTERVAL);
        expect(maxIntervalLimit(1000 * 365 * DAY)).toBe(7300 * DAY);
        expect(boundMaxInterval(1500)).toBe(SECOND);
    });

    it('the choices are the §3.12 list filtered by the bounds', () => {
        expect(AGGREGATION_INTERVALS).toHaveLength(19);
        expect(intervalChoices()).toEqual(AGGREGATION_INTERVALS);
        expect(intervalChoices(minIntervalLimit(DAY), maxIntervalLimit(DAY))).toEqual([5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR]);
        expect(intervalChoices(minIntervalLimit(MINUTE), maxIntervalLimit(MINUTE))).toEqual([SECOND, 5 * SECOND]);
        expect(intervalChoices(3 * SECOND, 4 * SECOND)).toEqual([]);
    });

    it('snaps to the nearest choice, or keeps the wanted value when none fits', () => {
        expect(nearestPredefinedInterval(SECOND, DAY, 50 * SECOND)).toBe(MINUTE);
        expect(nearestPredefinedInterval(SECOND, DAY, 7 * SECOND)).toBe(5 * SECOND); // tie between 5 s and 10 s: the first
        expect(nearestPredefinedInterval(3 * SECOND, 4 * SECOND, 3500)).toBe(3500);
        expect(nearestPredefinedInterval(MINUTE, DAY, undefined)).toBe(MINUTE);
    });

    it('the interval of a window: 1 s without aggregation, a given one clamped, else the choice nearest window/200', () => {
        expect(boundIntervalToTimewindow(DAY, HOUR, 'NONE')).toBe(SECOND);
        expect(boundIntervalToTimewindow(DAY, SECOND, 'AVG')).toBe(173 * SECOND);
        expect(boundIntervalToTimewindow(DAY, DAY, 'MAX')).toBe(12_342 * SECOND);
        expect(boundIntervalToTimewindow(DAY, 10 * MINUTE, 'SUM')).toBe(10 * MINUTE);
        expect(boundIntervalToTimewindow(DAY, undefined, 'AVG')).toBe(5 * MINUTE); // 432 s is nearest 5 min
        expect(boundIntervalToTimewindow(MINUTE, null, 'COUNT')).toBe(SECOND);
    });
});
