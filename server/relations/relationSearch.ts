import type { Direction, EntityRef, EntityRelation, RelationStore } from './relationStore';

/** `{relationType, entityTypes}`: a relation passes when its type matches (or none is given) and its far end is of one of the types (or none are given). */
export interface RelationFilter {
    relationType?: string | null;
    entityTypes?: readonly string[] | null;
}

export interface RelationSearch {
    root: EntityRef;
    direction: Direction;
    typeGroup: string;
    /** How many hops from the root; 0 or less means no limit. */
    maxLevel: number;
}

export interface FoundRelation {
    relation: EntityRelation;
    /** 1 for the root's own relations, 2 for their far ends' relations … */
    level: number;
}

/** The end of a relation away from the search's root side. */
export const farEnd = (relation: EntityRelation, direction: Direction): EntityRef => (direction === 'FROM' ? relation.to : relation.from);

export const refKey = (entity: EntityRef) => `${entity.entityType}:${entity.id}`;

/** ThingsBoard's matchFilters: no filters pass everything; otherwise any one filter must pass. */
export function matchesFilters(filters: readonly RelationFilter[], relation: EntityRelation, direction: Direction): boolean {
    if (filters.length === 0) return true;
    return filters.some(
        filter =>
            (!filter.relationType || filter.relationType === relation.type) &&
            (!filter.entityTypes?.length || filter.entityTypes.includes(farEnd(relation, direction).entityType)),
    );
}

/**
 * Every relation reachable from the root, level by level. An entity is expanded once, at the
 * first level it is met, so loops end; relations leading back to entities already met are still
 * listed (they exist), they are just not followed again.
 */
export function walkRelations(store: RelationStore, search: RelationSearch): FoundRelation[] {
    const found: FoundRelation[] = [];
    const met = new Set([refKey(search.root)]);
    let frontier: EntityRef[] = [search.root];
    for (let level = 1; frontier.length > 0 && (search.maxLevel <= 0 || level <= search.maxLevel); level++) {
        const next: EntityRef[] = [];
        for (const entity of frontier) {
            for (const relation of store.findBy(search.direction, entity, search.typeGroup)) {
                found.push({ relation, level });
                const end = farEnd(relation, search.direction);
                if (!met.has(refKey(end))) {
                    met.add(refKey(end));
                    next.push(end);
                }
            }
        }
        frontier = next;
    }
    return found;
}

/**
 * POST /api/relations (relationService.findByQuery): the walk's relations that pass the filters.
 * With fetchLastLevelOnly only relations found exactly at maxLevel remain, as ThingsBoard drops
 * every shallower level (so without a level limit nothing remains).
 */
export function findRelationsByQuery(store: RelationStore, search: RelationSearch, filters: readonly RelationFilter[], fetchLastLevelOnly: boolean): EntityRelation[] {
    return walkRelations(store, search)
        .filter(({ level }) => !fetchLastLevelOnly || (search.maxLevel > 0 && level === search.maxLevel))
        .filter(({ relation }) => matchesFilters(filters, relation, search.direction))
        .map(({ relation }) => relation);
}

/**
 * The entities a relations-query entity filter selects (ThingsBoard's SQL entity query): the far
 * ends of the matching relations, each once. With fetchLastLevelOnly an entity counts when it
 * sits at maxLevel or has no matching relation of its own to go further.
 */
export function findRelatedEntities(store: RelationStore, search: RelationSearch, filters: readonly RelationFilter[], fetchLastLevelOnly: boolean): EntityRef[] {
    const isLeaf = (entity: EntityRef) => !store.findBy(search.direction, entity, search.typeGroup).some(relation => matchesFilters(filters, relation, search.direction));
    const entities = new Map<string, EntityRef>();
    for (const { relation, level } of walkRelations(store, search)) {
        if (!matchesFilters(filters, relation, search.direction)) continue;
        const end = farEnd(relation, search.direction);
        if (entities.has(refKey(end))) continue;
        if (fetchLastLevelOnly && level !== search.maxLevel && !isLeaf(end)) continue;
        entities.set(refKey(end), end);
    }
    return [...entities.values()];
}
