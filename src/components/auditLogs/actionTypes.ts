import type { components } from '../../../shared/generated/api.gen';

export type ActionType = components['schemas']['ActionType'];
export type ActionStatus = 'SUCCESS' | 'FAILURE';

/** Every action type (reference §1.9) and ThingsBoard's label key for it. */
export const ACTION_TYPE_LABELS: Readonly<Record<ActionType, string>> = {
    ADDED: 'audit-log.type-added',
    DELETED: 'audit-log.type-deleted',
    UPDATED: 'audit-log.type-updated',
    ATTRIBUTES_UPDATED: 'audit-log.type-attributes-updated',
    ATTRIBUTES_DELETED: 'audit-log.type-attributes-deleted',
    TIMESERIES_UPDATED: 'audit-log.type-timeseries-updated',
    TIMESERIES_DELETED: 'audit-log.type-timeseries-deleted',
    RPC_CALL: 'audit-log.type-rpc-call',
    CREDENTIALS_UPDATED: 'audit-log.type-credentials-updated',
    ASSIGNED_TO_CUSTOMER: 'audit-log.type-assigned-to-customer',
    UNASSIGNED_FROM_CUSTOMER: 'audit-log.type-unassigned-from-customer',
    ACTIVATED: 'audit-log.type-activated',
    SUSPENDED: 'audit-log.type-suspended',
    CREDENTIALS_READ: 'audit-log.type-credentials-read',
    ATTRIBUTES_READ: 'audit-log.type-attributes-read',
    RELATION_ADD_OR_UPDATE: 'audit-log.type-relation-add-or-update',
    RELATION_DELETED: 'audit-log.type-relation-delete',
    RELATIONS_DELETED: 'audit-log.type-relations-delete',
    ALARM_ACK: 'audit-log.type-alarm-ack',
    ALARM_CLEAR: 'audit-log.type-alarm-clear',
    ALARM_DELETE: 'audit-log.type-alarm-delete',
    LOGIN: 'audit-log.type-login',
    LOGOUT: 'audit-log.type-logout',
    LOCKOUT: 'audit-log.type-lockout',
    ASSIGNED_FROM_TENANT: 'audit-log.type-assigned-from-tenant',
    ASSIGNED_TO_TENANT: 'audit-log.type-assigned-to-tenant',
    PROVISION_SUCCESS: 'audit-log.type-provision-success',
    PROVISION_FAILURE: 'audit-log.type-provision-failure',
    ASSIGNED_TO_EDGE: 'audit-log.type-assigned-to-edge',
    UNASSIGNED_FROM_EDGE: 'audit-log.type-unassigned-from-edge',
};

export const ACTION_TYPES = Object.keys(ACTION_TYPE_LABELS) as ActionType[];

export const ACTION_STATUS_LABELS: Readonly<Record<ActionStatus, string>> = {
    SUCCESS: 'audit-log.status-success',
    FAILURE: 'audit-log.status-failure',
};
