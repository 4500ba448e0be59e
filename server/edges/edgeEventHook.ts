import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operations } from '../../shared/generated/operations.gen';
import { operationKeyOf } from '../audit/auditLogHook';
import { isPlainObject } from '../lib/json';
import type { EntityId, EntityType } from '../lib/ids';
import { EdgeAssignmentStore } from './edgeAssignmentStore';
import { EdgeEventStore } from './edgeEventStore';
import { EDGE_EVENT_TYPE_OF, type EdgeEventAction, type EdgeEventType } from './edgeEventTypes';
import { bodyObjectOf, paramsOf, queryOf } from '../http/requestParts';

/** What a notice reads of a call, before its handler runs. */
interface Call {
    params: Readonly<Record<string, string>>;
    query: Readonly<Record<string, unknown>>;
    body: Record<string, unknown>;
    /** The body as sent, when it is not an object (time series may come as an array). */
    raw: unknown;
}

/** A call that changes something the edges holding an entity must hear of. */
interface Notice {
    action: EdgeEventAction;
    /** The entity concerned; none for a create (nothing holds it yet) or a relation. */
    entity(call: Call): EntityId | undefined;
    /** When the event type is not the entity's own (a rule chain's metadata, a relation). */
    type?: EdgeEventType;
    /** Whose edges receive it, when not the entity's (a relation: both its ends'). */
    holders?(call: Call): EntityId[];
    /** What ThingsBoard puts in the event: the attributes or time series written, the relation. */
    body?(call: Call): unknown;
}

const uuidIn = (value: unknown): string | undefined => (isPlainObject(value) && typeof value.id === 'string' ? value.id : undefined);
const ref = (entityType: string, id: string | undefined): EntityId | undefined => (id ? { entityType: entityType as EntityType, id } : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const saved = (entityType: EntityType): Notice => ({ entity: call => ref(entityType, uuidIn(call.body.id)), action: 'UPDATED' });
const inPath = (entityType: EntityType, param: string, action: EdgeEventAction): Notice => ({ entity: call => ref(entityType, call.params[param]), action });
const telemetryOf = (action: EdgeEventAction): Notice => ({
    entity: call => ref(call.params.entityType ?? 'DEVICE', call.params.entityId ?? call.params.deviceId),
    action,
    body: call => ({ scope: call.params.scope, kv: call.raw }),
});
const endOf = (value: unknown): EntityId | undefined =>
    isPlainObject(value) && typeof value.entityType === 'string' && typeof value.id === 'string' ? { entityType: value.entityType as EntityType, id: value.id } : undefined;
const relation = (action: EdgeEventAction, read: (call: Call) => Record<string, unknown>): Notice => ({
    action,
    type: 'RELATION',
    entity: () => undefined,
    body: read,
    holders: call => {
        const { from, to } = read(call);
        const ends = [endOf(from), endOf(to)].filter((end): end is EntityId => end !== undefined);
        // As ThingsBoard: a relation with an edge at either end is the edge's own business, not news for edges.
        return ends.some(end => end.entityType === 'EDGE') ? [] : ends;
    },
});
/** DELETE /api/relation names the relation in its query. */
const relationInQuery = (call: Call) => ({
    from: { entityType: text(call.query.fromType), id: text(call.query.fromId) },
    to: { entityType: text(call.query.toType), id: text(call.query.toId) },
    type: text(call.query.relationType),
    typeGroup: text(call.query.relationTypeGroup) ?? 'COMMON',
});

/** The entities edges receive, by contract singular. */
const EDGE_ENTITIES: ReadonlyArray<[singular: string, entityType: EntityType]> = [
    ['device', 'DEVICE'],
    ['asset', 'ASSET'],
    ['entityView', 'ENTITY_VIEW'],
    ['dashboard', 'DASHBOARD'],
    ['ruleChain', 'RULE_CHAIN'],
];

/**
 * ThingsBoard's controllers send an entity notification after each of these calls, and every edge
 * the entity is assigned to gets the event (EdgeNotificationService). An edge's own update goes to
 * that edge; a relation goes to the edges of both its ends.
 */
const NOTICES: Readonly<Record<string, Notice>> = {
    ...Object.fromEntries(
        EDGE_ENTITIES.flatMap(([singular, entityType]) => [
            [`POST /api/${singular}`, saved(entityType)],
            [`DELETE /api/${singular}/{${singular}Id}`, inPath(entityType, `${singular}Id`, 'DELETED')],
            [`POST /api/customer/{customerId}/${singular}/{${singular}Id}`, inPath(entityType, `${singular}Id`, 'ASSIGNED_TO_CUSTOMER')],
            [`DELETE /api/customer/${singular}/{${singular}Id}`, inPath(entityType, `${singular}Id`, 'UNASSIGNED_FROM_CUSTOMER')],
        ]),
    ),
    'POST /api/ruleChain/metadata': { entity: call => ref('RULE_CHAIN', uuidIn(call.body.ruleChainId)), action: 'UPDATED', type: 'RULE_CHAIN_METADATA' },
    'POST /api/device/credentials': { entity: call => ref('DEVICE', uuidIn(call.body.deviceId)), action: 'CREDENTIALS_UPDATED' },
    'POST /api/edge': saved('EDGE'),
    'POST /api/plugins/telemetry/{entityType}/{entityId}/attributes/{scope}': telemetryOf('ATTRIBUTES_UPDATED'),
    'POST /api/plugins/telemetry/{entityType}/{entityId}/{scope}': telemetryOf('ATTRIBUTES_UPDATED'),
    'POST /api/plugins/telemetry/{deviceId}/{scope}': telemetryOf('ATTRIBUTES_UPDATED'),
    'POST /api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}': telemetryOf('TIMESERIES_UPDATED'),
    'POST /api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}/{ttl}': telemetryOf('TIMESERIES_UPDATED'),
    'POST /api/relation': relation('RELATION_ADD_OR_UPDATE', call => call.body),
    'DELETE /api/relation': relation('RELATION_DELETED', relationInQuery),
};

interface Pending {
    tenantId: string;
    type: EdgeEventType;
    action: EdgeEventAction;
    entityId: string | null;
    body: unknown;
    /** Found before the handler: a delete takes the entity's edge relations with it. */
    edgeIds: string[];
}

/** Queues an edge event for each successful call of NOTICES. */
export function installEdgeEventHook(app: FastifyInstance, events: EdgeEventStore, assignments: EdgeAssignmentStore): void {
    const pending = new WeakMap<FastifyRequest, Pending>();
    const byKey = new Map(Object.entries(NOTICES).filter(([key]) => key in operations));
    const edgesOf = (holder: EntityId) => (holder.entityType === 'EDGE' ? [holder.id] : assignments.edgesOf(holder));

    app.addHook('preHandler', async request => {
        const url = request.routeOptions.url;
        const notice = url ? byKey.get(operationKeyOf(request.method, url)) : undefined;
        if (!notice || !request.user || request.user.authority === 'SYS_ADMIN') return;
        const call: Call = {
            params: paramsOf(request),
            query: queryOf(request),
            body: bodyObjectOf(request),
            raw: request.body,
        };
        const entity = notice.entity(call);
        const type = notice.type ?? (entity && EDGE_EVENT_TYPE_OF[entity.entityType]);
        if (!type) return;
        const holders = notice.holders ? notice.holders(call) : entity ? [entity] : [];
        const edgeIds = [...new Set(holders.flatMap(edgesOf))];
        if (edgeIds.length === 0) return;
        pending.set(request, { tenantId: request.user.tenantId, type, action: notice.action, entityId: entity?.id ?? null, body: notice.body?.(call), edgeIds });
    });

    // Before the answer leaves, so a client that reads the edge's events next finds this one.
    app.addHook('onSend', async (request, reply, payload) => {
        const notice = pending.get(request);
        if (!notice || reply.statusCode >= 400) return payload;
        pending.delete(request);
        try {
            for (const edgeId of notice.edgeIds) events.add(notice.tenantId, edgeId, notice);
        } catch (error) {
            request.log.error({ err: error }, 'edge event not queued');
        }
        return payload;
    });
}
