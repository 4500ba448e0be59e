/** A settings form keeps every value as the input shows it: text for fields, true/false for boxes. */
export type SettingsValues = Record<string, string | boolean>;

/** One input of a settings page; pages describe their forms as lists of these. */
export interface SettingsField {
    name: string;
    /** i18n key of the label. */
    label: string;
    kind: 'text' | 'number' | 'password' | 'select' | 'checkbox';
    options?: ReadonlyArray<{ value: string; label: string }>;
    /** i18n key shown when the field is empty. */
    required?: string;
    /** Returns the i18n key of what is wrong with a non-empty value. */
    check?: (value: string) => string | null;
    /** Shown only when this returns true (proxy fields only with the proxy on, and so on). */
    visible?: (values: SettingsValues) => boolean;
    hint?: string;
    /** Takes the whole row on wide screens. */
    wide?: boolean;
    autoComplete?: string;
}

/** A whole number from min to max (inclusive); anything else is reported with `message`. */
export const integerIn =
    (min: number, max: number, message: string) =>
    (value: string): string | null => {
        const number = Number(value);
        return /^-?\d+$/.test(value.trim()) && number >= min && number <= max ? null : message;
    };

export const isShown = (field: SettingsField, values: SettingsValues) => !field.visible || field.visible(values);

/** The i18n key of the first problem of each visible field; hidden fields are not checked. */
export function settingsErrors(fields: ReadonlyArray<SettingsField>, values: SettingsValues): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const field of fields) {
        if (!isShown(field, values) || field.kind === 'checkbox') continue;
        const value = String(values[field.name] ?? '').trim();
        if (value === '') {
            if (field.required) errors[field.name] = field.required;
            continue;
        }
        const problem = field.check?.(value);
        if (problem) errors[field.name] = problem;
    }
    return errors;
}

/** Text for the inputs: numbers as digits, null and undefined as empty. */
export function valuesOf(json: Record<string, unknown>, fields: ReadonlyArray<SettingsField>): SettingsValues {
    const values: SettingsValues = {};
    for (const field of fields) {
        const value = json[field.name];
        values[field.name] = field.kind === 'checkbox' ? value === true : value === null || value === undefined ? '' : String(value);
    }
    return values;
}

/** Back to JSON: number fields as numbers (null when empty), text trimmed. */
export function jsonOf(values: SettingsValues, fields: ReadonlyArray<SettingsField>): Record<string, unknown> {
    const json: Record<string, unknown> = {};
    for (const field of fields) {
        const value = values[field.name];
        if (field.kind === 'checkbox') json[field.name] = value === true;
        else if (field.kind === 'number') json[field.name] = String(value).trim() === '' ? null : Number(value);
        else json[field.name] = field.kind === 'password' ? String(value) : String(value ?? '').trim();
    }
    return json;
}

/** ThingsBoard's E.164 phone number pattern, also checked by the server. */
const E164 = /^\+[1-9]\d{1,14}$/;
export const e164 = (value: string): string | null => (E164.test(value) ? null : 'admin.phone-number-pattern');
