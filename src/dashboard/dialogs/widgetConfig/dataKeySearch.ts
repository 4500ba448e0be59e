import type { DataKeyType, EntityAlias } from '../../model/dashboardConfig';
import { httpClient } from '../../../providers/http/httpClient';
import { aliasEntitiesQuery } from '../../aliases/resolveAlias';
import { resolveAliasFilter } from '../../aliases/resolveAliasFilter';
import { viewer } from '../../runtime/entityDatasourceFeeds';
import { ALARM_FIELDS, ENTITY_FIELDS } from './widgetConfigModel';

/** A key the key picker offers. */
export interface KeyOption {
    name: string;
    type: DataKeyType;
}

interface FoundKeys {
    timeseries?: string[];
    attribute?: string[];
}

/** How many entities find/keys looks at (the server caps the page at 100). */
const KEY_SEARCH_PAGE = 100;

/**
 * The keys an alias's entities have, from POST /api/entitiesQuery/find/keys (only the key types asked
 * for), plus the entity and alarm fields; filtered by the typed text, case-insensitive.
 */
export async function searchDataKeys(alias: EntityAlias | undefined, keyTypes: readonly DataKeyType[], text: string): Promise<KeyOption[]> {
    const wants = (type: DataKeyType) => keyTypes.includes(type);
    let found: FoundKeys = {};
    const resolved = alias ? resolveAliasFilter(alias.filter, { stateParams: {}, user: viewer().user }) : null;
    if (resolved?.entityFilter && (wants('timeseries') || wants('attribute'))) {
        const query = aliasEntitiesQuery(resolved.entityFilter, KEY_SEARCH_PAGE);
        found = await httpClient
            .request<FoundKeys>(`/api/entitiesQuery/find/keys?timeseries=${wants('timeseries')}&attributes=${wants('attribute')}`, { method: 'POST', body: query, ignoreLoading: true, ignoreErrors: true })
            .catch(() => ({}));
    }
    const options: KeyOption[] = [
        ...(wants('timeseries') ? (found.timeseries ?? []).map(name => ({ name, type: 'timeseries' as const })) : []),
        ...(wants('attribute') ? (found.attribute ?? []).map(name => ({ name, type: 'attribute' as const })) : []),
        ...(wants('entityField') ? ENTITY_FIELDS.map(name => ({ name, type: 'entityField' as const })) : []),
        ...(wants('alarm') ? ALARM_FIELDS.map(name => ({ name, type: 'alarm' as const })) : []),
    ];
    const needle = text.trim().toLowerCase();
    return needle ? options.filter(option => option.name.toLowerCase().includes(needle)) : options;
}
