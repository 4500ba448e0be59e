// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DataPoint, DatasourceData } from '../../dashboard/model/widgetData';
import { isoDateTime } from './isoDateTime';
import { exportWidgetCsv, widgetCsvTable } from './widgetCsv';

const series = (entityName: string, key: string, label: string | undefined, data: DataPoint[]): DatasourceData => ({
    datasource: { type: 'entity', dataKeys: [], rowKey: `DEVICE:${entityName}`, entityName },
    dataKey: { name: key, type: 'timeseries', label },
    data,
});

describe('widget data as CSV', () => {
    it('has one row per timestamp, oldest first, and a column per data key under its label', () => {
        const { columns, rows } = widgetCsvTable(
            [
                series('Thermostat T1', 'temperature', '${entityName} temperature', [[2000, 21.5], [1000, 20]]),
                series('Thermostat T1', 'humidity', undefined, [[1000, 40], [3000, 42]]),
            ],
            'Timestamp',
        );
        expect(columns.map(column => column.header)).toEqual(['Timestamp', 'Thermostat T1 temperature', 'humidity']);
        expect(rows.map(row => columns.map(column => column.value(row)))).toEqual([
            [isoDateTime(1000), '20', '40'],
            [isoDateTime(2000), '21.5', ''],
            [isoDateTime(3000), '', '42'],
        ]);
    });

    it('writes text and JSON values as they came and an empty widget as the header alone', async () => {
        const { columns, rows } = widgetCsvTable([series('T1', 'state', 'State', [[5, 'on'], [6, { mode: 'eco' }]])], 'ts');
        expect(rows.map(row => columns[1]!.value(row))).toEqual(['on', '{"mode":"eco"}']);

        const { blob, fileName } = await exportWidgetCsv([], 'Temperature / humidity', 'Timestamp');
        // (text() drops the byte-order mark)
        expect(await blob.text()).toBe('Timestamp\r\n');
        expect(fileName).toMatch(/^Temperature-humidity-\d{4}-\d\d-\d\d\.csv$/);
    });
});
