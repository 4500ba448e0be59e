import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import type { EventFilter, EventType } from '../events/eventFilter';
import { timePageLinkOf } from '../events/timePage';
import { entityNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { EntityAccess, type AccessMode } from '../telemetry/entityAccess';

interface EventParams {
    entityType: string;
    entityId: string;
    eventType?: EventType;
}

interface EventQuery {
    tenantId?: string;
    startTime?: number;
    endTime?: number;
}

/**
 * Entity events as ThingsBoard 3.3's EventController: read by anyone who may read the entity
 * (events of the tenant the `tenantId` parameter names), cleared by tenant and system admins who
 * may change it.
 */
export function eventRoutes(app: FastifyInstance, ctx: AppContext): void {
    const entityAccess = new EntityAccess(ctx.guard, ctx.repositories);
    const { events } = ctx;

    /** A rule node is reached through its rule chain; anything else through the registry guard. */
    const check = (caller: AccessClaims, { entityType, entityId }: EventParams, mode: AccessMode) => {
        if (entityType === 'RULE_NODE') {
            const ruleChainId = ctx.database.sqlite.prepare('SELECT rule_chain_id FROM rule_node WHERE id = ?').pluck().get(entityId) as string | undefined;
            if (!ruleChainId) throw entityNotFound('RULE_NODE', entityId);
            entityAccess.check(caller, 'RULE_CHAIN', ruleChainId, mode);
            return;
        }
        entityAccess.check(caller, entityType, entityId, mode);
    };

    const readable = (request: FastifyRequest) => {
        const params = request.params as EventParams;
        check(callerOf(request), params, 'read');
        return params;
    };
    const query = (request: FastifyRequest) => request.query as EventQuery & Record<string, unknown>;

    contractRoute(app, 'GET /api/events/{entityType}/{entityId}', async request => {
        const { entityId } = readable(request);
        return events.page(query(request).tenantId!, entityId, null, timePageLinkOf(query(request)));
    });

    contractRoute(app, 'GET /api/events/{entityType}/{entityId}/{eventType}', async request => {
        const { entityId, eventType } = readable(request);
        return events.page(query(request).tenantId!, entityId, eventType!, timePageLinkOf(query(request)));
    });

    contractRoute(app, 'POST /api/events/{entityType}/{entityId}', async request => {
        const { entityId } = readable(request);
        return events.page(query(request).tenantId!, entityId, request.body as EventFilter, timePageLinkOf(query(request)));
    });

    contractRoute(app, 'POST /api/events/{entityType}/{entityId}/clear', async (request, reply: FastifyReply) => {
        const caller = callerOf(request);
        if (caller.authority === 'CUSTOMER_USER') throw permissionDenied();
        const params = request.params as EventParams;
        check(caller, params, 'write');
        const { startTime, endTime } = query(request);
        // As ThingsBoard: the caller's own tenant's events, whatever `tenantId` says.
        events.clear(caller.tenantId, params.entityId, request.body as EventFilter, startTime, endTime);
        return reply.status(200).send();
    });
}
