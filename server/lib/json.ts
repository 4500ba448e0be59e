/** Reads a JSON column; a NULL column is JSON null. */
export function fromJsonColumn<T = unknown>(text: string | null): T | null {
    return text === null ? null : (JSON.parse(text) as T);
}

/** Writes a JSON column; null and undefined are stored as NULL. */
export function toJsonColumn(value: unknown): string | null {
    return value === null || value === undefined ? null : JSON.stringify(value);
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
