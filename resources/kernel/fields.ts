import type { EntityType } from './ids';
import type { FieldDefinition } from './types';

/** Building blocks for the fields every entity shares; an entry spreads what it has. */

export const MAX_LENGTH = 255;

export const idField = (entityType: EntityType): FieldDefinition => ({
    schema: { type: 'object', readOnly: true },
    column: 'id',
    storage: 'entityId',
    references: entityType,
    ui: { hidden: true },
});

export const createdTimeField: FieldDefinition = {
    schema: { type: 'integer', readOnly: true },
    column: 'created_time',
    ui: { readOnly: true },
};

export const tenantIdField: FieldDefinition = {
    schema: { type: 'object', readOnly: true },
    column: 'tenant_id',
    storage: 'entityId',
    references: 'TENANT',
    ui: { hidden: true },
};

export const customerIdField: FieldDefinition = {
    schema: { type: 'object', readOnly: true },
    column: 'customer_id',
    storage: 'entityId',
    references: 'CUSTOMER',
    ui: { hidden: true },
};

export const additionalInfoField: FieldDefinition = {
    schema: { type: ['object', 'null'] },
    column: 'additional_info',
    storage: 'json',
    ui: { hidden: true },
};

/** additionalInfo.description, edited as a text area. */
export const descriptionInfoField: FieldDefinition = {
    schema: { type: 'string' },
    ui: { widget: 'textarea', multiline: true },
};

/** A plain text column of at most 255 characters. */
export const textField = (column: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
    schema: { type: ['string', 'null'], maxLength: MAX_LENGTH },
    column,
    ...extra,
});

/** A required, tenant-unique name (ThingsBoard's "X name should be specified!", "X with such name already exists!"). */
export const nameField = (column: string, subject: string, options: { unique?: boolean; field?: string; requiredKey: string }): FieldDefinition => ({
    schema: { type: 'string', maxLength: MAX_LENGTH },
    column,
    required: { message: `${subject} ${options.field ?? 'name'} should be specified!` },
    ...(options.unique ? { unique: { message: `${subject} with such ${options.field ?? 'name'} already exists!` } } : {}),
    ui: { widget: 'text', requiredKey: options.requiredKey },
});

/** Customer and tenant contact fields (ContactBased), edited together by the contact block (country select, postal-code patterns). */
export const contactFields: Record<string, FieldDefinition> = {
    country: textField('country', { ui: { widget: 'contact' } }),
    state: textField('state', { ui: { widget: 'contact' } }),
    city: textField('city', { ui: { widget: 'contact' } }),
    address: textField('address', { ui: { widget: 'contact' } }),
    address2: textField('address2', { ui: { widget: 'contact' } }),
    zip: textField('zip', { ui: { widget: 'contact' } }),
    phone: textField('phone', { ui: { widget: 'contact' } }),
    email: { ...textField('email'), schema: { type: ['string', 'null'], maxLength: MAX_LENGTH, format: 'email' }, ui: { widget: 'contact' } },
};

/** The *Info extras of entities assigned to customers. */
export const customerInfoFields: Record<string, FieldDefinition> = {
    customerTitle: { schema: { type: ['string', 'null'], readOnly: true }, joined: 'c.title', ui: { readOnly: true } },
    customerIsPublic: { schema: { type: 'boolean', readOnly: true }, joined: 'c.is_public', storage: 'boolean', ui: { hidden: true } },
};

export const customerJoin = { c: { table: 'customer', on: 'customer_id' } } as const;
