import type { Authority, FieldDefinition, ResourceDefinition } from '../../resources/kernel';

/**
 * What the cross-part suites need to exercise a plain registry entry (one with no rules beyond its
 * declaration), derived from the entry itself: who creates its rows, where they are listed, a body
 * for a row. The suites that iterate the registry fall back to this, so a new plain entity is
 * tested without a line of test code written for it.
 */

type Json = Record<string, unknown>;

/** The authority that creates an entry's rows: the tenant admin when it may, else the sysadmin. */
export const creatorOf = (resource: ResourceDefinition): Authority =>
    resource.permissions.TENANT_ADMIN?.includes('create') ? 'TENANT_ADMIN' : 'SYS_ADMIN';

/** The list call of an authority's own scope, as a path (`/api/tenant/sites`). */
export function ownListOf(resource: ResourceDefinition, authority: Authority): string {
    const scope = resource.scopeOf[authority];
    const list = scope ? resource.endpoints[scope]?.list : undefined;
    if (!list) throw new Error(`${resource.name}: ${authority} has no list of its own`);
    return list.slice('GET '.length);
}

const typesOf = (field: FieldDefinition) => (typeof field.schema.type === 'string' ? [field.schema.type] : field.schema.type);

/** The fields a save body carries: stored, top level, neither read-only, hidden, joined nor an id. */
export const writableFields = (resource: ResourceDefinition): Array<[string, FieldDefinition]> =>
    Object.entries(resource.fields).filter(
        ([key, field]) => !key.includes('.') && field.column && !field.schema.readOnly && !field.ui?.hidden && !field.joined && field.storage !== 'entityId',
    );

/** A body for the i-th row: `name` (the title field) is the given text, every other writable field a value that varies with i. */
export function plainBody(resource: ResourceDefinition, name: string, i: number): Json {
    const body: Json = {};
    for (const [key, field] of writableFields(resource)) {
        const types = typesOf(field);
        if (key === resource.titleField) body[key] = name;
        else if (field.schema.enum) body[key] = field.schema.enum[i % field.schema.enum.length];
        else if (field.storage === 'boolean' || types.includes('boolean')) body[key] = i % 2 === 0;
        else if (types.includes('integer') || types.includes('number')) body[key] = i % 5;
        else if (types.includes('string')) body[key] = `${key} ${i % 4}`;
    }
    return body;
}

/** A change to a read row: the first writable text field besides the title, else the title. */
export function plainEdit(resource: ResourceDefinition): [field: string, value: unknown] {
    const other = writableFields(resource).find(([key, field]) => key !== resource.titleField && typesOf(field).includes('string') && !field.schema.enum);
    return other ? [other[0], 'edited'] : [resource.titleField, 'Edited title'];
}
