import type { RaRecord } from 'react-admin';
import type { EntityType } from '../../../resources/kernel';

/** A ThingsBoard entity as it travels: its id is `{entityType, id}`. */
export interface Entity {
    id: { entityType: string; id: string };
    [field: string]: unknown;
}

const isEntityId = (value: unknown): value is Entity['id'] =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Entity['id']).id === 'string';

/** react-admin needs a scalar id; the uuid is unique across entity types. */
export const toRecord = (entity: Entity): RaRecord =>
    isEntityId(entity.id) ? { ...entity, id: entity.id.id } : (entity as unknown as RaRecord);

/**
 * Back to the server's shape: the flat id becomes `{entityType, id}` again. Every other
 * EntityId (customerId, deviceProfileId…) stayed an object in the record.
 */
export const toEntity = (
    entityType: EntityType,
    record: Partial<RaRecord>
): Record<string, unknown> => {
    const { id, ...fields } = record;
    if (id === undefined || id === null || id === '') return fields;
    return { ...fields, id: isEntityId(id) ? id : { entityType, id: String(id) } };
};
