import type { EntityId } from '../../../../shared/generated/api.gen';
import type { EntityAlias, EntityAliasFilter } from '../../../dashboard/model/dashboardConfig';

/** The entity picked in the toolbar's entity select, by alias id. */
export type AliasSelections = Record<string, EntityId>;

/** The URL parameter that keeps the picks, so a reload or a shared link shows the same entities. */
export const ALIAS_SELECTIONS_PARAM = 'aliasEntities';

/**
 * ThingsBoard's aliases entity select offers an alias only when it does not resolve to multiple
 * entities: such an alias shows one entity, and the select picks which one.
 */
export const isSelectableAlias = (alias: EntityAlias): boolean => alias.filter.resolveMultiple !== true;

/** The alias as the select lists it: the same filter, asking for all its entities. */
export const listingAlias = (alias: EntityAlias): EntityAlias => ({ ...alias, filter: { ...alias.filter, resolveMultiple: true } as EntityAliasFilter });

/** The aliases every widget resolves: a picked alias stands for its picked entity alone. */
export function applyAliasSelections(aliases: Record<string, EntityAlias>, selections: AliasSelections): Record<string, EntityAlias> {
    const picked = Object.keys(selections).filter(aliasId => aliases[aliasId] && isSelectableAlias(aliases[aliasId]));
    if (picked.length === 0) return aliases;
    const overridden = { ...aliases };
    for (const aliasId of picked) {
        overridden[aliasId] = { ...aliases[aliasId], filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: selections[aliasId] } };
    }
    return overridden;
}

const isEntityId = (value: unknown): value is EntityId =>
    typeof value === 'object' && value !== null && typeof (value as EntityId).id === 'string' && typeof (value as EntityId).entityType === 'string';

/** The picks kept in the URL; a malformed parameter counts as no pick. */
export function parseAliasSelections(search: URLSearchParams): AliasSelections {
    const raw = search.get(ALIAS_SELECTIONS_PARAM);
    if (!raw) return {};
    try {
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed !== 'object' || parsed === null) return {};
        return Object.fromEntries(Object.entries(parsed).filter(([, entityId]) => isEntityId(entityId))) as AliasSelections;
    } catch {
        return {};
    }
}

/** The URL parameters with one more pick, others (state, embedded…) kept as they are. */
export function withAliasSelection(search: URLSearchParams, aliasId: string, entityId: EntityId): URLSearchParams {
    const next = new URLSearchParams(search);
    const selections = { ...parseAliasSelections(search), [aliasId]: { entityType: entityId.entityType, id: entityId.id } };
    next.set(ALIAS_SELECTIONS_PARAM, JSON.stringify(selections));
    return next;
}
