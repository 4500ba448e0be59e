/** ThingsBoard's default number of decimals when neither the data key nor the widget sets one. */
export const DEFAULT_DECIMALS = 2;

/** A number as a string, or the number itself; null for anything else (text, JSON, booleans). */
export const numericValue = (value: unknown): number | null => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value !== 'string' || value.trim() === '') return null;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
};

/**
 * A value as ThingsBoard's widgets show it: numbers with the given decimals, then a space and the
 * units when there are any; anything else as text. Missing values show as an empty string.
 */
export function formatValue(value: unknown, decimals: number | null | undefined, units?: string | null): string {
    if (value === null || value === undefined) return '';
    const number = numericValue(value);
    const text = number === null ? (typeof value === 'string' ? value : JSON.stringify(value)) : number.toFixed(decimals ?? DEFAULT_DECIMALS);
    return units ? `${text} ${units}` : text;
}
