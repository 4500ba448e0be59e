import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { badRequest, itemNotFound } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { entityNames } from '../relations/entityNames';
import { RelationAccess } from '../relations/relationAccess';
import { findRelationsByQuery, refKey, type RelationFilter } from '../relations/relationSearch';
import { DEFAULT_TYPE_GROUP, RelationStore, type Direction, type EntityRef, type EntityRelation, type RelationKey } from '../relations/relationStore';

/** BaseController.checkEntityId's answer for a relation end that is missing. */
const EMPTY_ENTITY_ID = "Parameter entityId can't be empty!";

/** The relation_type column is varchar(255) in ThingsBoard. */
export const MAX_RELATION_TYPE_LENGTH = 255;

interface RelationParams {
    fromId?: string;
    fromType?: string;
    toId?: string;
    toType?: string;
    relationType?: string;
    relationTypeGroup?: string;
}

interface RelationsQueryBody {
    parameters: { rootId: string; rootType: string; direction: Direction; relationTypeGroup?: string; maxLevel?: number; fetchLastLevelOnly?: boolean };
    filters?: RelationFilter[] | null;
}

/** ThingsBoard's relation type checks (BaseRelationService.validateType and the column's length). */
function checkedType(type: unknown): string {
    if (typeof type !== 'string' || type === '') throw badRequest('Relation type should be specified!');
    if (type.length > MAX_RELATION_TYPE_LENGTH) throw badRequest(`type length must be equal or less than ${MAX_RELATION_TYPE_LENGTH}`);
    return type;
}

function keyOf(params: RelationParams): RelationKey {
    return {
        from: { entityType: params.fromType!, id: params.fromId! },
        to: { entityType: params.toType!, id: params.toId! },
        type: checkedType(params.relationType),
        typeGroup: params.relationTypeGroup ?? DEFAULT_TYPE_GROUP,
    };
}

/** The entity a by-entity list is about: its relations leave it (FROM) or arrive at it (TO). */
function listedEntity(params: RelationParams): { direction: Direction; entity: EntityRef } {
    if (params.fromId && params.fromType) return { direction: 'FROM', entity: { entityType: params.fromType, id: params.fromId } };
    if (params.toId && params.toType) return { direction: 'TO', entity: { entityType: params.toType, id: params.toId } };
    throw badRequest('Parameter conditions "fromId, fromType" OR "toId, toType" not met for actual request parameters');
}

/** Relations of reference §1.10 (EntityRelationController), with the info variants. */
export function relationRoutes(app: FastifyInstance, ctx: AppContext): void {
    const store = new RelationStore(ctx.database.sqlite);
    const access = new RelationAccess(ctx.guard, ctx.repositories);

    /** ThingsBoard's filterRelationsByReadPermission: only relations whose both ends the caller may see. */
    const readable = (caller: AccessClaims, relations: EntityRelation[]) =>
        relations.filter(relation => access.mayRead(caller, relation.from) && access.mayRead(caller, relation.to));

    /** EntityRelationInfo: ThingsBoard names the far end only (toName going FROM, fromName going TO); the near end's name is null. */
    const withNames = (relations: EntityRelation[], direction: Direction) => {
        const names = entityNames(ctx.database.sqlite, relations.map(relation => (direction === 'FROM' ? relation.to : relation.from)));
        return relations.map(relation => ({
            ...relation,
            fromName: direction === 'TO' ? (names.get(refKey(relation.from)) ?? null) : null,
            toName: direction === 'FROM' ? (names.get(refKey(relation.to)) ?? null) : null,
        }));
    };

    contractRoute(app, 'POST /api/relation', async request => {
        const caller = callerOf(request);
        const body = request.body;
        // ThingsBoard's order: checkEntityId on each end (missing, then access), then the type.
        if (!body.from) throw badRequest(EMPTY_ENTITY_ID);
        access.check(caller, body.from, 'write');
        if (!body.to) throw badRequest(EMPTY_ENTITY_ID);
        access.check(caller, body.to, 'write');
        const type = checkedType(body.type);
        store.save({
            from: { entityType: body.from.entityType, id: body.from.id },
            to: { entityType: body.to.entityType, id: body.to.id },
            type,
            typeGroup: body.typeGroup ?? DEFAULT_TYPE_GROUP,
            additionalInfo: body.additionalInfo ?? null,
        });
        return '';
    });

    contractRoute(app, 'GET /api/relation', async request => {
        const caller = callerOf(request);
        const key = keyOf(request.query);
        access.check(caller, key.from, 'read');
        access.check(caller, key.to, 'read');
        const relation = store.find(key);
        if (!relation) throw itemNotFound();
        return relation;
    });

    contractRoute(app, 'DELETE /api/relation', async request => {
        const caller = callerOf(request);
        const key = keyOf(request.query);
        access.check(caller, key.from, 'write');
        access.check(caller, key.to, 'write');
        if (!store.delete(key)) throw itemNotFound();
        return '';
    });

    contractRoute(app, 'DELETE /api/relations', async request => {
        const caller = callerOf(request);
        const { entityId, entityType } = request.query;
        const entity = { entityType, id: entityId };
        access.check(caller, entity, 'write');
        store.deleteAllOf(entity, DEFAULT_TYPE_GROUP);
        return '';
    });

    const relationsOfEntity = (request: FastifyRequest<{ Querystring: RelationParams }>) => {
        const caller = callerOf(request);
        const params = request.query;
        const { direction, entity } = listedEntity(params);
        const type = params.relationType === undefined ? undefined : checkedType(params.relationType);
        access.check(caller, entity, 'read');
        return { direction, relations: readable(caller, store.findBy(direction, entity, params.relationTypeGroup ?? DEFAULT_TYPE_GROUP, type)) };
    };
    contractRoute(app, 'GET /api/relations', async request => relationsOfEntity(request).relations);
    contractRoute(app, 'GET /api/relations/info', async request => {
        const { direction, relations } = relationsOfEntity(request);
        return withNames(relations, direction);
    });

    const relationsOfQuery = (request: FastifyRequest<{ Body: RelationsQueryBody }>) => {
        const caller = callerOf(request);
        const { parameters, filters } = request.body;
        const root = { entityType: parameters.rootType, id: parameters.rootId };
        access.check(caller, root, 'read');
        const search = { root, direction: parameters.direction, typeGroup: parameters.relationTypeGroup ?? DEFAULT_TYPE_GROUP, maxLevel: parameters.maxLevel ?? 1 };
        const relations = findRelationsByQuery(store, search, filters ?? [], parameters.fetchLastLevelOnly === true);
        return { direction: parameters.direction, relations: readable(caller, relations) };
    };
    contractRoute(app, 'POST /api/relations', async request => relationsOfQuery(request).relations);
    contractRoute(app, 'POST /api/relations/info', async request => {
        const { direction, relations } = relationsOfQuery(request);
        return withNames(relations, direction);
    });
}
