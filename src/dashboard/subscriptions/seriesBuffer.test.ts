import { describe, expect, it } from 'vitest';
import type { DataPoint } from '../model/widgetData';
import { SeriesBuffer } from './seriesBuffer';

const raw = (limit = 100) => new SeriesBuffer({ type: 'NONE', interval: 1000, limit }, 0);
const buckets = (type: 'MIN' | 'MAX' | 'AVG' | 'SUM' | 'COUNT', interval = 1000) => new SeriesBuffer({ type, interval, limit: 100 }, 0);

describe('series buffer without aggregation', () => {
    it('loads the server answer (newest first) in time order', () => {
        const buffer = raw();
        buffer.load([[3000, 3], [2000, 2], [1000, 1]]);
        expect(buffer.data()).toEqual([[1000, 1], [2000, 2], [3000, 3]]);
    });

    it('merges live points in time order, a point of the same timestamp replacing the older one', () => {
        const buffer = raw();
        buffer.load([[1000, 1], [3000, 3]]);
        expect(buffer.merge([[4000, 4], [2000, 2], [3000, 30]])).toBe(true);
        expect(buffer.data()).toEqual([[1000, 1], [2000, 2], [3000, 30], [4000, 4]]);
        expect(buffer.merge([[4000, 4]])).toBe(false);
    });

    it('keeps at most the limit of the newest points', () => {
        const buffer = raw(3);
        buffer.load([[1000, 1], [2000, 2], [3000, 3], [4000, 4]]);
        expect(buffer.data()).toEqual([[2000, 2], [3000, 3], [4000, 4]]);
        buffer.merge([[5000, 5], [500, 0]]);
        expect(buffer.data()).toEqual([[3000, 3], [4000, 4], [5000, 5]]);
    });

    it('drops the points before the window start as it slides', () => {
        const buffer = raw();
        buffer.load([[1000, 1], [2000, 2], [3000, 3]]);
        expect(buffer.dropBefore(2000)).toBe(true);
        expect(buffer.data()).toEqual([[2000, 2], [3000, 3]]);
        expect(buffer.dropBefore(2000)).toBe(false);
    });

    it('hands out the same array until something changes', () => {
        const buffer = raw();
        buffer.load([[1000, 1]]);
        const first = buffer.data();
        expect(buffer.data()).toBe(first);
        buffer.merge([[2000, 2]]);
        expect(buffer.data()).not.toBe(first);
        expect(first).toEqual([[1000, 1]]);
    });
});

describe('series buffer with aggregation', () => {
    it('keeps the server buckets and folds a live point into its bucket by the function', () => {
        const cases: Array<[Parameters<typeof buckets>[0], number]> = [['AVG', 20], ['MIN', 10], ['MAX', 30], ['SUM', 40]];
        for (const [type, expected] of cases) {
            const buffer = buckets(type);
            buffer.load([[500, 10]]);
            buffer.merge([[900, 30]]);
            expect(buffer.data(), type).toEqual([[500, expected]]);
        }
    });

    it('counts live points onto a COUNT bucket from the server', () => {
        const buffer = buckets('COUNT');
        buffer.load([[500, 4]]);
        buffer.merge([[900, 'text counts too']]);
        expect(buffer.data()).toEqual([[500, 5]]);
    });

    it('opens a bucket stamped with its middle for a point past the last one, and averages its points', () => {
        const buffer = buckets('AVG', 10_000);
        buffer.load([[5000, 1]]);
        buffer.merge([[12_000, 2], [19_999, 4], [10_000, 6]]);
        expect(buffer.data()).toEqual([[5000, 1], [15_000, 4]]);
    });

    it('counts buckets from the origin of the window', () => {
        const buffer = new SeriesBuffer({ type: 'MAX', interval: 1000, limit: 10 }, 250);
        buffer.merge([[1249, 1], [1250, 2]]);
        expect(buffer.data()).toEqual([[750, 1], [1750, 2]]);
    });

    it('ignores text in numeric functions', () => {
        const buffer = buckets('AVG');
        buffer.load([[500, 'n/a'] as DataPoint]);
        expect(buffer.merge([[900, 'n/a']])).toBe(false);
        expect(buffer.data()).toEqual([]);
    });

    it('drops whole buckets that start before the window start', () => {
        const buffer = buckets('SUM');
        buffer.load([[500, 1], [1500, 2], [2500, 3]]);
        expect(buffer.dropBefore(2000)).toBe(true);
        expect(buffer.data()).toEqual([[2500, 3]]);
    });
});
