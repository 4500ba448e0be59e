import type { components } from '../../shared/generated/api.gen';

/** The audit log's action types (reference §1.9), as the contract lists them. */
export type ActionType = components['schemas']['ActionType'];

export const ACTION_TYPES: readonly ActionType[] = [
    'ADDED', 'DELETED', 'UPDATED', 'ATTRIBUTES_UPDATED', 'ATTRIBUTES_DELETED', 'TIMESERIES_UPDATED', 'TIMESERIES_DELETED',
    'RPC_CALL', 'CREDENTIALS_UPDATED', 'ASSIGNED_TO_CUSTOMER', 'UNASSIGNED_FROM_CUSTOMER', 'ACTIVATED', 'SUSPENDED',
    'CREDENTIALS_READ', 'ATTRIBUTES_READ', 'RELATION_ADD_OR_UPDATE', 'RELATION_DELETED', 'RELATIONS_DELETED', 'ALARM_ACK',
    'ALARM_CLEAR', 'ALARM_DELETE', 'LOGIN', 'LOGOUT', 'LOCKOUT', 'ASSIGNED_FROM_TENANT', 'ASSIGNED_TO_TENANT',
    'PROVISION_SUCCESS', 'PROVISION_FAILURE', 'ASSIGNED_TO_EDGE', 'UNASSIGNED_FROM_EDGE',
];
