import type { ResourceDefinition } from '../../resources/kernel';
import { alarmJson, type AlarmRow } from '../alarms/alarmJson';
import type { TokenSubject } from '../auth/tokens';
import { NULL_UUID } from '../lib/ids';
import { rowToJson, type Row } from '../registry/codec';
import { javaDoubleString, type KvEntry } from '../telemetry/kv';
import { MSG_TYPE, newMsg, type MsgOriginator, type TbMsg } from './message';
import type { RuleEngine } from './ruleEngine';

/** Entities whose saves, deletes and assignments ThingsBoard reports to the rule engine. */
const REPORTED = new Set(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'DASHBOARD', 'EDGE']);

/** Who did it: the metadata of every entity action message names the user. */
export type ActingUser = Pick<TokenSubject, 'userId' | 'sub' | 'customerId'>;

/** What happened to an entity, with what ThingsBoard's message of it carries. */
export type EntityAction =
    | { type: 'ENTITY_CREATED' | 'ENTITY_UPDATED' | 'ENTITY_DELETED'; body: Record<string, unknown> }
    | { type: 'ENTITY_ASSIGNED' | 'ENTITY_UNASSIGNED'; body: Record<string, unknown>; customer: { id: string; title: string } }
    | { type: 'ATTRIBUTES_UPDATED'; scope: string; entries: readonly KvEntry[] }
    | { type: 'ATTRIBUTES_DELETED'; scope: string; keys: readonly string[] };

/** An attribute's value in the message body as ThingsBoard writes it: numbers and booleans stay JSON primitives. */
function entryJson(entry: KvEntry): string {
    const { value } = entry;
    if (value.type === 'DOUBLE') return Number.isFinite(value.value) ? javaDoubleString(value.value) : JSON.stringify(String(value.value));
    if (value.type === 'LONG' || value.type === 'BOOLEAN') return String(value.value);
    // Strings, and JSON values as their text (ThingsBoard's getValueAsString).
    return JSON.stringify(value.value);
}

function bodyOf(action: EntityAction): string {
    switch (action.type) {
        case 'ATTRIBUTES_UPDATED':
            return `{${action.entries.map(entry => `${JSON.stringify(entry.key)}:${entryJson(entry)}`).join(',')}}`;
        case 'ATTRIBUTES_DELETED':
            return JSON.stringify({ attributes: action.keys });
        default:
            return JSON.stringify(action.body);
    }
}

/** Metadata beyond the user's: the customer an assignment names, the scope of attribute changes. */
function extraMetadata(action: EntityAction): Record<string, string> {
    switch (action.type) {
        case 'ENTITY_ASSIGNED':
            return { assignedCustomerId: action.customer.id, assignedCustomerName: action.customer.title };
        case 'ENTITY_UNASSIGNED':
            return { unassignedCustomerId: action.customer.id, unassignedCustomerName: action.customer.title };
        case 'ATTRIBUTES_UPDATED':
        case 'ATTRIBUTES_DELETED':
            return { scope: action.scope };
        default:
            return {};
    }
}

/**
 * ThingsBoard's entity action message (its pushEntityActionToRuleEngine): the action's type,
 * originated by the entity, metadata `userId`, `userName` and `customerId` (the entity's customer,
 * else the user's) plus the action's own keys, and the entity's JSON (or the attributes) as body.
 */
export function entityActionMessage(originator: MsgOriginator, entityCustomerId: string | null, user: ActingUser, action: EntityAction): TbMsg {
    const customerId = [entityCustomerId, user.customerId].find(id => !!id && id !== NULL_UUID) ?? null;
    return newMsg({
        type: MSG_TYPE[action.type],
        originator,
        customerId,
        data: bodyOf(action),
        metadata: { userId: user.userId, userName: user.sub, ...(customerId ? { customerId } : {}), ...extraMetadata(action) },
    });
}

/** A registry row's owners and JSON, when ThingsBoard reports actions on its entity type; null for system rows. */
export function reportedEntity(resource: ResourceDefinition, row: Row): { tenantId: string; originator: MsgOriginator; customerId: string | null; body: Record<string, unknown> } | null {
    const tenantColumn = resource.server.tenantColumn;
    const tenantId = tenantColumn ? (row[tenantColumn] as string | undefined) : undefined;
    if (!REPORTED.has(resource.entityType) || !tenantId || tenantId === NULL_UUID) return null;
    const customerColumn = resource.server.customerColumn;
    const customerId = customerColumn && customerColumn !== 'id' ? ((row[customerColumn] as string | null) ?? null) : null;
    const body = rowToJson(resource, row, { detail: true });
    // ThingsBoard blanks a dashboard's configuration in these messages.
    if (resource.entityType === 'DASHBOARD') body.configuration = '';
    return { tenantId, originator: { entityType: resource.entityType, id: row.id as string }, customerId: customerId === NULL_UUID ? null : customerId, body };
}

/** ENTITY_CREATED / ENTITY_UPDATED / ENTITY_DELETED of a registry row; null when ThingsBoard does not report it. */
export function entityChangedMessage(resource: ResourceDefinition, row: Row, type: 'ENTITY_CREATED' | 'ENTITY_UPDATED' | 'ENTITY_DELETED', user: ActingUser): { tenantId: string; msg: TbMsg } | null {
    const entity = reportedEntity(resource, row);
    if (!entity) return null;
    return { tenantId: entity.tenantId, msg: entityActionMessage(entity.originator, entity.customerId, user, { type, body: entity.body }) };
}

type Pusher = Pick<RuleEngine, 'push'>;

/** Queues ENTITY_CREATED / ENTITY_UPDATED / ENTITY_DELETED of a registry row into the tenant's chain; the caller does not wait. */
export function reportEntityChange(engine: Pusher, resource: ResourceDefinition, row: Row, type: 'ENTITY_CREATED' | 'ENTITY_UPDATED' | 'ENTITY_DELETED', user: ActingUser): void {
    const message = entityChangedMessage(resource, row, type, user);
    if (message) void engine.push(message.tenantId, message.msg);
}

/** Queues ENTITY_ASSIGNED / ENTITY_UNASSIGNED of a row (as it is after the change) with the customer concerned. */
export function reportAssignment(engine: Pusher, resource: ResourceDefinition, row: Row, type: 'ENTITY_ASSIGNED' | 'ENTITY_UNASSIGNED', customer: Row, user: ActingUser): void {
    const entity = reportedEntity(resource, row);
    if (!entity) return;
    const action: EntityAction = { type, body: entity.body, customer: { id: customer.id as string, title: String(customer.title ?? '') } };
    void engine.push(entity.tenantId, entityActionMessage(entity.originator, entity.customerId, user, action));
}

/**
 * Queues ATTRIBUTES_UPDATED / ATTRIBUTES_DELETED of an entity's attributes saved or deleted through
 * the REST API; `row` is the entity's stored row (its tenant and customer). System-level entities are not reported.
 */
export function reportAttributes(engine: Pusher, originator: MsgOriginator, row: Row, user: ActingUser, action: Extract<EntityAction, { scope: string }>): void {
    const tenantId = originator.entityType === 'TENANT' ? originator.id : (row.tenant_id as string | undefined);
    if (!tenantId || tenantId === NULL_UUID) return;
    const customerId = typeof row.customer_id === 'string' ? row.customer_id : null;
    void engine.push(tenantId, entityActionMessage(originator, customerId, user, action));
}

/**
 * Queues the message of an alarm saved through the REST API. As ThingsBoard 3.3's AlarmController
 * logs it: ENTITY_CREATED (new) or ENTITY_UPDATED, originated by the alarm's originator, with the
 * alarm as body. (ALARM messages come from the create alarm and device profile nodes.)
 */
export function reportAlarmSaved(engine: Pusher, alarm: AlarmRow, created: boolean, user: ActingUser): void {
    const originator = { entityType: alarm.originator_type, id: alarm.originator_id };
    const action: EntityAction = { type: created ? 'ENTITY_CREATED' : 'ENTITY_UPDATED', body: alarmJson(alarm) as unknown as Record<string, unknown> };
    void engine.push(alarm.tenant_id, entityActionMessage(originator, alarm.customer_id, user, action));
}
