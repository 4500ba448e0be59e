/** The value types of ThingsBoard's input widgets. */
export type InputValueType = 'string' | 'integer' | 'double' | 'boolean';

export interface InputRules {
    required: boolean;
    min?: number;
    max?: number;
    minLength?: number;
    maxLength?: number;
}

export type ParsedInput = { ok: true; value: string | number | boolean } | { ok: false; error: string; args?: Record<string, unknown> };

const INTEGER = /^[-+]?\d+$/;

/**
 * Text typed into an input widget as the value it writes, or why it cannot be written (an i18n key
 * with its arguments): integers and doubles must be numbers within min and max, text within its
 * lengths; empty is refused when required. Booleans are written as they are.
 */
export function parseInput(text: string, type: InputValueType, rules: InputRules): ParsedInput {
    if (type === 'boolean') return { ok: true, value: text === 'true' };
    const trimmed = type === 'string' ? text : text.trim();
    if (trimmed === '') return rules.required ? { ok: false, error: 'widgets.input.value-required' } : { ok: true, value: '' };
    if (type === 'string') {
        if (rules.minLength !== undefined && trimmed.length < rules.minLength) return { ok: false, error: 'widgets.input.min-length', args: { length: rules.minLength, smart_count: rules.minLength } };
        if (rules.maxLength !== undefined && trimmed.length > rules.maxLength) return { ok: false, error: 'widgets.input.max-length', args: { length: rules.maxLength, smart_count: rules.maxLength } };
        return { ok: true, value: trimmed };
    }
    if (type === 'integer' && !INTEGER.test(trimmed)) return { ok: false, error: 'attribute.invalid-integer' };
    const number = Number(trimmed);
    if (!Number.isFinite(number)) return { ok: false, error: 'attribute.invalid-double' };
    if (rules.min !== undefined && number < rules.min) return { ok: false, error: 'widgets.input.min-value', args: { value: rules.min } };
    if (rules.max !== undefined && number > rules.max) return { ok: false, error: 'widgets.input.max-value', args: { value: rules.max } };
    return { ok: true, value: number };
}

/** A stored value as the text an input field starts with. */
export const inputText = (value: unknown): string => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A stored value as a checkbox state ("true" text from time series counts as true). */
export const inputChecked = (value: unknown): boolean => value === true || value === 'true';

/** Numbers from settings that may be blank text. */
export const optionalNumber = (value: unknown): number | undefined => {
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
};
