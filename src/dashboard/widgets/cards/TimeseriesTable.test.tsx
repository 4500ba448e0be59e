import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeseriesTable } from './TimeseriesTable';
import { timestampRowsOf } from './timeseriesRows';
import { renderWidget, series, snapshotOf, widgetOf } from './widgetTestKit';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 22, 8, 0, 0);
const points = (count: number, base: number): Array<[number, number]> => Array.from({ length: count }, (_, index) => [start + index * MINUTE, base + index]);
const snapshot = snapshotOf([
    series({ name: 'Thermostat T1' }, { name: 'temperature', label: 'Temperature', units: '°C', decimals: 1 }, points(12, 20)),
    series({ name: 'Thermostat T1' }, { name: 'humidity', label: 'Humidity', decimals: 0 }, points(12, 40).filter((_, index) => index % 2 === 0)),
    series({ name: 'Thermostat T2' }, { name: 'temperature', label: 'Temperature', units: '°C', decimals: 1 }, points(3, 30)),
]);
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map(cell => cell.textContent);
const widget = (settings = {}) => widgetOf('timeseries_table', { settings }, 'timeseries');

describe('timeseries table widget', () => {
    it('merges the keys on their timestamps, newest first, leaving a missing value empty', () => {
        const rows = timestampRowsOf(snapshot.data.slice(0, 2));
        expect(rows.map(row => row.ts)).toEqual(points(12, 0).map(([ts]) => ts).reverse());
        expect(rows[0].values[0]).toBe(31);
        expect(rows[0].values[1]).toBeUndefined();
        expect(rows[1].values).toEqual([30, 50]);
    });

    it('drops rows where every value is empty when hideEmptyLines is on', () => {
        const sparse = [series({ name: 'T1' }, { name: 'a' }, [[1, 5], [2, ''], [3, null]]), series({ name: 'T1' }, { name: 'b' }, [[2, null]])];
        expect(timestampRowsOf(sparse).map(row => row.ts)).toEqual([3, 2, 1]);
        expect(timestampRowsOf(sparse, true).map(row => row.ts)).toEqual([1]);
    });

    it('shows a tab per entity and the first entity’s rows with a timestamp column, newest first', () => {
        renderWidget(TimeseriesTable, widget({ defaultPageSize: 5 }), snapshot);
        expect(screen.getAllByRole('tab').map(tab => tab.textContent)).toEqual(['Thermostat T1', 'Thermostat T2']);
        expect(within(screen.getByRole('table')).getAllByRole('columnheader').map(cell => cell.textContent).filter(Boolean)).toEqual(['Timestamp', 'Temperature', 'Humidity']);
        const first = cellTexts(bodyRows()[0]);
        expect(first[0]).toMatch(/^2026-11-22 \d\d:11:00$/);
        expect(first.slice(1)).toEqual(['31.0 °C', '']);
        expect(bodyRows()).toHaveLength(5);
        expect(screen.getByText('1-5 of 12')).toBeTruthy();
    });

    it('pages through the rows and switches entity by tab', () => {
        renderWidget(TimeseriesTable, widget({ defaultPageSize: 5 }), snapshot);
        fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
        expect(cellTexts(bodyRows()[0])[1]).toBe('26.0 °C');
        fireEvent.click(screen.getByRole('tab', { name: 'Thermostat T2' }));
        expect(bodyRows().map(row => cellTexts(row)[1])).toEqual(['32.0 °C', '31.0 °C', '30.0 °C']);
    });

    it('hides the timestamp column when showTimestamp is off and shows milliseconds when asked', () => {
        const view = renderWidget(TimeseriesTable, widget({ showTimestamp: false }), snapshot);
        expect(within(screen.getByRole('table')).getAllByRole('columnheader').map(cell => cell.textContent).filter(Boolean)).toEqual(['Temperature', 'Humidity']);
        view.unmount();
        renderWidget(TimeseriesTable, widget({ showMilliseconds: true }), snapshot);
        expect(cellTexts(bodyRows()[0])[0]).toMatch(/:11:00\.000$/);
    });

    it("heads the table with the configured keys before any entity resolves (Rule Engine Statistics' exceptions)", () => {
        const exceptions = (label: string) => ({ name: 'ruleEngineException', type: 'timeseries' as const, label });
        const configured = widgetOf('timeseries_table', { datasources: [{ type: 'entity', entityAliasId: 'queues', dataKeys: [exceptions('Rule Chain'), exceptions('Rule Node'), exceptions('Latest Error')] }] }, 'timeseries');
        renderWidget(TimeseriesTable, configured, snapshotOf([]));
        expect(within(screen.getByRole('table')).getAllByRole('columnheader').map(cell => cell.textContent).filter(Boolean)).toEqual(['Timestamp', 'Rule Chain', 'Rule Node', 'Latest Error']);
    });
});
