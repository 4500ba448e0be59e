import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';

/** The JSON form's value (part 2 §3.1). */
export interface JsonFormValue {
    schema: RJSFSchema;
    form: unknown[];
    groupInfoes: unknown[];
    model: Record<string, unknown>;
}

/** Defaults: form a single wildcard entry, no groups, an empty model. */
export const jsonFormValueOf = (value?: Partial<JsonFormValue> | null): JsonFormValue => ({
    schema: value?.schema ?? { type: 'object', properties: {} },
    form: value?.form ?? ['*'],
    groupInfoes: value?.groupInfoes ?? [],
    model: value?.model ?? {},
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Empty strings count as unset, at any depth. */
export const withoutEmptyStrings = (model: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
        Object.entries(model)
            .filter(([, value]) => value !== '')
            .map(([key, value]) => [key, isObject(value) ? withoutEmptyStrings(value) : value])
    );

type SchemaNode = RJSFSchema & { enumNames?: string[]; validationMessage?: string | Record<string, string> };

const propertiesOf = (schema: SchemaNode): Record<string, SchemaNode> => (isObject(schema.properties) ? (schema.properties as Record<string, SchemaNode>) : {});

/**
 * The schema-to-control mapping of part 2 §5.1 that the renderer does not do by itself: an
 * array of enum values is checkboxes, enum names label a select's options, read-only fields are
 * read-only. Strings (select with an enum), numbers, booleans, dates, arrays and fieldsets are
 * the renderer's own.
 */
export const uiSchemaOf = (schema: SchemaNode): UiSchema => {
    const ui: UiSchema = {};
    for (const [name, property] of Object.entries(propertiesOf(schema))) {
        const entry: UiSchema = property.type === 'object' ? uiSchemaOf(property) : {};
        const items = property.items as SchemaNode | undefined;
        if (property.type === 'array' && items?.enum) entry['ui:widget'] = 'checkboxes';
        if (property.enumNames) entry['ui:enumNames'] = property.enumNames;
        if (property.readOnly) entry['ui:readonly'] = true;
        if (Object.keys(entry).length > 0) ui[name] = entry;
    }
    return ui;
};

/** Checkboxes (booleans) default to false. */
export const withCheckboxDefaults = (schema: SchemaNode, model: Record<string, unknown>): Record<string, unknown> => {
    const filled: Record<string, unknown> = { ...model };
    for (const [name, property] of Object.entries(propertiesOf(schema))) {
        if (property.type === 'boolean' && filled[name] === undefined) filled[name] = false;
        if (property.type === 'object') filled[name] = withCheckboxDefaults(property, isObject(filled[name]) ? filled[name] : {});
    }
    return filled;
};

const schemaAt = (schema: SchemaNode, property: string): SchemaNode | undefined =>
    property
        .split('.')
        .filter(Boolean)
        .reduce<SchemaNode | undefined>((node, name) => (node ? propertiesOf(node)[name] : undefined), schema);

/** A property's custom validation message replaces the validator's (one text, or one per error kind). */
export const withCustomMessages = (schema: SchemaNode) => (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map(error => {
        const path = error.name === 'required' ? `${error.property ?? ''}.${String(error.params?.missingProperty ?? '')}` : (error.property ?? '');
        const custom = schemaAt(schema, path)?.validationMessage;
        const message = typeof custom === 'string' ? custom : custom?.[error.name ?? ''];
        return message ? { ...error, message, stack: message } : error;
    });
