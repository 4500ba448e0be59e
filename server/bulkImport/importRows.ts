import type { components } from '../../shared/generated/api.gen';
import type { TypedValue } from '../telemetry/kv';
import type { CsvRecord } from '../../shared/csv';

export type ColumnType = components['schemas']['BulkImportColumnType'];
export type ColumnMapping = components['schemas']['BulkImportRequest']['mapping']['columns'][number];

/** Columns whose values become attributes or time series (under the column's key), with where they go. */
export const KV_COLUMNS = {
    SHARED_ATTRIBUTE: { scope: 'SHARED_SCOPE' },
    SERVER_ATTRIBUTE: { scope: 'SERVER_SCOPE' },
    TIMESERIES: { scope: 'TIMESERIES' },
} as const;
export type KvColumnType = keyof typeof KV_COLUMNS;
export type FieldColumnType = Exclude<ColumnType, KvColumnType>;

export const isKvColumn = (type: ColumnType): type is KvColumnType => type in KV_COLUMNS;

export interface ImportKv {
    type: KvColumnType;
    key: string;
    value: TypedValue;
}

/** One entity to import: its line number (ThingsBoard's count) and its non-empty values. */
export interface ImportRow {
    line: number;
    fields: Partial<Record<FieldColumnType, string>>;
    kvs: ImportKv[];
}

export type ImportLine = { line: number; row: ImportRow; error?: undefined } | { line: number; row?: undefined; error: string };

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A CSV value with the type ThingsBoard's TypeCastUtil gives it: numbers (a decimal comma counts as
 * a point) are DOUBLE when written with a point and no exponent, LONG when whole, `true`/`false`
 * in any case are BOOLEAN, everything else is STRING.
 */
export function castValue(text: string): TypedValue {
    const number = text.replace(',', '.');
    if (NUMBER.test(number)) {
        const value = Number(number);
        const simpleDouble = number.includes('.') && !/[eE]/.test(number);
        if (simpleDouble || !Number.isInteger(value)) return { type: 'DOUBLE', value };
        if (Number.isSafeInteger(value)) return { type: 'LONG', value };
        return { type: 'STRING', value: text };
    }
    const lower = text.toLowerCase();
    if (lower === 'true' || lower === 'false') return { type: 'BOOLEAN', value: lower === 'true' };
    return { type: 'STRING', value: text };
}

/**
 * Pairs each record with the column mapping. Lines are counted as ThingsBoard counts them: one
 * per record, the header included (so with a header the first entity is line 2). A record whose
 * field count differs from the mapping's, or that could not be read, becomes that line's error.
 */
export function importLines(records: readonly CsvRecord[], columns: readonly ColumnMapping[], header: boolean): ImportLine[] {
    return [...readImportLines(records, columns, header)];
}

/** The lines of `importLines`, one at a time as they are asked for (records may be read lazily too). */
export function* readImportLines(records: Iterable<CsvRecord>, columns: readonly ColumnMapping[], header: boolean): Generator<ImportLine> {
    let index = -1;
    for (const record of records) {
        index += 1;
        if (header && index === 0) continue;
        const line = index + 1;
        if (record.error !== undefined) {
            yield { line, error: `Invalid CSV: ${record.error}` };
            continue;
        }
        if (record.fields.length !== columns.length) {
            yield { line, error: `The line has ${record.fields.length} columns, the mapping has ${columns.length}` };
            continue;
        }
        const row: ImportRow = { line, fields: {}, kvs: [] };
        record.fields.forEach((value, column) => {
            if (value === '') return;
            const { type, key } = columns[column]!;
            if (isKvColumn(type)) row.kvs.push({ type, key: key!, value: castValue(value) });
            else row.fields[type] = value;
        });
        yield { line, row };
    }
}
