import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assets, devices, entityViews } from '../../resources';
import type { ResourceDefinition } from '../../resources/kernel';
import type { AppContext } from '../context';
import { itemNotFound } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { entityAnswer } from '../registry/answer';
import { RelationAccess } from '../relations/relationAccess';
import { farEnd, findRelationsByQuery, refKey } from '../relations/relationSearch';
import { DEFAULT_TYPE_GROUP, RelationStore, type Direction } from '../relations/relationStore';

/** ThingsBoard's EntityRelation.CONTAINS_TYPE, the relation type a search query follows when it names none. */
const CONTAINS = 'Contains';

interface SearchQueryBody {
    parameters: { rootId: string; rootType: string; direction: Direction; relationTypeGroup?: string; maxLevel?: number; fetchLastLevelOnly?: boolean };
    relationType?: string | null;
    [types: string]: unknown;
}


/**
 * ThingsBoard's *SearchQuery calls: the entities of one kind related to a root entity (reached by
 * relations of one type, "Contains" by default, up to maxLevel hops), of the listed types, that
 * the caller may see. The root must be readable (404 when missing, 403 when foreign).
 */
export function entitySearchRoutes(app: FastifyInstance, ctx: AppContext): void {
    const store = new RelationStore(ctx.database.sqlite);
    const access = new RelationAccess(ctx.guard, ctx.repositories);

    /** One search call per entity kind: which entities it returns and the body field that lists their types. */
    const search = (resource: ResourceDefinition, typesField: string) => {
        const repository = ctx.repositories[resource.name]!;
        return async (request: FastifyRequest<{ Body: SearchQueryBody }>) => {
            const caller = callerOf(request);
            ctx.guard.require(caller, resource, 'show');
            const body = request.body;
            const types = body[typesField];
            // ThingsBoard's checkNotNull on the type list.
            if (!Array.isArray(types)) throw itemNotFound();
            const { parameters } = body;
            const root = { entityType: parameters.rootType, id: parameters.rootId };
            access.check(caller, root, 'read');

            const search = { root, direction: parameters.direction, typeGroup: parameters.relationTypeGroup ?? DEFAULT_TYPE_GROUP, maxLevel: parameters.maxLevel ?? 1 };
            const filters = [{ relationType: body.relationType || CONTAINS, entityTypes: [resource.entityType] }];
            const relations = findRelationsByQuery(store, search, filters, parameters.fetchLastLevelOnly === true);

            const wanted = new Set(types as string[]);
            const seen = new Set<string>();
            const found: Record<string, unknown>[] = [];
            for (const relation of relations) {
                const end = farEnd(relation, parameters.direction);
                if (seen.has(refKey(end))) continue;
                seen.add(refKey(end));
                const row = repository.findById(end.id);
                if (!row || !wanted.has(String(row.type)) || !ctx.guard.ownsRow(caller, resource, row, 'show')) continue;
                found.push(row);
            }
            return found.map(row => entityAnswer(ctx, resource, row));
        };
    };

    contractRoute(app, 'POST /api/assets', search(assets, 'assetTypes'));
    contractRoute(app, 'POST /api/devices', search(devices, 'deviceTypes'));
    contractRoute(app, 'POST /api/entityViews', search(entityViews, 'entityViewTypes'));
}
