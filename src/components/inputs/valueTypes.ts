export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The value-input types of part 2 §3.10. */
export type ValueType = 'string' | 'integer' | 'double' | 'boolean' | 'json';

export const VALUE_TYPES: readonly ValueType[] = ['string', 'integer', 'double', 'boolean', 'json'];

/** The input type a value is edited with (part 2 §4): boolean, integer without a decimal point, double, JSON object, else string. */
export const inferValueType = (value: JsonValue): ValueType => {
    if (typeof value === 'boolean') return 'boolean';
    if (typeof value === 'number') return String(value).includes('.') ? 'double' : 'integer';
    if (typeof value === 'string') return 'string';
    return 'json';
};

/** What the input holds while it is edited: text for every type but boolean, which is a switch. */
export interface TypedValueDraft {
    type: ValueType;
    text: string;
    checked: boolean;
}

/** Changing the type resets the value (part 2 §4): boolean to false, JSON to an empty object, others to empty. */
export const draftForType = (type: ValueType): TypedValueDraft => ({ type, text: type === 'json' ? '{}' : '', checked: false });

/** The draft of an existing value, its type inferred. */
export const draftOf = (value: JsonValue | undefined): TypedValueDraft => {
    if (value === undefined) return draftForType('string');
    const type = inferValueType(value);
    const text = type === 'boolean' ? '' : type === 'json' ? JSON.stringify(value, null, 2) : String(value);
    return { type, text, checked: value === true };
};

/** The i18n key of a draft's problem, or null when it is valid (part 2 §5.1 value input). */
export const typedValueError = (draft: TypedValueDraft, requiredText?: string): string | null => {
    const { type, text } = draft;
    if (type === 'boolean') return null;
    if (text.trim() === '') return requiredText ?? `value.${type}-value-required`;
    if (type === 'integer' && !/^-?\d+$/.test(text.trim())) return 'value.invalid-integer-value';
    // A number field hands over no text for what is not a number, so that reads as empty.
    if (type === 'double' && !Number.isFinite(Number(text))) return requiredText ?? 'value.double-value-required';
    if (type === 'json' && parseJson(text) === undefined) return 'value.json-value-invalid';
    return null;
};

const parseJson = (text: string): JsonValue | undefined => {
    try {
        return JSON.parse(text) as JsonValue;
    } catch {
        return undefined;
    }
};

/** The value the input emits: only when valid (a boolean always is), otherwise null. */
export const typedValueOf = (draft: TypedValueDraft): JsonValue | null => {
    if (typedValueError(draft) !== null) return null;
    switch (draft.type) {
        case 'boolean':
            return draft.checked;
        case 'integer':
        case 'double':
            return Number(draft.text);
        case 'json':
            return parseJson(draft.text) ?? null;
        case 'string':
            return draft.text;
    }
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
