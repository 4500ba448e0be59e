import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operations } from '../../src/generated/operations.gen';
import { operationKeyOf } from '../audit/auditLogHook';
import { isPlainObject } from '../lib/json';
import type { EntityId, EntityType } from '../lib/ids';
import { EdgeAssignmentStore } from './edgeAssignmentStore';
import { EdgeEventStore } from './edgeEventStore';
import { EDGE_EVENT_TYPE_OF, type EdgeEventAction, type EdgeEventType } from './edgeEventTypes';

type Params = Readonly<Record<string, string>>;

/** A call that changes an entity the edges holding it must hear of. */
interface Notice {
    /** The entity, read from the call before its handler runs; none for a create. */
    entity(params: Params, body: Record<string, unknown>): EntityId | undefined;
    action: EdgeEventAction;
    /** When the event type is not the entity's own (a rule chain's metadata). */
    type?: EdgeEventType;
}

const uuidIn = (value: unknown): string | undefined => (isPlainObject(value) && typeof value.id === 'string' ? value.id : undefined);
const ref = (entityType: EntityType, id: string | undefined): EntityId | undefined => (id ? { entityType, id } : undefined);

const saved = (entityType: EntityType): Notice => ({ entity: (_params, body) => ref(entityType, uuidIn(body.id)), action: 'UPDATED' });
const inPath = (entityType: EntityType, param: string, action: EdgeEventAction): Notice => ({ entity: params => ref(entityType, params[param]), action });

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
 * that edge.
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
    'POST /api/ruleChain/metadata': { entity: (_params, body) => ref('RULE_CHAIN', uuidIn(body.ruleChainId)), action: 'UPDATED', type: 'RULE_CHAIN_METADATA' },
    'POST /api/device/credentials': { entity: (_params, body) => ref('DEVICE', uuidIn(body.deviceId)), action: 'CREDENTIALS_UPDATED' },
    'POST /api/edge': saved('EDGE'),
};

interface Pending {
    tenantId: string;
    entity: EntityId;
    type: EdgeEventType;
    action: EdgeEventAction;
    /** Found before the handler: a delete takes the entity's edge relations with it. */
    edgeIds: string[];
}

/** Queues an edge event for each successful call of NOTICES. */
export function installEdgeEventHook(app: FastifyInstance, events: EdgeEventStore, assignments: EdgeAssignmentStore): void {
    const pending = new WeakMap<FastifyRequest, Pending>();
    const notices = Object.entries(NOTICES).filter(([key]) => key in operations);
    const byKey = new Map(notices);

    app.addHook('preHandler', async request => {
        const url = request.routeOptions.url;
        const notice = url ? byKey.get(operationKeyOf(request.method, url)) : undefined;
        if (!notice || !request.user || request.user.authority === 'SYS_ADMIN') return;
        const body = isPlainObject(request.body) ? request.body : {};
        const entity = notice.entity((request.params ?? {}) as Params, body);
        const type = notice.type ?? (entity && EDGE_EVENT_TYPE_OF[entity.entityType]);
        if (!entity || !type) return;
        const edgeIds = entity.entityType === 'EDGE' ? [entity.id] : assignments.edgesOf(entity);
        if (edgeIds.length > 0) pending.set(request, { tenantId: request.user.tenantId, entity, type, action: notice.action, edgeIds });
    });

    // Before the answer leaves, so a client that reads the edge's events next finds this one.
    app.addHook('onSend', async (request, reply, payload) => {
        const notice = pending.get(request);
        if (!notice || reply.statusCode >= 400) return payload;
        pending.delete(request);
        try {
            for (const edgeId of notice.edgeIds) events.add(notice.tenantId, edgeId, { type: notice.type, action: notice.action, entityId: notice.entity.id });
        } catch (error) {
            request.log.error({ err: error }, 'edge event not queued');
        }
        return payload;
    });
}
