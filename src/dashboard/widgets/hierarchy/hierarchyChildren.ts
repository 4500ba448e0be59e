import type { EntityKey } from '../../../../shared/generated/api.gen';
import { httpClient } from '../../../providers/http/httpClient';
import type { DataKey } from '../../model/dashboardConfig';
import type { EntityRelationsQuery, NodeContext } from './hierarchyModel';

/** A node's children beyond this many are not shown (a tree is read by a person, not paged). */
export const MAX_CHILDREN = 500;

interface LatestValue {
    value?: unknown;
}
interface EntityDataPage {
    data: Array<{ entityId: { entityType: string; id: string }; latest?: Partial<Record<string, Record<string, LatestValue>>> }>;
}

const KEY_TYPES: Partial<Record<string, EntityKey['type']>> = { attribute: 'ATTRIBUTE', timeseries: 'TIME_SERIES', entityField: 'ENTITY_FIELD' };

/** The widget's data keys as entity keys of the query (function keys have no entity data). */
const latestKeysOf = (dataKeys: readonly DataKey[]): Array<{ key: EntityKey; label: string }> =>
    dataKeys.flatMap(dataKey => {
        const type = KEY_TYPES[dataKey.type];
        return type ? [{ key: { type, key: dataKey.name }, label: dataKey.label ?? dataKey.name }] : [];
    });

/**
 * The children a relations query finds, with the name, label and the widget's data keys of each, in one
 * POST /api/entitiesQuery/find (a relationsQuery entity filter walks the same relations as
 * ThingsBoard's POST /api/relations). Levels and parents are the caller's.
 */
export async function fetchChildren(query: EntityRelationsQuery, dataKeys: readonly DataKey[], signal?: AbortSignal): Promise<Array<Pick<NodeContext, 'entity' | 'data'>>> {
    const keys = latestKeysOf(dataKeys);
    const page = await httpClient.request<EntityDataPage>('/api/entitiesQuery/find', {
        method: 'POST',
        body: {
            entityFilter: {
                type: 'relationsQuery',
                rootEntity: { entityType: query.parameters.rootType, id: query.parameters.rootId },
                direction: query.parameters.direction ?? 'FROM',
                maxLevel: query.parameters.maxLevel ?? 1,
                fetchLastLevelOnly: query.parameters.fetchLastLevelOnly ?? false,
                filters: (query.filters ?? []).map(filter => ({ relationType: filter.relationType ?? null, entityTypes: filter.entityTypes ?? [] })),
            },
            entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }, { type: 'ENTITY_FIELD', key: 'label' }],
            latestValues: keys.map(({ key }) => key).filter(key => key.type !== 'ENTITY_FIELD'),
            pageLink: { page: 0, pageSize: MAX_CHILDREN, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
        },
        signal,
        ignoreLoading: true,
    });
    return page.data.map(row => {
        const field = (name: string) => row.latest?.ENTITY_FIELD?.[name]?.value;
        const data: Record<string, unknown> = {};
        for (const { key, label } of keys) data[label] = row.latest?.[key.type]?.[key.key]?.value ?? '';
        return { entity: { id: row.entityId, name: String(field('name') ?? ''), label: String(field('label') ?? '') }, data };
    });
}
