import { numericValue } from '../../runtime/formatValue';

export type SortDirection = 'asc' | 'desc';

export interface SortOrder {
    /** A column id of the table (entity name, a key's index…). */
    column: string;
    direction: SortDirection;
}

/** Rows whose shown text contains the search text, case-insensitively (all rows for an empty search). */
export function searchRows<T>(rows: readonly T[], text: string, cellsOf: (row: T) => readonly string[]): T[] {
    const needle = text.trim().toLowerCase();
    if (!needle) return [...rows];
    return rows.filter(row => cellsOf(row).some(cell => cell.toLowerCase().includes(needle)));
}

/** Numbers compare as numbers, everything else as text; missing values go last in either direction. */
function compareValues(a: unknown, b: unknown): number {
    const aMissing = a === undefined || a === null || a === '';
    const bMissing = b === undefined || b === null || b === '';
    if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
    const aNumber = numericValue(a);
    const bNumber = numericValue(b);
    if (aNumber !== null && bNumber !== null) return aNumber - bNumber;
    return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** A sorted copy; the sort is stable, so equal rows keep the feed's order. */
export function sortRows<T>(rows: readonly T[], order: SortOrder | null, valueOf: (row: T, column: string) => unknown): T[] {
    if (!order) return [...rows];
    const sign = order.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
        const x = valueOf(a, order.column);
        const y = valueOf(b, order.column);
        const missing = (x === undefined || x === null || x === '') !== (y === undefined || y === null || y === '');
        // Missing values stay at the end whichever way the column is sorted.
        return missing ? compareValues(x, y) : sign * compareValues(x, y);
    });
}

/** The rows of one page; a page past the end shows the last page instead of nothing. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { rows: T[]; page: number } {
    const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
    const shown = Math.min(Math.max(0, page), lastPage);
    return { rows: rows.slice(shown * pageSize, (shown + 1) * pageSize), page: shown };
}

/** ThingsBoard's `defaultSortOrder` setting: a column name, '-' in front for descending. */
export function parseSortOrder(setting: unknown, columnOf: (name: string) => string | null): SortOrder | null {
    if (typeof setting !== 'string' || !setting.trim()) return null;
    const descending = setting.startsWith('-');
    const column = columnOf(setting.replace(/^[-+]/, '').trim());
    return column === null ? null : { column, direction: descending ? 'desc' : 'asc' };
}
