import { describe, expect, it } from 'vitest';
import { defaultLegendConfig } from './legendConfig';
import { fitLegend } from './legendFit';

const bottom = defaultLegendConfig('timeseries');

describe('legend fit', () => {
    it('in a small box, a bottom column legend becomes one wrapping line and takes at most a quarter of the height', () => {
        // The gallery's Timeseries Line Chart body (8 × 5 cells): ~200 px.
        const fit = fitLegend(bottom, 400, 200);
        expect(fit.config).toEqual({ ...bottom, direction: 'row' });
        expect(fit.maxSize).toBe(50);
        expect(fitLegend({ ...bottom, position: 'top' }, 400, 60).maxSize).toBe(24);
    });

    it("a roomy box keeps the configured legend and ThingsBoard's 40 %", () => {
        expect(fitLegend(bottom, 900, 500)).toEqual({ config: bottom, maxSize: 200 });
    });

    it('before the body is measured, keeps the configured legend at the roomy shares', () => {
        expect(fitLegend(bottom, 0, 0)).toEqual({ config: bottom, maxSize: '40%' });
        expect(fitLegend({ ...bottom, position: 'left' }, 0, 0).maxSize).toBe('50%');
    });

    it('a side legend takes half the width, a third in a narrow box', () => {
        const right = { ...bottom, position: 'right' as const };
        expect(fitLegend(right, 800, 200)).toEqual({ config: right, maxSize: 400 });
        expect(fitLegend(right, 300, 200).maxSize).toBe(105);
    });
});
