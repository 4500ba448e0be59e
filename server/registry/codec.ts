import type { FieldDefinition, ResourceDefinition } from '../../resources/kernel';
import { entityId, type EntityType } from '../lib/ids';
import { fromJsonColumn, toJsonColumn } from '../lib/json';

export type Row = Record<string, unknown>;

/** Top-level fields only: dotted keys (additionalInfo.description) live inside their parent's JSON. */
export const topLevelFields = (resource: ResourceDefinition): Array<[string, FieldDefinition]> =>
    Object.entries(resource.fields).filter(([key]) => !key.includes('.'));

function readColumn(field: FieldDefinition, raw: unknown, row: Row): unknown {
    if (raw === undefined) return undefined;
    switch (field.storage ?? 'plain') {
        case 'boolean':
            return raw === null ? false : raw === 1 || raw === true;
        case 'json':
            return fromJsonColumn(raw as string | null);
        case 'entityId': {
            if (raw === null) return null;
            const type = field.typeColumn ? (row[field.typeColumn] as EntityType) : field.references!;
            return entityId(type, raw as string);
        }
        default:
            return raw;
    }
}

/**
 * A stored row as ThingsBoard serialises the entity. Joined extras (customerTitle …) appear when the
 * query selected them under the field's own name; `detail` adds the detail-only fields.
 */
export function rowToJson(resource: ResourceDefinition, row: Row, options: { detail: boolean }): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const mirrors: Array<[string, string]> = [];
    for (const [key, field] of topLevelFields(resource)) {
        if (field.detailOnly && !options.detail) continue;
        if (field.mirrors) mirrors.push([key, field.mirrors]);
        else if (field.joined) {
            if (key in row) out[key] = readColumn(field, row[key], row);
        } else if (field.column) out[key] = readColumn(field, row[field.column], row);
    }
    for (const [key, source] of mirrors) out[key] = out[source];
    return out;
}

/** The value a JSON property is stored as. */
export function writeColumn(field: FieldDefinition, value: unknown): unknown {
    switch (field.storage ?? 'plain') {
        case 'boolean':
            return value ? 1 : 0;
        case 'json':
            return toJsonColumn(value);
        case 'entityId':
            return isIdObject(value) ? value.id : null;
        default:
            return value === undefined ? null : value;
    }
}

export const isIdObject = (value: unknown): value is { id: string; entityType?: string } =>
    typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/**
 * The writable columns a save body sets: stored, not read-only, not the id, the time or the owner
 * columns (those are the server's). Properties absent from the body are left out, so an update
 * keeps them.
 */
export function bodyToColumns(resource: ResourceDefinition, body: Record<string, unknown>): Row {
    const owner = new Set(['id', 'created_time', resource.server.tenantColumn, resource.server.customerColumn]);
    const columns: Row = {};
    for (const [key, field] of topLevelFields(resource)) {
        if (!field.column || field.schema.readOnly || owner.has(field.column) || !(key in body)) continue;
        const value = body[key];
        columns[field.column] = writeColumn(field, value);
        if (field.typeColumn && isIdObject(value)) columns[field.typeColumn] = value.entityType ?? null;
    }
    return columns;
}
