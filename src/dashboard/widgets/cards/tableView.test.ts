import { describe, expect, it } from 'vitest';
import { pageOf, parseSortOrder, searchRows, sortRows } from './tableView';

const rows = [
    { name: 'Thermostat T2', value: '9' },
    { name: 'thermostat t1', value: 10 },
    { name: 'Boiler', value: undefined },
    { name: 'Pump', value: 'off' },
];
const valueOf = (row: (typeof rows)[number], column: string) => (column === 'name' ? row.name : row.value);

describe('table view', () => {
    it('searches the shown text case-insensitively, an empty search keeps every row', () => {
        expect(searchRows(rows, 'THERMO', row => [row.name]).map(row => row.name)).toEqual(['Thermostat T2', 'thermostat t1']);
        expect(searchRows(rows, '  ', row => [row.name])).toHaveLength(4);
    });

    it('sorts numbers as numbers (9 before 10) and text naturally; missing values last both ways', () => {
        expect(sortRows(rows, { column: 'value', direction: 'asc' }, valueOf).map(row => row.value)).toEqual(['9', 10, 'off', undefined]);
        expect(sortRows(rows, { column: 'value', direction: 'desc' }, valueOf).map(row => row.value)).toEqual(['off', 10, '9', undefined]);
        expect(sortRows(rows, { column: 'name', direction: 'asc' }, valueOf).map(row => row.name)).toEqual(['Boiler', 'Pump', 'thermostat t1', 'Thermostat T2']);
        expect(sortRows(rows, null, valueOf)).toEqual(rows);
    });

    it('slices a page and shows the last page when asked past the end', () => {
        expect(pageOf(rows, 1, 3)).toEqual({ rows: [rows[3]], page: 1 });
        expect(pageOf(rows, 7, 3).page).toBe(1);
        expect(pageOf([], 2, 10)).toEqual({ rows: [], page: 0 });
    });

    it("reads ThingsBoard's defaultSortOrder: a column name, '-' in front for descending", () => {
        const known = (name: string) => (name === 'entityName' || name === 'temperature' ? name : null);
        expect(parseSortOrder('entityName', known)).toEqual({ column: 'entityName', direction: 'asc' });
        expect(parseSortOrder('-temperature', known)).toEqual({ column: 'temperature', direction: 'desc' });
        expect(parseSortOrder('nope', known)).toBeNull();
        expect(parseSortOrder(undefined, known)).toBeNull();
    });
});
