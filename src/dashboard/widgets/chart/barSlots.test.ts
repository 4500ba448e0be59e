import { describe, expect, it } from 'vitest';
import { barSlots, barStep } from './barSlots';

describe('grouped bars of the time-series bar chart', () => {
    it('takes the smallest step between timestamps, or a sixtieth of the span for a lone point', () => {
        expect(barStep([0, 1000, 3000, 4000], 60_000)).toBe(1000);
        expect(barStep([5000], 60_000)).toBe(1000);
        // Two points 3 ms apart still get the minimum step.
        expect(barStep([5000, 5003], 60_000, 500)).toBe(500);
    });

    it('puts the bars of one timestamp side by side, centred on it', () => {
        const first = barSlots([10_000, 11_000], 0, 2, 1000);
        const second = barSlots([10_000, 11_000], 1, 2, 1000);
        expect(first).toEqual({ x0: [9700, 10_700], width: 300 });
        expect(second.x0).toEqual([10_000, 11_000]);
        // The second bar starts where the first ends: no overlap.
        expect(first.x0[0] + first.width).toBe(second.x0[0]);
    });

    it('centres a single series on its timestamps', () => {
        const { x0, width } = barSlots([10_000], 0, 1, 1000);
        expect(x0[0] + width / 2).toBe(10_000);
    });
});
