/** The two ways an entity's relations are listed: those leaving it (FROM) and those arriving at it (TO). */
export type RelationDirection = 'FROM' | 'TO';

export const RELATION_DIRECTIONS: readonly RelationDirection[] = ['FROM', 'TO'];

export interface EntityRef {
    entityType: string;
    id: string;
}

/** EntityRelationInfo as GET /api/relations/info answers it (reference §1.10). */
export interface RelationInfo {
    from: EntityRef;
    to: EntityRef;
    type: string;
    typeGroup: string;
    additionalInfo: unknown;
    fromName: string | null;
    toName: string | null;
}

/** A table row: the relation and its far end (the "to" entity going FROM, the "from" entity going TO). */
export interface RelationRow {
    key: string;
    relation: RelationInfo;
    type: string;
    entity: EntityRef;
    entityName: string;
}

export const rowKey = (relation: RelationInfo) =>
    [relation.from.entityType, relation.from.id, relation.typeGroup, relation.type, relation.to.entityType, relation.to.id].join('|');

export function rowsOf(relations: readonly RelationInfo[], direction: RelationDirection): RelationRow[] {
    return relations.map(relation => {
        const far = direction === 'FROM' ? { entity: relation.to, name: relation.toName } : { entity: relation.from, name: relation.fromName };
        return { key: rowKey(relation), relation, type: relation.type, entity: far.entity, entityName: far.name ?? '' };
    });
}

/** The text filter: a case-insensitive part of the type, the far entity's name or its translated type. */
export function filterRows(rows: readonly RelationRow[], text: string, entityTypeName: (entityType: string) => string): RelationRow[] {
    const needle = text.trim().toLowerCase();
    if (!needle) return [...rows];
    return rows.filter(row => [row.type, row.entityName, entityTypeName(row.entity.entityType)].some(value => value.toLowerCase().includes(needle)));
}

/** The query of GET /api/relations/info for an entity's relations in one direction. */
export const listQuery = (direction: RelationDirection, entity: EntityRef) =>
    direction === 'FROM' ? { fromId: entity.id, fromType: entity.entityType } : { toId: entity.id, toType: entity.entityType };

/** The query of DELETE /api/relation naming one relation. */
export const deleteQuery = (relation: RelationInfo) => ({
    fromId: relation.from.id,
    fromType: relation.from.entityType,
    relationType: relation.type,
    relationTypeGroup: relation.typeGroup,
    toId: relation.to.id,
    toType: relation.to.entityType,
});

/** The body of POST /api/relation: this entity at the near end, the picked one at the far end. */
export function newRelation(direction: RelationDirection, entity: EntityRef, other: EntityRef, type: string, additionalInfo: unknown) {
    const [from, to] = direction === 'FROM' ? [entity, other] : [other, entity];
    return { from, to, type, typeGroup: 'COMMON', additionalInfo: additionalInfo ?? null };
}
