import { NULL_UUID } from '../../../resources/kernel';
import type { EntityFilter, EntityId } from '../../../shared/generated/api.gen';
import type { AliasEntityId, EntityAliasFilter } from '../model/dashboardConfig';
import type { AliasContext, AliasUser } from './aliasContext';

/**
 * An alias filter (part2 §3.11) as the server's EntityFilter for POST /api/entitiesQuery/find and the
 * WebSocket's entityDataCmds, after ThingsBoard's resolveAliasFilter: 14 types go to the server as they
 * are; `stateEntity` becomes a singleEntity filter of the dashboard state's entity; relation and
 * search queries may take their root from the state too; CURRENT_TENANT, CURRENT_CUSTOMER,
 * CURRENT_USER and CURRENT_USER_OWNER references become the viewer's own ids.
 */
export interface AliasFilterResult {
    /** Null when the alias stands for no entity now: no state entity, no root for a relation query. */
    entityFilter: EntityFilter | null;
    /** The alias follows the dashboard state's entity (stateEntity, or a query rooted at it). */
    stateEntity: boolean;
    /** The state parameter the entity is read from; absent for the state's own entity. */
    entityParamName?: string;
    resolveMultiple: boolean;
    /** Entities to ask for: 1 when the alias does not resolve to multiple entities. */
    pageSize: number;
}

/** How many entities an alias that resolves to multiple entities shows (ThingsBoard's page of 1024). */
export const MAX_ALIAS_ENTITIES = 1024;


/** Which of the viewer's ids a CURRENT_* reference stands for; other references stay as they are. */
const CURRENT_ENTITY: Record<string, (user: AliasUser) => { entityType: string; id: string | null | undefined }> = {
    CURRENT_TENANT: user => ({ entityType: 'TENANT', id: user.tenantId }),
    // A tenant administrator has no customer: the reference keeps its placeholder id and matches nothing.
    CURRENT_CUSTOMER: user => ({ entityType: 'CUSTOMER', id: user.authority === 'CUSTOMER_USER' ? user.customerId : undefined }),
    CURRENT_USER: user => ({ entityType: 'USER', id: user.userId }),
    CURRENT_USER_OWNER: user =>
        user.authority === 'TENANT_ADMIN' ? { entityType: 'TENANT', id: user.tenantId } : { entityType: 'CUSTOMER', id: user.customerId },
};

/** An entity reference with CURRENT_* resolved for the viewer (ThingsBoard's resolveAliasEntityId). */
export function resolveEntityReference(reference: AliasEntityId, user: AliasUser): EntityId {
    const current = CURRENT_ENTITY[reference.entityType]?.(user);
    const entityType = current?.entityType ?? reference.entityType;
    const id = current?.id ?? reference.id ?? NULL_UUID;
    // The contract's EntityType is an enum; a stored reference is any string and the server answers for unknown ones.
    return { entityType: entityType as EntityId['entityType'], id };
}

const hasParamName = (name: unknown): name is string => typeof name === 'string' && name.length > 0;

/** The state's entity an alias reads: the named parameter's, or the state's own, else the alias's default. */
export function stateEntityOf(
    filter: { stateEntityParamName?: string | null; defaultStateEntity?: AliasEntityId | null },
    { stateParams, user }: AliasContext,
): EntityId | null {
    let entityId: AliasEntityId | null | undefined;
    if (hasParamName(filter.stateEntityParamName)) {
        const param = stateParams[filter.stateEntityParamName];
        entityId = typeof param === 'object' && param !== null ? (param as { entityId?: AliasEntityId | null }).entityId : undefined;
    } else {
        entityId = stateParams.entityId;
    }
    entityId = entityId ?? filter.defaultStateEntity;
    return entityId?.entityType && entityId.id ? resolveEntityReference(entityId, user) : null;
}

/** Keys only the console reads; the server's filter has no use for them. */
const CONSOLE_ONLY_KEYS = new Set(['rootStateEntity', 'stateEntityParamName', 'defaultStateEntity']);

/** The filter as the server takes it: without console-only keys and without nulls (the contract has none). */
function serverFilter(filter: EntityAliasFilter, overrides: Record<string, unknown> = {}): EntityFilter {
    const entries = Object.entries({ ...filter, ...overrides }).filter(([key, value]) => value !== null && value !== undefined && !CONSOLE_ONLY_KEYS.has(key));
    return Object.fromEntries(entries) as EntityFilter;
}

const RELATION_WALKS = new Set(['relationsQuery', 'assetSearchQuery', 'deviceSearchQuery', 'edgeSearchQuery', 'entityViewSearchQuery']);

type RelationWalkFilter = Extract<EntityAliasFilter, { rootEntity?: unknown }>;
const isRelationWalk = (filter: EntityAliasFilter): filter is RelationWalkFilter => RELATION_WALKS.has(filter.type);

export function resolveAliasFilter(filter: EntityAliasFilter, context: AliasContext): AliasFilterResult {
    const resolveMultiple = filter.resolveMultiple === true;
    const paramName = filter.stateEntityParamName;
    const base = { resolveMultiple, pageSize: resolveMultiple ? MAX_ALIAS_ENTITIES : 1, ...(hasParamName(paramName) ? { entityParamName: paramName } : {}) };
    if (filter.type === 'stateEntity') {
        const entity = stateEntityOf(filter, context);
        return { ...base, stateEntity: true, entityFilter: entity ? { type: 'singleEntity', singleEntity: entity, resolveMultiple } : null };
    }
    if (filter.type === 'singleEntity') {
        const entity = filter.singleEntity ? resolveEntityReference(filter.singleEntity, context.user) : null;
        return { ...base, stateEntity: false, entityFilter: entity ? serverFilter(filter, { singleEntity: entity }) : null };
    }
    if (isRelationWalk(filter)) {
        const stateEntity = filter.rootStateEntity === true;
        const root = stateEntity ? stateEntityOf(filter, context) : filter.rootEntity ? resolveEntityReference(filter.rootEntity, context.user) : null;
        return { ...base, stateEntity, entityFilter: root ? serverFilter(filter, { rootEntity: root }) : null };
    }
    return { ...base, stateEntity: false, entityFilter: serverFilter(filter) };
}
