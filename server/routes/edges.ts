import type { FastifyInstance, FastifyRequest } from 'fastify';
import { edges, ruleChains } from '../../resources';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { EdgeAssignmentStore } from '../edges/edgeAssignmentStore';
import { installEdgeEventHook } from '../edges/edgeEventHook';
import { EdgeEventStore } from '../edges/edgeEventStore';
import { EdgeRuleChains } from '../edges/edgeRuleChains';
import { syncEdge } from '../edges/edgeSync';
import { permissionDenied } from '../errors';
import { timePageLinkOf } from '../events/timePage';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { entityAnswer } from '../registry/answer';
import { findRelationsByQuery, farEnd } from '../relations/relationSearch';
import { RelationStore } from '../relations/relationStore';

/** Edge events, sync, edge rule chains (template root, auto-assign, an edge's root, missing related) and the edge search. */
export function edgeRoutes(app: FastifyInstance, ctx: AppContext): void {
    const sqlite = ctx.database.sqlite;
    const events = new EdgeEventStore(sqlite);
    const edgeChains = new EdgeRuleChains(sqlite);
    const edgeRepository = ctx.repositories.edges!;
    const chainRepository = ctx.repositories.ruleChains!;
    installEdgeEventHook(app, events, new EdgeAssignmentStore(sqlite));

    /** ThingsBoard lets only tenant administrators manage an edge's queue and rule chains. */
    const tenantAdmin = (request: FastifyRequest): AccessClaims => {
        const caller = callerOf(request);
        if (caller.authority !== 'TENANT_ADMIN') throw permissionDenied();
        return caller;
    };
    const edgeOf = (request: FastifyRequest<{ Params: { edgeId: string } }>, action: 'show' | 'edit') =>
        ctx.guard.load(tenantAdmin(request), edgeRepository, request.params.edgeId, action);
    const chainOf = (request: FastifyRequest<{ Params: { ruleChainId: string } }>) =>
        ctx.guard.load(tenantAdmin(request), chainRepository, request.params.ruleChainId, 'edit');
    const chainAnswer = (id: unknown) => entityAnswer(ctx, ruleChains, chainRepository.findById(id as string)!);

    contractRoute(app, 'GET /api/edge/{edgeId}/events', async request => {
        const edge = edgeOf(request, 'show');
        return events.page(edge.tenant_id as string, edge.id as string, timePageLinkOf(request.query));
    });

    contractRoute(app, 'POST /api/edge/sync/{edgeId}', async (request, reply) => {
        const edge = edgeOf(request, 'edit');
        await syncEdge(sqlite, ctx.telemetry, edge.tenant_id as string, edge.id as string);
        return reply.status(200).send();
    });

    contractRoute(app, 'GET /api/edge/missingToRelatedRuleChains/{edgeId}', async request => edgeChains.missingRelated(edgeOf(request, 'show').id as string));

    contractRoute(app, 'POST /api/edge/{edgeId}/{ruleChainId}/root', async request => {
        const edge = edgeOf(request, 'edit');
        edgeChains.setEdgeRoot(edge.tenant_id as string, edge, chainOf(request));
        return entityAnswer(ctx, edges, edgeRepository.findById(edge.id as string)!);
    });

    contractRoute(app, 'GET /api/ruleChain/autoAssignToEdgeRuleChains', async request => {
        const caller = tenantAdmin(request);
        return edgeChains.autoAssigned(caller.tenantId).map(row => entityAnswer(ctx, ruleChains, row));
    });

    for (const [method, on] of [['POST', true], ['DELETE', false]] as const) {
        contractRoute(app, `${method} /api/ruleChain/{ruleChainId}/autoAssignToEdge`, async request => {
            const chain = chainOf(request);
            edgeChains.setAutoAssign(chain.tenant_id as string, chain, on);
            return chainAnswer(chain.id);
        });
    }

    contractRoute(app, 'POST /api/ruleChain/{ruleChainId}/edgeTemplateRoot', async request => {
        const chain = chainOf(request);
        edgeChains.setTemplateRoot(chain.tenant_id as string, chain);
        return chainAnswer(chain.id);
    });

    // ThingsBoard's findByQuery: the edges at the far end of the matching relations that the caller may read.
    const relationStore = new RelationStore(sqlite);
    contractRoute(app, 'POST /api/edges', async request => {
        const caller = callerOf(request);
        ctx.guard.require(caller, edges, 'list');
        const query = request.body;
        const { parameters } = query;
        const search = {
            root: { entityType: parameters.rootType, id: parameters.rootId },
            direction: parameters.direction,
            typeGroup: parameters.relationTypeGroup ?? 'COMMON',
            maxLevel: parameters.maxLevel ?? 1,
        };
        const filters = [{ relationType: query.relationType ?? null, entityTypes: ['EDGE'] }];
        const found = new Set<string>();
        const answer: Array<Record<string, unknown>> = [];
        for (const relation of findRelationsByQuery(relationStore, search, filters, parameters.fetchLastLevelOnly === true)) {
            const id = farEnd(relation, search.direction).id;
            if (found.has(id)) continue;
            found.add(id);
            const row = edgeRepository.findById(id);
            if (!row || !ctx.guard.ownsRow(caller, edges, row, 'show')) continue;
            if (query.edgeTypes && !query.edgeTypes.includes(row.type as string)) continue;
            answer.push(entityAnswer(ctx, edges, row));
        }
        return answer;
    });
}
