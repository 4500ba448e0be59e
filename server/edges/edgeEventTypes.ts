import type { EntityType } from '../lib/ids';

/** What an edge event is about (part 2 §3.8). */
export const EDGE_EVENT_TYPES = [
    'DASHBOARD', 'ASSET', 'DEVICE', 'DEVICE_PROFILE', 'ENTITY_VIEW', 'ALARM', 'RULE_CHAIN', 'RULE_CHAIN_METADATA', 'EDGE',
    'USER', 'CUSTOMER', 'RELATION', 'TENANT', 'WIDGETS_BUNDLE', 'WIDGET_TYPE', 'ADMIN_SETTINGS',
] as const;
export type EdgeEventType = (typeof EDGE_EVENT_TYPES)[number];

/** What happened to it (part 2 §3.8). */
export const EDGE_EVENT_ACTIONS = [
    'ADDED', 'DELETED', 'UPDATED', 'POST_ATTRIBUTES', 'ATTRIBUTES_UPDATED', 'ATTRIBUTES_DELETED', 'TIMESERIES_UPDATED',
    'CREDENTIALS_UPDATED', 'ASSIGNED_TO_CUSTOMER', 'UNASSIGNED_FROM_CUSTOMER', 'RELATION_ADD_OR_UPDATE', 'RELATION_DELETED',
    'RPC_CALL', 'ALARM_ACK', 'ALARM_CLEAR', 'ASSIGNED_TO_EDGE', 'UNASSIGNED_FROM_EDGE', 'CREDENTIALS_REQUEST', 'ENTITY_MERGE_REQUEST',
] as const;
export type EdgeEventAction = (typeof EDGE_EVENT_ACTIONS)[number];

/** ThingsBoard's EdgeUtils.getEdgeEventTypeByEntityType: the event type that carries an entity. */
export const EDGE_EVENT_TYPE_OF: Readonly<Partial<Record<EntityType, EdgeEventType>>> = {
    DEVICE: 'DEVICE',
    ASSET: 'ASSET',
    ENTITY_VIEW: 'ENTITY_VIEW',
    DASHBOARD: 'DASHBOARD',
    RULE_CHAIN: 'RULE_CHAIN',
    DEVICE_PROFILE: 'DEVICE_PROFILE',
    EDGE: 'EDGE',
    USER: 'USER',
    CUSTOMER: 'CUSTOMER',
    TENANT: 'TENANT',
    ALARM: 'ALARM',
    WIDGETS_BUNDLE: 'WIDGETS_BUNDLE',
    WIDGET_TYPE: 'WIDGET_TYPE',
};
