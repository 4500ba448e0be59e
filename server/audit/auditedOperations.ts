import { registry } from '../../resources';
import type { OperationKey } from '../../shared/generated/operations.gen';
import { isPlainObject } from '../lib/json';
import { isEntityType } from '../../resources/kernel/ids';
import { NULL_UUID, type EntityId, type EntityType } from '../lib/ids';
import { textValue } from '../telemetry/kv';
import { readTelemetry } from '../telemetry/payload';
import type { TypedJson } from '../telemetry/typedJson';
import type { ActionType } from './actionTypes';
import { boundedJsonText } from './boundedJson';
import type { EntityDescription } from './entityDescriber';

/** What a table entry sees of a call before its handler runs. */
export interface AuditRequest {
    params: Readonly<Record<string, string>>;
    query: Readonly<Record<string, unknown>>;
    body: unknown;
    /** The JSON body with its number literals kept (telemetry routes only). */
    typedBody: TypedJson | undefined;
    /** The signed-in caller; null on public calls. */
    callerUserId: string | null;
    callerTenantId: string | null;
    /** A device of the caller's tenant by name (claiming names devices, not ids). */
    deviceIdByName(name: string): string | undefined;
}

/** What it sees once the call has finished. */
export interface AuditCall extends AuditRequest {
    ok: boolean;
    /** The parsed JSON answer of a successful call; undefined for empty answers and failures. */
    response: unknown;
    /** An entity as it was before the handler ran (only those `before` named), so deleted entities keep their names. */
    before(entity: EntityId): EntityDescription | null;
    /** An entity as it is now. */
    now(entity: EntityId): EntityDescription | null;
    /** {clientAddress, browser, os, device}: what sign-in and sign-out entries record. */
    clientInfo: Record<string, string>;
}

/** One entry to write; tenant, customer, user and name are filled in by the hook. */
export interface AuditDraft {
    actionType: ActionType;
    entity: EntityId;
    actionData: unknown;
    /** When ThingsBoard names the entry after another entity than the one it is filed under (alarms name the alarm, file it under the originator). */
    entityName?: string | null;
}

/** Where a public call's user comes from (there is no token to name them). */
export type PublicActor = 'loginUsername' | 'activateToken' | 'resetToken';

export interface AuditedOperation {
    /** Entities to read before the handler runs. */
    before?(request: AuditRequest): EntityId[];
    /** For public calls: how to find the user the entries are about. */
    actor?: PublicActor;
    /** The entries the call writes, successful or not. */
    entries(call: AuditCall): AuditDraft[];
}

// ───────────────────────── reading requests ─────────────────────────

const objectOf = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {});
/** The uuid of an `{entityType, id}` or `{id}` value. */
const idIn = (value: unknown): string | undefined => {
    const id = objectOf(value).id;
    return typeof id === 'string' ? id : undefined;
};
const ref = (entityType: EntityType, id: string | undefined): EntityId => ({ entityType, id: id ?? NULL_UUID });
const pathRef = (entityType: EntityType, param: string) => (request: AuditRequest) => ref(entityType, request.params[param]);
const listOf = (value: unknown): string[] => (typeof value === 'string' ? value.split(',') : []);
const entityRefIn = (value: unknown): EntityId | undefined => {
    const object = objectOf(value);
    return typeof object.entityType === 'string' && typeof object.id === 'string' ? (object as unknown as EntityId) : undefined;
};
/** The entity a telemetry route addresses: `{entityType}/{entityId}`, or the older `{deviceId}`. */
const telemetryRef = (request: AuditRequest): EntityId | undefined => {
    const { deviceId, entityType, entityId } = request.params;
    if (deviceId) return ref('DEVICE', deviceId);
    return isEntityType(entityType) ? ref(entityType, entityId) : undefined;
};

/** ThingsBoard blanks a dashboard's configuration in the entry: it can be megabytes. */
function entityData(entityType: EntityType, entity: unknown): unknown {
    if (!isPlainObject(entity)) return {};
    return { entity: entityType === 'DASHBOARD' ? { ...entity, configuration: '' } : entity };
}

// ───────────────────────── kinds of entries ─────────────────────────

/** A save: ADDED when the body had no id, UPDATED when it had; the saved entity (or what was sent, on failure) as data. */
function saved(entityType: EntityType, bodyEntity: (body: Record<string, unknown>) => unknown = body => body): AuditedOperation {
    return {
        entries: call => {
            const sent = objectOf(bodyEntity(objectOf(call.body)));
            const sentId = idIn(sent.id);
            const entity = ref(entityType, idIn(objectOf(call.response).id) ?? sentId);
            return [{ actionType: sentId ? 'UPDATED' : 'ADDED', entity, actionData: entityData(entityType, call.ok ? call.response : sent) }];
        },
    };
}

/** A change of an entity addressed by a path parameter, with the entity as it is afterwards. */
function updated(entityType: EntityType, param: string): AuditedOperation {
    return {
        entries: call => {
            const entity = pathRef(entityType, param)(call);
            return [{ actionType: 'UPDATED', entity, actionData: entityData(entityType, call.now(entity)?.json) }];
        },
    };
}

function deleted(entityType: EntityType, param: string): AuditedOperation {
    const entity = pathRef(entityType, param);
    return {
        before: request => [entity(request)],
        entries: call => [{ actionType: 'DELETED', entity: entity(call), actionData: { entityId: entity(call).id } }],
    };
}

/** Assignment to a customer: the path's `{customerId}`, or the public customer the answer names. */
function assignedToCustomer(entityType: EntityType, param: string): AuditedOperation {
    return {
        entries: call => {
            const entity = pathRef(entityType, param)(call);
            const customerId = call.params.customerId ?? idIn(objectOf(call.response).customerId) ?? NULL_UUID;
            return [{
                actionType: 'ASSIGNED_TO_CUSTOMER',
                entity,
                actionData: { entityId: entity.id, assignedCustomerId: customerId, assignedCustomerName: call.now(ref('CUSTOMER', customerId))?.name ?? null },
            }];
        },
    };
}

/** Unassignment: the path's `{customerId}`, or the customer the entity had before. */
function unassignedFromCustomer(entityType: EntityType, param: string): AuditedOperation {
    const entity = pathRef(entityType, param);
    return {
        before: request => [entity(request)],
        entries: call => {
            const customerId = call.params.customerId ?? call.before(entity(call))?.customerId ?? NULL_UUID;
            return [{
                actionType: 'UNASSIGNED_FROM_CUSTOMER',
                entity: entity(call),
                actionData: { entityId: entity(call).id, unassignedCustomerId: customerId, unassignedCustomerName: call.now(ref('CUSTOMER', customerId))?.name ?? null },
            }];
        },
    };
}

function edgeAssignment(entityType: EntityType, param: string, assigned: boolean): AuditedOperation {
    const prefix = assigned ? 'assigned' : 'unassigned';
    return {
        entries: call => {
            const entity = pathRef(entityType, param)(call);
            const edgeId = call.params.edgeId!;
            return [{
                actionType: assigned ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE',
                entity,
                actionData: { entityId: entity.id, [`${prefix}EdgeId`]: edgeId, [`${prefix}EdgeName`]: call.now(ref('EDGE', edgeId))?.name ?? null },
            }];
        },
    };
}

/** One entry per customer a dashboard gains or loses. */
function dashboardCustomers(change: 'add' | 'remove' | 'set'): AuditedOperation {
    const dashboard = pathRef('DASHBOARD', 'dashboardId');
    const customersOf = (json: unknown) =>
        (Array.isArray(objectOf(json).assignedCustomers) ? (objectOf(json).assignedCustomers as unknown[]) : []).map(item => idIn(objectOf(item).customerId)!);
    return {
        before: request => [dashboard(request)],
        entries: call => {
            const sent = Array.isArray(call.body) ? call.body.filter((id): id is string => typeof id === 'string') : [];
            const had = customersOf(call.before(dashboard(call))?.json);
            const has = customersOf(call.response);
            const added = change === 'add' ? sent : change === 'set' ? has.filter(id => !had.includes(id)) : [];
            const removed = change === 'remove' ? sent : change === 'set' ? had.filter(id => !has.includes(id)) : [];
            const entry = (actionType: ActionType, key: 'assigned' | 'unassigned') => (customerId: string): AuditDraft => ({
                actionType,
                entity: dashboard(call),
                actionData: { entityId: dashboard(call).id, [`${key}CustomerId`]: customerId, [`${key}CustomerName`]: call.now(ref('CUSTOMER', customerId))?.name ?? null },
            });
            return [...added.map(entry('ASSIGNED_TO_CUSTOMER', 'assigned')), ...removed.map(entry('UNASSIGNED_FROM_CUSTOMER', 'unassigned'))];
        },
    };
}

/** Claiming names the device; a customer user claims it into their customer, re-claiming frees it. */
function claim(assigned: boolean): AuditedOperation {
    const device = (request: AuditRequest) => ref('DEVICE', request.deviceIdByName(request.params.deviceName ?? ''));
    return {
        before: request => [device(request)],
        entries: call => {
            const entity = device(call);
            const customerId = (assigned ? call.now(entity) : call.before(entity))?.customerId ?? NULL_UUID;
            const key = assigned ? 'assigned' : 'unassigned';
            return [{
                actionType: assigned ? 'ASSIGNED_TO_CUSTOMER' : 'UNASSIGNED_FROM_CUSTOMER',
                entity,
                actionData: { entityId: entity.id, [`${key}CustomerId`]: customerId, [`${key}CustomerName`]: call.now(ref('CUSTOMER', customerId))?.name ?? null },
            }];
        },
    };
}

const attributesUpdated: AuditedOperation = {
    entries: call => {
        const entity = telemetryRef(call);
        if (!entity) return [];
        const attributes = Object.fromEntries(Object.entries(objectOf(call.body)).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
        return [{ actionType: 'ATTRIBUTES_UPDATED', entity, actionData: { entityId: entity.id, scope: call.params.scope, attributes } }];
    },
};

const attributesDeleted: AuditedOperation = {
    entries: call => {
        const entity = telemetryRef(call);
        if (!entity) return [];
        return [{ actionType: 'ATTRIBUTES_DELETED', entity, actionData: { entityId: entity.id, scope: call.params.scope, attributes: listOf(call.query.keys) } }];
    },
};

/** `[{ts, values: {key: text}}]`: the saved points grouped by time, as ThingsBoard writes them. */
function timeseriesOf(body: TypedJson | undefined): Array<{ ts: number; values: Record<string, string> }> {
    if (body === undefined) return [];
    let entries;
    try {
        entries = readTelemetry(body, Date.now(), { typeCast: false });
    } catch {
        return [];
    }
    const byTs = new Map<number, Record<string, string>>();
    for (const entry of entries) {
        const values = byTs.get(entry.ts) ?? {};
        values[entry.key] = textValue(entry.value);
        byTs.set(entry.ts, values);
    }
    return [...byTs].map(([ts, values]) => ({ ts, values }));
}

const timeseriesUpdated: AuditedOperation = {
    entries: call => {
        const entity = telemetryRef(call);
        if (!entity) return [];
        return [{ actionType: 'TIMESERIES_UPDATED', entity, actionData: { entityId: entity.id, timeseries: timeseriesOf(call.typedBody) } }];
    },
};

const timeseriesDeleted: AuditedOperation = {
    entries: call => {
        const entity = telemetryRef(call);
        if (!entity) return [];
        const { keys, startTs, endTs } = call.query;
        return [{ actionType: 'TIMESERIES_DELETED', entity, actionData: { entityId: entity.id, timeseries: listOf(keys), startTs: startTs ?? null, endTs: endTs ?? null } }];
    },
};

function rpcCall(oneWay: boolean): AuditedOperation {
    return {
        entries: call => {
            const entity = pathRef('DEVICE', 'deviceId')(call);
            const body = objectOf(call.body);
            return [{ actionType: 'RPC_CALL', entity, actionData: { entityId: entity.id, oneWay, method: body.method ?? null, params: boundedJsonText(body.params ?? null) } }];
        },
    };
}

/** A relation is logged on both of its ends. */
function relationChange(actionType: 'RELATION_ADD_OR_UPDATE' | 'RELATION_DELETED', relationOf: (request: AuditRequest) => Record<string, unknown>): AuditedOperation {
    return {
        entries: call => {
            const relation = relationOf(call);
            const ends = [entityRefIn(relation.from), entityRefIn(relation.to)].filter((end): end is EntityId => end !== undefined);
            return ends.map(entity => ({ actionType, entity, actionData: { relation } }));
        },
    };
}

/** Alarm changes are filed under the alarm's originator and named after the alarm, as ThingsBoard does. */
function alarmChange(actionType: 'ALARM_ACK' | 'ALARM_CLEAR' | 'ALARM_DELETE'): AuditedOperation {
    const alarm = pathRef('ALARM', 'alarmId');
    return {
        before: request => [alarm(request)],
        entries: call => {
            const found = (actionType === 'ALARM_DELETE' ? call.before(alarm(call)) : call.now(alarm(call))) ?? call.before(alarm(call));
            const originator = entityRefIn(found?.json.originator) ?? alarm(call);
            return [{ actionType, entity: originator, entityName: found?.name ?? null, actionData: actionType === 'ALARM_DELETE' ? {} : entityData('ALARM', found?.json) }];
        },
    };
}

const alarmSaved: AuditedOperation = {
    entries: call => {
        const sent = objectOf(call.body);
        const alarm = call.ok ? objectOf(call.response) : sent;
        const originator = entityRefIn(alarm.originator) ?? ref('ALARM', idIn(alarm.id));
        return [{ actionType: idIn(sent.id) ? 'UPDATED' : 'ADDED', entity: originator, entityName: typeof alarm.type === 'string' ? alarm.type : null, actionData: entityData('ALARM', alarm) }];
    },
};

/** An entry about the signed-in user (or the public call's user, found by `actor`). */
function aboutUser(actionType: ActionType, actionData: (call: AuditCall) => unknown, actor?: PublicActor): AuditedOperation {
    return { actor, entries: call => [{ actionType, entity: ref('USER', call.callerUserId ?? undefined), actionData: actionData(call) }] };
}

const ruleChainImport: AuditedOperation = {
    entries: call =>
        (Array.isArray(call.response) ? call.response : []).map(result => {
            const entity = ref('RULE_CHAIN', idIn(objectOf(result).ruleChainId));
            return { actionType: objectOf(result).updated ? 'UPDATED' : 'ADDED', entity, actionData: entityData('RULE_CHAIN', call.now(entity)?.json) } satisfies AuditDraft;
        }),
};

// ───────────────────────── the table ─────────────────────────

/** Save and delete of every registry entry, with the calls' own keys. */
const registryOperations: Partial<Record<OperationKey, AuditedOperation>> = Object.fromEntries(
    registry.flatMap(resource => {
        const entityType = resource.entityType as EntityType;
        const param = /\{([^}]+)\}/.exec(resource.endpoints.delete)?.[1] ?? 'id';
        return [
            [resource.endpoints.save, saved(entityType)],
            [resource.endpoints.delete, deleted(entityType, param)],
        ];
    }),
);

const ASSIGNABLE: ReadonlyArray<[string, EntityType, string]> = [
    ['device', 'DEVICE', 'deviceId'],
    ['asset', 'ASSET', 'assetId'],
    ['entityView', 'ENTITY_VIEW', 'entityViewId'],
    ['edge', 'EDGE', 'edgeId'],
];
const customerOperations = Object.fromEntries(
    ASSIGNABLE.flatMap(([path, entityType, param]) => [
        // ThingsBoard's older unassign form, which the contract keeps for devices and assets only.
        ...(entityType === 'DEVICE' || entityType === 'ASSET' ? [[`DELETE /api/customer/{customerId}/${path}/{${param}}`, unassignedFromCustomer(entityType, param)]] : []),
        [`POST /api/customer/{customerId}/${path}/{${param}}`, assignedToCustomer(entityType, param)],
        [`DELETE /api/customer/${path}/{${param}}`, unassignedFromCustomer(entityType, param)],
        [`POST /api/customer/public/${path}/{${param}}`, assignedToCustomer(entityType, param)],
    ]),
) as Partial<Record<OperationKey, AuditedOperation>>;

const EDGE_ASSIGNABLE: ReadonlyArray<[string, EntityType, string]> = [
    ['device', 'DEVICE', 'deviceId'],
    ['asset', 'ASSET', 'assetId'],
    ['entityView', 'ENTITY_VIEW', 'entityViewId'],
    ['dashboard', 'DASHBOARD', 'dashboardId'],
    ['ruleChain', 'RULE_CHAIN', 'ruleChainId'],
];
const edgeOperations = Object.fromEntries(
    EDGE_ASSIGNABLE.flatMap(([path, entityType, param]) => [
        [`POST /api/edge/{edgeId}/${path}/{${param}}`, edgeAssignment(entityType, param, true)],
        [`DELETE /api/edge/{edgeId}/${path}/{${param}}`, edgeAssignment(entityType, param, false)],
    ]),
) as Partial<Record<OperationKey, AuditedOperation>>;

/**
 * Every change the contract allows, by operation key, and the audit entries it writes. Keys the
 * server does not serve yet simply never match; `auditedOperations.test.ts` fails on any mutating
 * operation of the contract that is neither here nor in AUDIT_EXCLUSIONS.
 */
export const AUDITED_OPERATIONS: Partial<Record<OperationKey, AuditedOperation>> = {
    ...registryOperations,
    ...customerOperations,
    ...edgeOperations,
    'POST /api/customer/{customerId}/dashboard/{dashboardId}': assignedToCustomer('DASHBOARD', 'dashboardId'),
    'DELETE /api/customer/{customerId}/dashboard/{dashboardId}': unassignedFromCustomer('DASHBOARD', 'dashboardId'),
    'POST /api/customer/public/dashboard/{dashboardId}': assignedToCustomer('DASHBOARD', 'dashboardId'),
    'DELETE /api/customer/public/dashboard/{dashboardId}': unassignedFromCustomer('DASHBOARD', 'dashboardId'),
    'POST /api/dashboard/{dashboardId}/customers': dashboardCustomers('set'),
    'POST /api/dashboard/{dashboardId}/customers/add': dashboardCustomers('add'),
    'POST /api/dashboard/{dashboardId}/customers/remove': dashboardCustomers('remove'),
    'POST /api/customer/device/{deviceName}/claim': claim(true),
    'DELETE /api/customer/device/{deviceName}/claim': claim(false),
    'POST /api/tenant/{tenantId}/device/{deviceId}': {
        before: request => [pathRef('DEVICE', 'deviceId')(request)],
        entries: call => {
            const entity = pathRef('DEVICE', 'deviceId')(call);
            return [{ actionType: 'ASSIGNED_TO_TENANT', entity, actionData: entityData('DEVICE', call.ok ? call.response : call.before(entity)?.json) }];
        },
    },

    'POST /api/device-with-credentials': saved('DEVICE', body => body.device),
    'POST /api/device/credentials': {
        entries: call => {
            const entity = ref('DEVICE', idIn(objectOf(call.body).deviceId));
            return [{ actionType: 'CREDENTIALS_UPDATED', entity, actionData: { entityId: entity.id, credentials: call.ok ? call.response : call.body } }];
        },
    },
    'POST /api/widgetType': saved('WIDGET_TYPE'),
    'DELETE /api/widgetType/{widgetTypeId}': deleted('WIDGET_TYPE', 'widgetTypeId'),
    'POST /api/otaPackage/{otaPackageId}': updated('OTA_PACKAGE', 'otaPackageId'),
    'POST /api/deviceProfile/{deviceProfileId}/default': updated('DEVICE_PROFILE', 'deviceProfileId'),
    'POST /api/tenantProfile/{tenantProfileId}/default': updated('TENANT_PROFILE', 'tenantProfileId'),
    'POST /api/tenant/dashboard/home/info': {
        entries: call => {
            const entity = ref('TENANT', call.callerTenantId ?? undefined);
            return [{ actionType: 'UPDATED', entity, actionData: entityData('TENANT', call.now(entity)?.json) }];
        },
    },

    'POST /api/ruleChain/metadata': {
        entries: call => {
            const entity = ref('RULE_CHAIN', idIn(objectOf(call.body).ruleChainId));
            return [{ actionType: 'UPDATED', entity, actionData: { ...objectOf(entityData('RULE_CHAIN', call.now(entity)?.json)), metadata: call.ok ? call.response : call.body } }];
        },
    },
    'POST /api/ruleChain/device/default': saved('RULE_CHAIN'),
    'POST /api/ruleChain/{ruleChainId}/root': updated('RULE_CHAIN', 'ruleChainId'),
    'POST /api/ruleChain/{ruleChainId}/edgeTemplateRoot': updated('RULE_CHAIN', 'ruleChainId'),
    'POST /api/ruleChain/{ruleChainId}/autoAssignToEdge': updated('RULE_CHAIN', 'ruleChainId'),
    'DELETE /api/ruleChain/{ruleChainId}/autoAssignToEdge': updated('RULE_CHAIN', 'ruleChainId'),
    'POST /api/ruleChains/import': ruleChainImport,
    'POST /api/edge/{edgeId}/{ruleChainId}/root': updated('EDGE', 'edgeId'),

    'POST /api/plugins/telemetry/{entityType}/{entityId}/attributes/{scope}': attributesUpdated,
    'POST /api/plugins/telemetry/{entityType}/{entityId}/{scope}': attributesUpdated,
    'POST /api/plugins/telemetry/{deviceId}/{scope}': attributesUpdated,
    'DELETE /api/plugins/telemetry/{entityType}/{entityId}/{scope}': attributesDeleted,
    'DELETE /api/plugins/telemetry/{deviceId}/{scope}': attributesDeleted,
    'POST /api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}': timeseriesUpdated,
    'POST /api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}/{ttl}': timeseriesUpdated,
    'DELETE /api/plugins/telemetry/{entityType}/{entityId}/timeseries/delete': timeseriesDeleted,

    'POST /api/plugins/rpc/oneway/{deviceId}': rpcCall(true),
    'POST /api/plugins/rpc/twoway/{deviceId}': rpcCall(false),
    'POST /api/rpc/oneway/{deviceId}': rpcCall(true),
    'POST /api/rpc/twoway/{deviceId}': rpcCall(false),
    'DELETE /api/rpc/persistent/{rpcId}': deleted('RPC', 'rpcId'),

    'POST /api/relation': relationChange('RELATION_ADD_OR_UPDATE', request => objectOf(request.body)),
    'DELETE /api/relation': relationChange('RELATION_DELETED', ({ query }) => ({
        from: { entityType: query.fromType, id: query.fromId },
        to: { entityType: query.toType, id: query.toId },
        type: query.relationType,
        typeGroup: query.relationTypeGroup ?? 'COMMON',
    })),
    'DELETE /api/relations': {
        entries: call => [{ actionType: 'RELATIONS_DELETED', entity: ref(call.query.entityType as EntityType, call.query.entityId as string), actionData: {} }],
    },

    'POST /api/alarm': alarmSaved,
    'POST /api/alarm/{alarmId}/ack': alarmChange('ALARM_ACK'),
    'POST /api/alarm/{alarmId}/clear': alarmChange('ALARM_CLEAR'),
    'DELETE /api/alarm/{alarmId}': alarmChange('ALARM_DELETE'),

    'POST /api/auth/login': aboutUser('LOGIN', call => call.clientInfo, 'loginUsername'),
    'POST /api/auth/logout': aboutUser('LOGOUT', call => call.clientInfo),
    'POST /api/auth/changePassword': aboutUser('CREDENTIALS_UPDATED', call => ({ entityId: call.callerUserId })),
    'POST /api/noauth/activate': aboutUser('ACTIVATED', call => ({ entityId: call.callerUserId }), 'activateToken'),
    'POST /api/noauth/resetPassword': aboutUser('CREDENTIALS_UPDATED', call => ({ entityId: call.callerUserId }), 'resetToken'),
    // Thingdeck's trash (ThingsBoard has none): a restore brings the entity back, as an ADDED entry with
    // what could not come back as it was. A refused restore brought nothing back, so names no entity.
    'POST /api/trash/{trashId}/restore': {
        entries: call => {
            const answer = objectOf(call.response);
            const entity = entityRefIn(answer.entityId);
            if (!entity) return [];
            const data = objectOf(entityData(entity.entityType, call.now(entity)?.json));
            return [{ actionType: 'ADDED', entity, actionData: { ...data, restoredFromTrash: true, notRestored: answer.notRestored ?? [] } }];
        },
    },
    'POST /api/user/{userId}/userCredentialsEnabled': {
        entries: call => {
            const entity = pathRef('USER', 'userId')(call);
            return [{ actionType: call.query.userCredentialsEnabled === false ? 'SUSPENDED' : 'ACTIVATED', entity, actionData: { entityId: entity.id } }];
        },
    },
};

/** Mutating calls (POST, PUT, DELETE) that write no entry, and why. */
export const AUDIT_EXCLUSIONS: Partial<Record<OperationKey, string>> = {
    'POST /api/admin/securitySettings': 'system settings are not an entity; ThingsBoard does not log them',
    'POST /api/admin/settings': 'system settings are not an entity; ThingsBoard does not log them',
    'POST /api/oauth2/config': 'system settings are not an entity; ThingsBoard does not log them',
    'POST /api/admin/settings/testMail': 'sends a test message, changes nothing',
    'POST /api/admin/settings/testSms': 'sends a test message, changes nothing',
    'POST /api/user/sendActivationMail': 'sends a mail, changes nothing',
    'POST /api/noauth/resendEmailActivation': 'sends a mail, changes nothing',
    'POST /api/noauth/resetPasswordByEmail': 'sends a mail, changes nothing',
    'POST /api/noauth/activateByEmailCode': 'Pro-edition sign-up flow; the embedded server does not serve it',
    'POST /api/noauth/oauth2Clients': 'a read',
    'POST /api/auth/token': 'a token refresh changes nothing',
    'POST /api/history/{entityType}/{entityId}/versions/{version}/restore': "its save calls are the entity's own, each audited as an update",
    'POST /api/auth/login/public': 'a public session has no user to name',
    'DELETE /api/trash/{trashId}': 'the entity was audited as DELETED when it went to the trash; a purge changes no live entity',
    'DELETE /api/trash': 'the entities were audited as DELETED when they went to the trash; a purge changes no live entity',
    'POST /api/alarmsQuery/find': 'a read (query in the body)',
    'POST /api/entitiesQuery/find': 'a read (query in the body)',
    'POST /api/entitiesQuery/count': 'a read (query in the body)',
    'POST /api/entitiesQuery/find/keys': 'a read (query in the body)',
    'POST /api/devices': 'a read (query in the body)',
    'POST /api/assets': 'a read (query in the body)',
    'POST /api/edges': 'a read (query in the body)',
    'POST /api/entityViews': 'a read (query in the body)',
    'POST /api/relations': 'a read (query in the body)',
    'POST /api/relations/info': 'a read (query in the body)',
    'POST /api/events/{entityType}/{entityId}': 'a read (filter in the body)',
    'POST /api/events/{entityType}/{entityId}/clear': 'ThingsBoard does not log clearing events',
    'POST /api/ruleChain/testScript': 'runs a script, changes nothing',
    'POST /api/edge/sync/{edgeId}': 'pushes existing state to the edge, changes nothing',
    'POST /api/device/bulk_import': 'the importer writes one entry per imported entity itself (server/bulkImport)',
    'POST /api/asset/bulk_import': 'the importer writes one entry per imported entity itself (server/bulkImport)',
    'POST /api/edge/bulk_import': 'the importer writes one entry per imported entity itself (server/bulkImport)',
};
