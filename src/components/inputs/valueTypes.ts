export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type ValueType = 'string' | 'integer' | 'double' | 'boolean' | 'json';

export const VALUE_TYPES: readonly ValueType[] = ['string', 'integer', 'double', 'boolean', 'json'];

/** The input type a value is edited with, as ThingsBoard's value input guesses it. */
export const inferValueType = (value: JsonValue): ValueType => {
    if (typeof value === 'boolean') return 'boolean';
    if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'double';
    if (typeof value === 'string') return 'string';
    return 'json';
};

/** How a value shows in the table: objects as JSON, everything else as text. */
export const displayValue = (value: JsonValue): string =>
    typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * v1 socket updates send every value as text; read it back as the type the REST snapshot had, so
 * a string attribute "42" stays a string.
 */
export const parseWireValue = (text: string, previous: JsonValue | undefined): JsonValue => {
    if (typeof previous === 'string') return text;
    try {
        return JSON.parse(text) as JsonValue;
    } catch {
        return text;
    }
};

/** The typed value of an input's text, or null when it does not fit the type. */
export const parseTypedInput = (type: ValueType, text: string, checked: boolean): JsonValue | null => {
    switch (type) {
        case 'string':
            return text;
        case 'boolean':
            return checked;
        case 'integer':
            return /^-?\d+$/.test(text.trim()) ? Number(text) : null;
        case 'double':
            return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null;
        case 'json':
            try {
                return JSON.parse(text) as JsonValue;
            } catch {
                return null;
            }
    }
};
