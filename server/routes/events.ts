import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { timePageLinkOf } from '../events/timePage';
import { entityNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { EntityAccess, type AccessMode } from '../telemetry/entityAccess';
import { RuleChainMetadataStore } from '../ruleEngine/metadataStore';

interface EventParams {
    entityType: string;
    entityId: string;
}

/**
 * Entity events as ThingsBoard 3.3's EventController: read by anyone who may read the entity
 * (events of the tenant the `tenantId` parameter names), cleared by tenant and system admins who
 * may change it.
 */
export function eventRoutes(app: FastifyInstance, ctx: AppContext): void {
    const entityAccess = new EntityAccess(ctx.guard, ctx.repositories);
    const { events } = ctx;
    const ruleNodes = new RuleChainMetadataStore(ctx.database.sqlite);

    /** A rule node is reached through its rule chain; anything else through the registry guard. */
    const check = (caller: AccessClaims, { entityType, entityId }: EventParams, mode: AccessMode) => {
        if (entityType === 'RULE_NODE') {
            const owner = ruleNodes.nodeOwner(entityId);
            if (!owner) throw entityNotFound('RULE_NODE', entityId);
            entityAccess.check(caller, 'RULE_CHAIN', owner.ruleChainId, mode);
            return;
        }
        entityAccess.check(caller, entityType, entityId, mode);
    };

    contractRoute(app, 'GET /api/events/{entityType}/{entityId}', async request => {
        check(callerOf(request), request.params, 'read');
        return events.page(request.query.tenantId, request.params.entityId, null, timePageLinkOf(request.query));
    });

    contractRoute(app, 'GET /api/events/{entityType}/{entityId}/{eventType}', async request => {
        check(callerOf(request), request.params, 'read');
        return events.page(request.query.tenantId, request.params.entityId, request.params.eventType, timePageLinkOf(request.query));
    });

    contractRoute(app, 'POST /api/events/{entityType}/{entityId}', async request => {
        check(callerOf(request), request.params, 'read');
        return events.page(request.query.tenantId, request.params.entityId, request.body, timePageLinkOf(request.query));
    });

    contractRoute(app, 'POST /api/events/{entityType}/{entityId}/clear', async (request, reply: FastifyReply) => {
        const caller = callerOf(request);
        if (caller.authority === 'CUSTOMER_USER') throw permissionDenied();
        check(caller, request.params, 'write');
        const { startTime, endTime } = request.query;
        // As ThingsBoard: the caller's own tenant's events, whatever `tenantId` says.
        events.clear(caller.tenantId, request.params.entityId, request.body, startTime, endTime);
        return reply.status(200).send();
    });
}
