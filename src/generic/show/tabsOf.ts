import type { EntityType } from '../../../resources/kernel';

export type EntityTab =
    | 'details'
    | 'attributes'
    | 'latest-telemetry'
    | 'alarms'
    | 'events'
    | 'relations'
    | 'audit-logs'
    | 'edge-events'
    | 'rpc';

const ALL: readonly EntityTab[] = ['details', 'attributes', 'latest-telemetry', 'alarms', 'events', 'relations', 'audit-logs'];

/** The tabs ThingsBoard 3.3 shows on each entity's details panel. */
export const TABS_BY_ENTITY_TYPE: Readonly<Partial<Record<EntityType, readonly EntityTab[]>>> = {
    // A device also lists its persistent RPC calls.
    DEVICE: ['details', 'attributes', 'latest-telemetry', 'alarms', 'events', 'rpc', 'relations', 'audit-logs'],
    ASSET: ALL,
    ENTITY_VIEW: ALL,
    // An edge also shows its downlink queue.
    EDGE: ['details', 'attributes', 'latest-telemetry', 'alarms', 'events', 'edge-events', 'relations', 'audit-logs'],
    CUSTOMER: ALL,
    RULE_CHAIN: ALL,
    TENANT: ['details', 'attributes', 'latest-telemetry', 'alarms', 'events', 'relations'],
    USER: ['details', 'audit-logs'],
    DASHBOARD: ['details', 'audit-logs'],
    DEVICE_PROFILE: ['details', 'audit-logs'],
    OTA_PACKAGE: ['details', 'audit-logs'],
};

/** Tabs whose calls ThingsBoard answers for tenant administrators only (an edge's queue). */
const TENANT_ADMIN_TABS: ReadonlySet<EntityTab> = new Set(['edge-events']);

export const tabsOf = (entityType: EntityType, authority?: string): readonly EntityTab[] =>
    (TABS_BY_ENTITY_TYPE[entityType] ?? ['details']).filter(tab => authority === undefined || authority === 'TENANT_ADMIN' || !TENANT_ADMIN_TABS.has(tab));
