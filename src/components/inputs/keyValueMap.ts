/** A key-value map is edited as rows; the value is an object of string keys to string values. */
export interface KeyValueRow {
    key: string;
    value: string;
}

export const rowsOf = (map: Record<string, string> | null | undefined): KeyValueRow[] =>
    Object.entries(map ?? {}).map(([key, value]) => ({ key, value: String(value) }));

export const mapOf = (rows: readonly KeyValueRow[]): Record<string, string> =>
    Object.fromEntries(rows.map(row => [row.key, row.value]));

/** Each row needs a non-empty key and a non-empty value, else the whole control is invalid. */
export const keyValueRowsValid = (rows: readonly KeyValueRow[]): boolean => rows.every(row => row.key !== '' && row.value !== '');
