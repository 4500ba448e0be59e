import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ACTION_TYPES } from '../audit/actionTypes';
import { AuditLogRepository, type AuditLogScope } from '../audit/auditLogRepository';
import { timePageLinkOf } from '../events/timePage';
import { badRequest, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute, type GenericRouteRequest } from '../http/contractRoute';

/** ThingsBoard's parseActionTypesStr: comma-separated, any case; an unknown name is a 400. */
export function actionTypesOf(text: unknown): string[] {
    if (typeof text !== 'string' || text.trim() === '') return [];
    return text.split(',').map(part => {
        const name = part.trim().toUpperCase();
        if (!(ACTION_TYPES as readonly string[]).includes(name)) throw badRequest(`No enum constant org.thingsboard.server.common.data.audit.ActionType.${name}`);
        return name;
    });
}

/**
 * Audit log reads by tenant, customer, user and entity, as ThingsBoard 3.3's AuditLogController:
 * tenant administrators only, always within their own tenant (another tenant's customer, user
 * or entity simply has no entries there).
 */
export function auditLogRoutes(app: FastifyInstance, ctx: AppContext): void {
    const repository = new AuditLogRepository(ctx.database.sqlite);

    const list = (scopeOf: (tenantId: string, params: Record<string, string>) => AuditLogScope) => async (request: FastifyRequest<GenericRouteRequest>) => {
        const caller = callerOf(request);
        if (caller.authority !== 'TENANT_ADMIN') throw permissionDenied();
        const query = request.query;
        return repository.page(scopeOf(caller.tenantId, request.params), actionTypesOf(query.actionTypes), timePageLinkOf(query));
    };

    contractRoute(app, 'GET /api/audit/logs', list(tenantId => ({ tenantId })));
    contractRoute(app, 'GET /api/audit/logs/customer/{customerId}', list((tenantId, { customerId }) => ({ tenantId, customerId: customerId! })));
    contractRoute(app, 'GET /api/audit/logs/user/{userId}', list((tenantId, { userId }) => ({ tenantId, userId: userId! })));
    contractRoute(app, 'GET /api/audit/logs/entity/{entityType}/{entityId}', list((tenantId, { entityId }) => ({ tenantId, entityId: entityId! })));
}
