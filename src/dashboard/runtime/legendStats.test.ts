import { describe, expect, it } from 'vitest';
import type { DataKey } from '../model/dashboardConfig';
import type { DatasourceData, DataPoint } from '../model/widgetData';
import { defaultLegendConfig, legendConfigOf } from './legendConfig';
import { legendEntries, legendStats } from './legendStats';

const entry = (label: string, data: DataPoint[], key: Partial<DataKey> = {}): DatasourceData => ({
    datasource: { type: 'entity', dataKeys: [], rowKey: 'DEVICE:1', entityName: 'T1' },
    dataKey: { name: label, type: 'timeseries', label, ...key },
    data,
});

describe('legend statistics', () => {
    it('computes min, max, average and total of the numeric points, numbers sent as text included', () => {
        expect(legendStats([[1, 4], [2, '6'], [3, 'on'], [4, null], [5, 2]])).toEqual({ min: 2, max: 6, avg: 4, total: 12 });
    });

    it('counts only the points inside the window', () => {
        const points: DataPoint[] = [[100, 50], [200, 1], [300, 3], [400, 99]];
        expect(legendStats(points, { startTs: 200, endTs: 300 })).toEqual({ min: 1, max: 3, avg: 2, total: 4 });
    });

    it('has no statistics without numeric points', () => {
        expect(legendStats([[1, 'text']])).toEqual({ min: null, max: null, avg: null, total: null });
        expect(legendStats([])).toEqual({ min: null, max: null, avg: null, total: null });
    });

    it('fills entity names into labels and sorts by label only when asked', () => {
        const data = [entry('zeta', [[1, 1]]), entry('${entityName} alpha', [[1, 2]])];
        expect(legendEntries(data, { sortDataKeys: false }).map(row => row.label)).toEqual(['zeta', 'T1 alpha']);
        expect(legendEntries(data, { sortDataKeys: true }).map(row => row.label)).toEqual(['T1 alpha', 'zeta']);
    });

    it('keeps each key its units and decimals for display', () => {
        const [row] = legendEntries([entry('t', [[1, 20]], { units: '°C', decimals: 1 })], { sortDataKeys: false });
        expect(row).toMatchObject({ units: '°C', decimals: 1, avg: 20 });
    });
});

describe('legend settings', () => {
    it("ThingsBoard's defaults: a column at the bottom, the average only for time series", () => {
        expect(defaultLegendConfig('timeseries')).toEqual({ direction: 'column', position: 'bottom', sortDataKeys: false, showMin: false, showMax: false, showAvg: true, showTotal: false });
        expect(defaultLegendConfig('latest').showAvg).toBe(false);
    });

    it('is off unless showLegend, and stored settings win over the defaults', () => {
        expect(legendConfigOf('timeseries', {})).toBeNull();
        expect(legendConfigOf('timeseries', { showLegend: true, legendConfig: { position: 'right', showMax: true } })).toMatchObject({ position: 'right', showMax: true, showAvg: true, direction: 'column' });
    });
});
