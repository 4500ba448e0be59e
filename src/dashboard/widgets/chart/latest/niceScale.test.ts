import { describe, expect, it } from 'vitest';
import { niceScale, tickText } from './niceScale';

describe('the value axis of the latest charts', () => {
    it('starts at zero and ends on a round step above the largest value', () => {
        expect(niceScale([23.4, 61, 12], 5)).toEqual({ min: 0, max: 80, ticks: [0, 20, 40, 60, 80] });
        expect(niceScale([7, 3], 5).ticks).toEqual([0, 2, 4, 6, 8]);
    });

    it('reaches below zero for negative values', () => {
        const scale = niceScale([-12, 30], 4);
        expect(scale.min).toBe(-20);
        expect(scale.max).toBe(40);
        expect(scale.ticks).toContain(0);
    });

    it('gives 0 to 1 without values, or with zeros only', () => {
        expect(niceScale([]).max).toBe(1);
        expect(niceScale([0, 0]).min).toBe(0);
    });

    it('writes ticks with the decimals their step needs', () => {
        const scale = niceScale([0.7], 4);
        expect(scale.ticks.map(tick => tickText(tick, scale.ticks))).toEqual(['0.0', '0.2', '0.4', '0.6', '0.8']);
        expect(tickText(2.5, [0, 2.5, 5])).toBe('2.5');
        expect(tickText(20, [0, 10, 20])).toBe('20');
    });
});
