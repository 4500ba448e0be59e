import type { FastifyInstance } from 'fastify';
import { edges, registry } from '../../resources';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute, type OperationKey } from '../http/contractRoute';
import { operations } from '../../shared/generated/operations.gen';
import { entityAnswer } from '../registry/answer';
import { pageLinkOf } from '../registry/paging/pageLinkOf';
import { EdgeAssignmentStore } from '../edges/edgeAssignmentStore';
import { EdgeEventStore } from '../edges/edgeEventStore';
import { EdgeRuleChains } from '../edges/edgeRuleChains';

/**
 * Entities assigned to an edge, as ThingsBoard keeps them: a `Contains` relation of type group
 * EDGE from the edge to the entity. Mounted for every entry whose calls the contract has
 * (`/api/edge/{edgeId}/device/{deviceId}`, `/api/edge/{edgeId}/devices` …). Each change queues an
 * edge event for the edge.
 */
export function edgeAssignmentRoutes(app: FastifyInstance, ctx: AppContext): void {
    const sqlite = ctx.database.sqlite;
    const edgeRepository = ctx.repositories.edges!;
    const assignments = new EdgeAssignmentStore(sqlite);
    const events = new EdgeEventStore(sqlite);
    const edgeChains = new EdgeRuleChains(sqlite);
    for (const resource of registry) {
        const one = `/api/edge/{edgeId}/${resource.singular}/{${resource.singular}Id}`;
        const list = `GET /api/edge/{edgeId}/${resource.name}`;
        if (!(`POST ${one}` in operations)) continue;
        const repository = ctx.repositories[resource.name]!;
        const idParam = `${resource.singular}Id`;
        const handler = (add: boolean) => async (request: Parameters<Parameters<typeof contractRoute>[2]>[0]) => {
            const caller = callerOf(request);
            const params = request.params;
            const edge = ctx.guard.load(caller, edgeRepository, params.edgeId!, 'assign');
            const entity = ctx.guard.load(caller, repository, params[idParam]!, 'show');
            ctx.guard.require(caller, edges, 'assign');
            const target = { entityType: resource.entityType, id: entity.id as string };
            if (resource.entityType === 'RULE_CHAIN') edgeChains.checkAssignment(edge, entity, add);
            const changed = add ? assignments.assign(edge.id as string, target) : assignments.unassign(edge.id as string, target);
            if (!add && !changed) throw badRequest(`${resource.entityType} isn't assigned to this edge!`);
            // The edge hears of it (ASSIGNED_TO_EDGE / UNASSIGNED_FROM_EDGE) the next time it reads its queue.
            if (changed) events.addForEdgesOf(edge.tenant_id as string, target, add ? 'ASSIGNED_TO_EDGE' : 'UNASSIGNED_FROM_EDGE', [edge.id as string]);
            return entityAnswer(ctx, resource, entity);
        };
        contractRoute(app, `POST ${one}` as OperationKey, handler(true));
        if (`DELETE ${one}` in operations) contractRoute(app, `DELETE ${one}` as OperationKey, handler(false));
        if (list in operations) {
            contractRoute(app, list as OperationKey, async request => {
                const caller = callerOf(request);
                const edge = ctx.guard.load(caller, edgeRepository, request.params.edgeId, 'show');
                const query = request.query;
                const conditions = [
                    { sql: "t.id IN (SELECT to_id FROM relation WHERE from_id = ? AND from_type = 'EDGE' AND to_type = ? AND relation_type_group = 'EDGE')", params: [edge.id, resource.entityType] },
                    ...(resource.server.tenantColumn ? [{ sql: `t.${resource.server.tenantColumn} = ?`, params: [edge.tenant_id] }] : []),
                    ...(query.type && resource.fields.type?.column ? [{ sql: 't.type = ?', params: [query.type] }] : []),
                ];
                // A customer user sees only what is its customer's among the edge's entities.
                if (caller.authority === 'CUSTOMER_USER' && resource.server.customerColumn) conditions.push({ sql: `t.${resource.server.customerColumn} = ?`, params: [caller.customerId] });
                return repository.page(conditions, pageLinkOf(query), resource.search.fields);
            });
        }
    }
}
