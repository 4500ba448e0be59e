import type { EntityDataQuery, EntityId, PageData_EntityData } from '../../../shared/generated/api.gen';
import type { EntityAlias } from '../model/dashboardConfig';
import type { AliasContext } from './aliasContext';
import { resolveAliasFilter } from './resolveAliasFilter';

/** An /api call answering JSON, e.g. `httpClient.request.bind(httpClient)`. */
export type FetchJson = <T>(path: string, options: { method: 'POST'; body: unknown; ignoreLoading?: boolean }) => Promise<T>;

/** One entity an alias stands for, as the alias select and the datasource rows show it. */
export interface AliasEntity {
    entityId: EntityId;
    name: string;
    label: string;
}

/** The entity data query listing an alias's entities: newest first, with name and label. */
export function aliasEntitiesQuery(entityFilter: EntityDataQuery['entityFilter'], pageSize: number): EntityDataQuery {
    return {
        entityFilter,
        keyFilters: [],
        pageLink: { page: 0, pageSize, textSearch: null, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' } },
        entityFields: [
            { type: 'ENTITY_FIELD', key: 'name' },
            { type: 'ENTITY_FIELD', key: 'label' },
        ],
        latestValues: [],
    };
}

/**
 * The entities an alias stands for now (one when it does not resolve to multiple entities), asked
 * from POST /api/entitiesQuery/find; none when it stands for no entity (a state entity not set).
 */
export async function resolveAlias(alias: EntityAlias, context: AliasContext, fetchJson: FetchJson): Promise<AliasEntity[]> {
    const { entityFilter, pageSize } = resolveAliasFilter(alias.filter, context);
    if (!entityFilter) return [];
    const page = await fetchJson<PageData_EntityData>('/api/entitiesQuery/find', { method: 'POST', body: aliasEntitiesQuery(entityFilter, pageSize), ignoreLoading: true });
    return page.data.map(entity => {
        const fields = entity.latest.ENTITY_FIELD ?? {};
        return { entityId: entity.entityId, name: String(fields.name?.value ?? ''), label: String(fields.label?.value ?? '') };
    });
}
