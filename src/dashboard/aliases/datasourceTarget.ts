import type { EntityFilter, EntityId, KeyFilter } from '../../../shared/generated/api.gen';
import type { DashboardFilter, Datasource, EntityAlias } from '../model/dashboardConfig';
import type { AliasContext } from './aliasContext';
import { keyFiltersOf } from './dashboardKeyFilters';
import { resolveAliasFilter } from './resolveAliasFilter';

/** What an entity or entityCount datasource asks the server for: its entities and key filters. */
export interface DatasourceTarget {
    entityFilter: EntityFilter;
    keyFilters: KeyFilter[];
    /** Entities per page: 1 unless the alias resolves to multiple entities. */
    pageSize: number;
    /** The entities follow the dashboard state (a new feed when the state's entity changes). */
    stateEntity: boolean;
}

/** The dashboard-wide maps a datasource points into. */
export interface DatasourceScope {
    aliases: Record<string, EntityAlias>;
    filters?: Record<string, DashboardFilter> | null;
}

/**
 * The target of a datasource: through its alias (entityAliasId), or its one fixed entity (a converted
 * device datasource). Null when it stands for no entity: a missing alias, an unset state entity.
 */
export function datasourceTarget(datasource: Datasource, scope: DatasourceScope, context: AliasContext): DatasourceTarget | null {
    const keyFilters = keyFiltersOf(datasource.filterId ? scope.filters?.[datasource.filterId] : null);
    if (datasource.entityAliasId) {
        const alias = scope.aliases[datasource.entityAliasId];
        if (!alias) return null;
        const { entityFilter, pageSize, stateEntity } = resolveAliasFilter(alias.filter, context);
        return entityFilter ? { entityFilter, keyFilters, pageSize, stateEntity } : null;
    }
    if (datasource.entityType && datasource.entityId) {
        const singleEntity = { entityType: datasource.entityType, id: datasource.entityId } as EntityId;
        return { entityFilter: { type: 'singleEntity', singleEntity }, keyFilters, pageSize: 1, stateEntity: false };
    }
    return null;
}
