import { describe, expect, it } from 'vitest';
import { alignSeries } from './alignSeries';

describe('alignSeries', () => {
    it('copies one series into columns, numbers sent as text included', () => {
        expect(alignSeries([{ data: [[1, 5], [2, '6.5'], [3, 'off']] }])).toEqual([[1, 2, 3], [5, 6.5, null]]);
    });

    it('merges several series on the union of their timestamps', () => {
        expect(alignSeries([{ data: [[1, 10], [3, 30]] }, { data: [[2, 'b'], [3, 7]] }])).toEqual([
            [1, 2, 3],
            [10, null, 30],
            [null, null, 7],
        ]);
    });

    it('orders points that arrived out of order', () => {
        expect(alignSeries([{ data: [[3, 3], [1, 1]] }, { data: [] }])).toEqual([[1, 3], [1, 3], [null, null]]);
    });
});
