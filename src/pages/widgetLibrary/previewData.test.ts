import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../dashboard/model/dashboardConfig';
import { advancePreview, nextSample, PREVIEW_HISTORY } from './previewData';

const config: WidgetConfig = {
    datasources: [{ type: 'function', name: 'function', dataKeys: [{ name: 'f(x)', type: 'function', label: 'A' }, { name: 'f(x)', type: 'function', label: 'B' }] }],
};
const half = () => 0.5;

describe('editor preview sample data', () => {
    it('walks randomly within ±100', () => {
        expect(nextSample(0, () => 1)).toBe(10);
        expect(nextSample(99, () => 1)).toBe(100);
        expect(nextSample(-95, () => 0)).toBe(-100);
    });

    it('gives a latest widget one point per key, replaced every tick', () => {
        const first = advancePreview([], config, 'latest', 1000, half);
        expect(first.map(entry => [entry.dataKey.label, entry.data.length])).toEqual([['A', 1], ['B', 1]]);
        const next = advancePreview(first, config, 'latest', 2000, () => 1);
        expect(next[0]!.data).toEqual([[2000, Number(first[0]!.data[0]![1]) + 10]]);
    });

    it('gives a time-series widget a minute of points at once, and keeps a minute', () => {
        let data = advancePreview([], config, 'timeseries', 100_000, half);
        expect(data[0]!.data).toHaveLength(PREVIEW_HISTORY);
        expect(data[0]!.data[0]![0]).toBe(100_000 - (PREVIEW_HISTORY - 1) * 1000);
        data = advancePreview(data, config, 'timeseries', 101_000, half);
        expect(data[0]!.data).toHaveLength(PREVIEW_HISTORY);
        expect(data[0]!.data.at(-1)![0]).toBe(101_000);
    });

    it('gives static, rpc and alarm widgets no series', () => {
        for (const kind of ['static', 'rpc', 'alarm'] as const) expect(advancePreview([], config, kind, 1)).toEqual([]);
    });
});
