import type SqliteDatabase from 'better-sqlite3';
import { may, type ResourceDefinition } from '../../resources/kernel';
import type { Guard } from '../auth/guard';
import type { AccessClaims } from '../auth/tokens';
import type { EntityAccess } from '../telemetry/entityAccess';
import type { Row } from '../registry/codec';
import { NULL_UUID } from '../lib/ids';
import { findRelatedEntities, type RelationFilter } from '../relations/relationSearch';
import { DEFAULT_TYPE_GROUP, RelationStore, type Direction } from '../relations/relationStore';

interface EntityRef {
    entityType?: string;
    id?: string;
}

/** The relation-walking part every relations and search-query filter shares. */
interface RelationWalk {
    rootEntity?: EntityRef | null;
    direction?: Direction;
    maxLevel?: number;
    fetchLastLevelOnly?: boolean;
}

type SearchQueryFilter = RelationWalk & { relationType?: string | null } & (
    | { type: 'assetSearchQuery'; assetTypes?: string[] }
    | { type: 'deviceSearchQuery'; deviceTypes?: string[] }
    | { type: 'entityViewSearchQuery'; entityViewTypes?: string[] }
    | { type: 'edgeSearchQuery'; edgeTypes?: string[] }
);

/** The entity filters of reference §4.5 and part2 §3.11 (stateEntity is resolved by the console into one of these). */
export type EntityFilter =
    | { type: 'singleEntity'; singleEntity?: EntityRef }
    | { type: 'entityList'; entityType?: string; entityList?: string[] }
    | { type: 'entityName'; entityType?: string; entityNameFilter?: string }
    | { type: 'entityType'; entityType?: string }
    | { type: 'deviceType'; deviceType?: string; deviceNameFilter?: string }
    | { type: 'assetType'; assetType?: string; assetNameFilter?: string }
    | { type: 'entityViewType'; entityViewType?: string; entityViewNameFilter?: string }
    | { type: 'edgeType'; edgeType?: string; edgeNameFilter?: string }
    | { type: 'apiUsageState'; customerId?: EntityRef | null }
    | (RelationWalk & { type: 'relationsQuery'; filters?: RelationFilter[] | null })
    | SearchQueryFilter;

export interface ResolvedEntity {
    entityType: string;
    id: string;
    resource: ResourceDefinition;
    row: Row;
}

export class UnsupportedFilterError extends Error {}

interface Selection {
    entityType: string;
    ids?: readonly string[];
    /** "Starts with", case-insensitive, on the entity's name (its title field). */
    namePrefix?: string;
    /** The entity's `type` column is one of these. */
    types?: readonly string[];
}

/** Which entity type each search query finds, and the filter field listing the subtypes it wants. */
const SEARCH_QUERIES: Record<SearchQueryFilter['type'], { entityType: string; typesOf: (filter: SearchQueryFilter) => string[] | undefined }> = {
    assetSearchQuery: { entityType: 'ASSET', typesOf: filter => (filter as { assetTypes?: string[] }).assetTypes },
    deviceSearchQuery: { entityType: 'DEVICE', typesOf: filter => (filter as { deviceTypes?: string[] }).deviceTypes },
    entityViewSearchQuery: { entityType: 'ENTITY_VIEW', typesOf: filter => (filter as { entityViewTypes?: string[] }).entityViewTypes },
    edgeSearchQuery: { entityType: 'EDGE', typesOf: filter => (filter as { edgeTypes?: string[] }).edgeTypes },
};

const isSearchQuery = (filter: EntityFilter): filter is SearchQueryFilter => filter.type in SEARCH_QUERIES;

const oneType = (type: string | undefined) => [type ?? ''];

/**
 * The entities at the far end of the walk's matching relations (COMMON group), one selection per
 * entity type. ThingsBoard's default maxLevel for these filters is 0: no limit.
 */
function relatedSelections(store: RelationStore, walk: RelationWalk, filters: readonly RelationFilter[]): Selection[] {
    const root = walk.rootEntity;
    if (!root?.entityType || !root.id) return [];
    const search = { root: { entityType: root.entityType, id: root.id }, direction: walk.direction ?? 'FROM', typeGroup: DEFAULT_TYPE_GROUP, maxLevel: walk.maxLevel ?? 0 };
    const idsByType = new Map<string, string[]>();
    for (const entity of findRelatedEntities(store, search, filters, walk.fetchLastLevelOnly === true)) {
        const ids = idsByType.get(entity.entityType) ?? [];
        idsByType.set(entity.entityType, [...ids, entity.id]);
    }
    return [...idsByType].map(([entityType, ids]) => ({ entityType, ids }));
}

function selectionsOf(filter: EntityFilter, store: RelationStore): Selection[] {
    if (isSearchQuery(filter)) {
        const { entityType, typesOf } = SEARCH_QUERIES[filter.type];
        const types = typesOf(filter);
        return relatedSelections(store, filter, [{ relationType: filter.relationType, entityTypes: [entityType] }]).map(selection => ({
            ...selection,
            ...(types?.length ? { types } : {}),
        }));
    }
    switch (filter.type) {
        case 'singleEntity':
            return [{ entityType: filter.singleEntity?.entityType ?? '', ids: filter.singleEntity?.id ? [filter.singleEntity.id] : [] }];
        case 'entityList':
            return [{ entityType: filter.entityType ?? '', ids: filter.entityList ?? [] }];
        case 'entityName':
            return [{ entityType: filter.entityType ?? '', namePrefix: filter.entityNameFilter ?? '' }];
        case 'entityType':
            return [{ entityType: filter.entityType ?? '' }];
        case 'deviceType':
            return [{ entityType: 'DEVICE', types: oneType(filter.deviceType), namePrefix: filter.deviceNameFilter }];
        case 'assetType':
            return [{ entityType: 'ASSET', types: oneType(filter.assetType), namePrefix: filter.assetNameFilter }];
        case 'entityViewType':
            return [{ entityType: 'ENTITY_VIEW', types: oneType(filter.entityViewType), namePrefix: filter.entityViewNameFilter }];
        case 'edgeType':
            return [{ entityType: 'EDGE', types: oneType(filter.edgeType), namePrefix: filter.edgeNameFilter }];
        case 'relationsQuery':
            return relatedSelections(store, filter, filter.filters ?? []);
        case 'apiUsageState':
            // The tenant's own state; usage is metered per tenant only, so a customer's state is none.
            return filter.customerId?.id && filter.customerId.id !== NULL_UUID ? [] : [{ entityType: 'API_USAGE_STATE' }];
        default:
            throw new UnsupportedFilterError(`Unsupported entity filter type: ${(filter as { type?: string }).type ?? 'none'}`);
    }
}

/** The column holding an entity's name: `name`, or its title field (customers' title, users' email). */
export function nameColumnOf(resource: ResourceDefinition): string | undefined {
    return resource.fields.name?.column ?? resource.fields[resource.titleField]?.column;
}

/**
 * Resolves the entity filter of an entity data query to the rows the caller may read: the query is
 * narrowed to the caller's tenant in SQL and each row passes the guard's ownership rule, so a
 * subscription never shows what the REST calls would refuse.
 */
export class EntityQueryResolver {
    private readonly relations: RelationStore;

    constructor(
        private readonly sqlite: SqliteDatabase.Database,
        private readonly guard: Guard,
        private readonly access: EntityAccess,
    ) {
        this.relations = new RelationStore(sqlite);
    }

    resolve(caller: AccessClaims, filter: EntityFilter): ResolvedEntity[] {
        return selectionsOf(filter, this.relations).flatMap(selection => this.select(caller, selection));
    }

    private select(caller: AccessClaims, selection: Selection): ResolvedEntity[] {
        const resource = this.access.resourceOf(selection.entityType);
        if (!resource || !may(resource, caller.authority, 'show')) return [];
        const { server } = resource;
        const where: string[] = [];
        const params: unknown[] = [];
        if (caller.authority !== 'SYS_ADMIN' && server.tenantColumn) {
            where.push(server.systemRows ? `${server.tenantColumn} IN (?, '${NULL_UUID}')` : `${server.tenantColumn} = ?`);
            params.push(caller.tenantId);
        }
        // Lists travel as one JSON parameter: a client's list of any length stays one bound value
        // (SQLite takes at most 32,766 of them) and one statement text.
        if (selection.ids) {
            if (selection.ids.length === 0) return [];
            where.push('id IN (SELECT value FROM json_each(?))');
            params.push(JSON.stringify(selection.ids));
        }
        if (selection.types !== undefined) {
            where.push('type IN (SELECT value FROM json_each(?))');
            params.push(JSON.stringify(selection.types));
        }
        const nameColumn = nameColumnOf(resource);
        if (selection.namePrefix && nameColumn) {
            where.push(`LOWER(${nameColumn}) LIKE ? ESCAPE '\\'`);
            params.push(`${selection.namePrefix.toLowerCase().replace(/[\\%_]/g, char => `\\${char}`)}%`);
        }
        const sql = `SELECT * FROM ${server.table}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
        const rows = this.sqlite.prepare(sql).all(...params) as Row[];
        return rows
            .filter(row => this.guard.ownsRow(caller, resource, row, 'show'))
            .map(row => ({ entityType: resource.entityType, id: String(row.id), resource, row }));
    }
}
