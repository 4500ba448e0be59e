import type { JsonFormValue } from '../../../components/inputs/jsonFormValue';

/**
 * A widget type's settingsSchema or dataKeySettingsSchema: JSON text of {schema, form, groupInfoes}.
 * Null when missing, unparsable or without properties (nothing to edit).
 */
export function parseSettingsSchema(text: string | null | undefined): Omit<JsonFormValue, 'model'> | null {
    if (!text?.trim()) return null;
    try {
        const parsed = JSON.parse(text) as Partial<JsonFormValue>;
        const properties = (parsed.schema as { properties?: Record<string, unknown> } | undefined)?.properties;
        if (!parsed.schema || !properties || Object.keys(properties).length === 0) return null;
        return { schema: parsed.schema, form: parsed.form ?? ['*'], groupInfoes: parsed.groupInfoes ?? [] };
    } catch {
        return null;
    }
}
