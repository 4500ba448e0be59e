import { REGISTRY_ENTITY_TYPES } from './registryNames.gen';

/**
 * The identifiers every part speaks: who a user is (Authority), what an entity is (EntityType) and
 * how one is named (EntityId). Defined once here; the console, the server, the tests and the
 * contract's enums (generated into schemas/openapi.yaml) take them from this file.
 */

/** ThingsBoard's "none" id: an unassigned customer, the sysadmin's tenant, the public user's id. */
export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

export const AUTHORITIES = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

export type Authority = (typeof AUTHORITIES)[number];

export const isAuthority = (value: unknown): value is Authority => (AUTHORITIES as readonly unknown[]).includes(value);

/** ThingsBoard's entity types that are no registry entry: they have no list page of their own. */
export const OTHER_ENTITY_TYPES = ['ALARM', 'RULE_NODE', 'WIDGET_TYPE', 'API_USAGE_STATE', 'RPC'] as const;

/** Every entity type: the registry's (generated from resources/*.resource.ts) and the others. */
export const ENTITY_TYPES = [...REGISTRY_ENTITY_TYPES, ...OTHER_ENTITY_TYPES] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];

export const isEntityType = (value: unknown): value is EntityType => (ENTITY_TYPES as readonly unknown[]).includes(value);

export interface EntityId<T extends EntityType = EntityType> {
    entityType: T;
    id: string;
}

export const entityId = <T extends EntityType>(entityType: T, id: string): EntityId<T> => ({ entityType, id });
