import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetActionContext } from '../../runtime/WidgetActionContext';
import { EntitiesTable } from './EntitiesTable';
import { renderWidget, series, snapshotOf, widgetOf } from './widgetTestKit';

const thermostat = (index: number, temperature: number, humidity: number) => [
    series({ name: `Thermostat T${index}`, id: `t${index}`, label: `Room ${index}` }, { name: 'temperature', label: 'Temperature', units: '°C', decimals: 1 }, [[1000, temperature]]),
    series({ name: `Thermostat T${index}`, id: `t${index}`, label: `Room ${index}` }, { name: 'humidity', label: 'Humidity', units: '%', decimals: 0 }, [[1000, humidity]]),
];
const fiveThermostats = snapshotOf([1, 2, 3, 4, 5].flatMap(index => thermostat(index, 20 + index / 3, 40 + index)));

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map(cell => cell.textContent);

describe('entities table widget', () => {
    it('shows a row per entity: its name, then each key with units and decimals, under the column titles', () => {
        renderWidget(EntitiesTable, widgetOf('entities_table', { title: 'Thermostats' }), snapshotOf(thermostat(1, 21.456, 40.4)));
        const headers = within(screen.getByRole('table', { name: 'Thermostats' })).getAllByRole('columnheader').map(cell => cell.textContent).filter(Boolean);
        expect(headers).toEqual(['Entity name', 'Temperature', 'Humidity']);
        expect(bodyRows().map(cellTexts)).toEqual([['Thermostat T1', '21.5 °C', '40 %']]);
    });

    it('adds the label and type columns when the settings ask, with their own titles', () => {
        const settings = { displayEntityLabel: true, entityLabelColumnTitle: 'Room', displayEntityType: true, entityNameColumnTitle: 'Device' };
        renderWidget(EntitiesTable, widgetOf('entities_table', { settings }), snapshotOf(thermostat(1, 21, 40)));
        expect(within(screen.getByRole('table')).getAllByRole('columnheader').map(cell => cell.textContent).filter(Boolean)).toEqual(['Device', 'Room', 'Entity type', 'Temperature', 'Humidity']);
        expect(cellTexts(bodyRows()[0])).toEqual(['Thermostat T1', 'Room 1', 'Device', '21.0 °C', '40 %']);
    });

    it('pages by defaultPageSize and moves to the next page', () => {
        renderWidget(EntitiesTable, widgetOf('entities_table', { settings: { defaultPageSize: 2 } }), fiveThermostats);
        expect(bodyRows().map(row => cellTexts(row)[0])).toEqual(['Thermostat T1', 'Thermostat T2']);
        expect(screen.getByText('1-2 of 5')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
        expect(bodyRows().map(row => cellTexts(row)[0])).toEqual(['Thermostat T3', 'Thermostat T4']);
    });

    it('searches the shown values and names, back to the first page', () => {
        renderWidget(EntitiesTable, widgetOf('entities_table', { settings: { defaultPageSize: 2 } }), fiveThermostats);
        fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
        fireEvent.click(screen.getByRole('button', { name: 'Search' }));
        fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '45 %' } });
        expect(bodyRows().map(row => cellTexts(row)[0])).toEqual(['Thermostat T5']);
        fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'nothing like it' } });
        expect(screen.getByText('No entities found')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Close' }));
        expect(bodyRows()).toHaveLength(2);
    });

    it('sorts by the default sort order and by a clicked column, numbers as numbers', () => {
        renderWidget(EntitiesTable, widgetOf('entities_table', { settings: { defaultSortOrder: '-Temperature' } }), fiveThermostats);
        expect(bodyRows().map(row => cellTexts(row)[0])[0]).toBe('Thermostat T5');
        fireEvent.click(screen.getByRole('button', { name: 'Humidity' }));
        expect(bodyRows().map(row => cellTexts(row)[2])).toEqual(['41 %', '42 %', '43 %', '44 %', '45 %']);
        fireEvent.click(screen.getByRole('button', { name: 'Humidity' }));
        expect(bodyRows().map(row => cellTexts(row)[2])[0]).toBe('45 %');
    });

    it("runs the widget's rowClick actions with the clicked entity", () => {
        const runActions = vi.fn();
        const widget = widgetOf('entities_table', { actions: { rowClick: [{ id: 'a', name: 'Open', type: 'openDashboardState', targetDashboardStateId: 'details' }] } });
        renderWidget(EntitiesTable, widget, fiveThermostats, node => <WidgetActionContext.Provider value={runActions}>{node}</WidgetActionContext.Provider>);
        fireEvent.click(screen.getByText('Thermostat T2'));
        expect(runActions).toHaveBeenCalledWith('rowClick', { entityId: { entityType: 'DEVICE', id: 't2' }, entityName: 'Thermostat T2', entityLabel: 'Room 2' });
    });

    it('shows a new value of an entity in its row', () => {
        const view = renderWidget(EntitiesTable, widgetOf('entities_table'), snapshotOf(thermostat(1, 21, 40)));
        view.update(snapshotOf(thermostat(1, 23.46, 40)));
        expect(cellTexts(bodyRows()[0])[1]).toBe('23.5 °C');
    });

    it("takes its columns from the widget's configured keys, not from the data: a key no entity has yet still heads its column", () => {
        const key = (name: string, label: string, type: 'attribute' | 'timeseries') => ({ name, label, type });
        const configured = widgetOf('entities_table', {
            settings: { entityNameColumnTitle: 'Gateway Name' },
            datasources: [{ type: 'entity', entityAliasId: 'gateways', dataKeys: [key('active', 'Active', 'attribute'), key('eventsSent', 'Sent', 'timeseries'), key('LOGS', 'Latest log', 'timeseries')] }],
        });
        const headers = () => within(screen.getByRole('table')).getAllByRole('columnheader').map(cell => cell.textContent).filter(Boolean);
        const view = renderWidget(EntitiesTable, configured, snapshotOf([]));
        expect(headers()).toEqual(['Gateway Name', 'Active', 'Sent', 'Latest log']);
        view.unmount();
        // One gateway with data for a single key: the columns stay the configured ones, in their order.
        renderWidget(EntitiesTable, configured, snapshotOf([series({ name: 'Gateway 1', id: 'g1' }, key('eventsSent', 'Sent', 'timeseries'), [[1000, 7]])]));
        expect(headers()).toEqual(['Gateway Name', 'Active', 'Sent', 'Latest log']);
        expect(cellTexts(bodyRows()[0])).toEqual(['Gateway 1', '', '7.00', '']);
    });
});
