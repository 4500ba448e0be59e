import { NULL_UUID, type FieldDefinition, type PropertySchema, type Widget } from '../../resources/kernel';

/** The first non-null JSON type of a schema. */
export const baseType = (schema: PropertySchema): string =>
    Array.isArray(schema.type)
        ? (schema.type.find(type => type !== 'null') ?? 'string')
        : (schema.type as string);

export type DisplayKind =
    | 'dateTime'
    | 'boolean'
    | 'text'
    | 'number'
    | 'json'
    | 'reference'
    | 'owner'
    | 'assignedCustomers'
    | 'image'
    | 'bytes';

/** How a list column or a details row shows a field, from its schema and ui hints. */
export const displayKindOf = (key: string, field: FieldDefinition): DisplayKind => {
    if (key === 'createdTime') return 'dateTime';
    if (key === 'assignedCustomers') return 'assignedCustomers';
    if (key === 'dataSize') return 'bytes';
    // System rows (widgets bundles, resources) are told apart by their tenant.
    if (key === 'tenantId') return 'owner';
    if (field.ui?.widget === 'image') return 'image';
    if (field.storage === 'entityId' && field.ui?.reference) return 'reference';
    const type = baseType(field.schema);
    if (type === 'boolean') return 'boolean';
    if (type === 'integer' || type === 'number') return 'number';
    if (type === 'object' || type === 'array') return 'json';
    return 'text';
};

/** The input a form shows for a field: the ui hint, else one derived from the schema. */
export const widgetOf = (field: FieldDefinition): Widget => {
    if (field.ui?.widget) return field.ui.widget;
    if (field.schema.enum) return 'select';
    if (field.schema.format === 'email') return 'email';
    const type = baseType(field.schema);
    if (type === 'boolean') return 'boolean';
    if (type === 'integer' || type === 'number') return 'number';
    if (type === 'object' || type === 'array') return 'json';
    return 'text';
};

/** Fields a person edits: not hidden, not read-only, not computed by the server. */
export const isEditable = (field: FieldDefinition): boolean =>
    !field.ui?.hidden && !field.ui?.readOnly && !field.schema.readOnly && !field.mirrors && !field.joined;

export { NULL_UUID };
