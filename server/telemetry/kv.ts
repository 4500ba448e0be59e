/**
 * ThingsBoard's typed key-value model. A value has exactly one of five types and is stored in the
 * column of its type, so it comes back as it was written: a device that sends 25.0 gets a DOUBLE
 * that reads back as "25.0", and 25 a LONG that reads back as "25".
 */
export type TypedValue =
    | { type: 'BOOLEAN'; value: boolean }
    | { type: 'LONG'; value: number }
    | { type: 'DOUBLE'; value: number }
    | { type: 'STRING'; value: string }
    /** The value is the JSON text as received. */
    | { type: 'JSON'; value: string };

export type KvType = TypedValue['type'];

export interface KvEntry {
    key: string;
    value: TypedValue;
}

export interface TsEntry extends KvEntry {
    ts: number;
}

export interface AttributeEntry extends KvEntry {
    lastUpdateTs: number;
}

export interface KvColumns {
    bool_v: number | null;
    str_v: string | null;
    long_v: number | null;
    dbl_v: number | null;
    json_v: string | null;
}

export function toColumns(value: TypedValue): KvColumns {
    const columns: KvColumns = { bool_v: null, str_v: null, long_v: null, dbl_v: null, json_v: null };
    switch (value.type) {
        case 'BOOLEAN':
            columns.bool_v = value.value ? 1 : 0;
            break;
        case 'LONG':
            columns.long_v = value.value;
            break;
        case 'DOUBLE':
            columns.dbl_v = value.value;
            break;
        case 'STRING':
            columns.str_v = value.value;
            break;
        case 'JSON':
            columns.json_v = value.value;
            break;
    }
    return columns;
}

export function fromColumns(row: KvColumns): TypedValue {
    if (row.bool_v !== null) return { type: 'BOOLEAN', value: row.bool_v === 1 };
    if (row.long_v !== null) return { type: 'LONG', value: Number(row.long_v) };
    if (row.dbl_v !== null) return { type: 'DOUBLE', value: row.dbl_v };
    if (row.json_v !== null) return { type: 'JSON', value: row.json_v };
    return { type: 'STRING', value: row.str_v ?? '' };
}

/** The value with its JSON type (attributes, and time series with useStrictDataTypes=true). */
export function strictValue(value: TypedValue): unknown {
    if (value.type !== 'JSON') return value.value;
    try {
        return JSON.parse(value.value) as unknown;
    } catch {
        return value.value;
    }
}

/** The value as ThingsBoard's `getValueAsString()` writes it (Java's Long and Double toString). */
export function textValue(value: TypedValue): string {
    switch (value.type) {
        case 'BOOLEAN':
            return value.value ? 'true' : 'false';
        case 'LONG':
            return String(value.value);
        case 'DOUBLE':
            return javaDoubleString(value.value);
        case 'STRING':
        case 'JSON':
            return value.value;
    }
}

/** Java's Double.toString: "42.0", "0.001", "1.0E7", "1.234E-5". */
export function javaDoubleString(value: number): string {
    if (Number.isNaN(value)) return 'NaN';
    if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
    if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
    const magnitude = Math.abs(value);
    if (magnitude >= 1e-3 && magnitude < 1e7) {
        const plain = String(value);
        return plain.includes('.') ? plain : `${plain}.0`;
    }
    const [mantissa, exponent] = value.toExponential().split('e') as [string, string];
    return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}

/** A plain JS value typed the way ThingsBoard's JSON readers type it (whole numbers are LONG). */
export function typedFromPlain(value: unknown): TypedValue | null {
    if (value === null || value === undefined) return null;
    if (typeof value === 'boolean') return { type: 'BOOLEAN', value };
    if (typeof value === 'string') return { type: 'STRING', value };
    if (typeof value === 'number') return Number.isInteger(value) ? { type: 'LONG', value } : { type: 'DOUBLE', value };
    return { type: 'JSON', value: JSON.stringify(value) };
}

export const sameValue = (a: TypedValue, b: TypedValue): boolean => a.type === b.type && a.value === b.value;
