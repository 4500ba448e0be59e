/** The entity types whose saves the history keeps (the contract's VersionedEntityTypePath). */
export const VERSIONED_ENTITY_TYPES = ['DASHBOARD', 'RULE_CHAIN', 'DEVICE_PROFILE', 'WIDGET_TYPE', 'TENANT_PROFILE'] as const;
export type VersionedEntityType = (typeof VERSIONED_ENTITY_TYPES)[number];

export const isVersionedEntityType = (value: string): value is VersionedEntityType => (VERSIONED_ENTITY_TYPES as readonly string[]).includes(value);
