import type { AccessClaims } from '../auth/tokens';
import { dictionary } from '../telemetry/dictionary';
import type { TelemetryService } from '../telemetry/service';
import type { TimeseriesSources } from '../telemetry/timeseriesSource';
import type { EntityFilter, EntityQueryResolver, ResolvedEntity } from './entityQuery';
import { keysOfFilters, passesKeyFilters, resolveDynamicValues, type KeyFilter } from './keyFilters';
import { readLatest } from './latestValues';
import type { EntityData, EntityDataQuery, EntityKey, LatestValues, PageData } from './protocol';

/** What running an entity data query reads: the entities a filter selects, and their values. */
export interface EntityDataSources {
    resolver: EntityQueryResolver;
    telemetry: TelemetryService;
    sources: TimeseriesSources;
}

export interface EntityDataPage {
    /** The page's entities, in page order. */
    entities: ResolvedEntity[];
    /** The page as ThingsBoard answers it: `latest` holds the query's entity fields and latest values, `timeseries` is empty. */
    page: PageData<EntityData>;
}

const DEFAULT_PAGE_SIZE = 10;

/** Numbers compare as numbers, anything else as text (SQL's order for a column of one kind). */
function compareValues(a: string, b: string): number {
    const x = Number(a);
    const y = Number(b);
    if (a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
    return a < b ? -1 : a > b ? 1 : 0;
}

const valueOf = (latest: LatestValues, key: EntityKey | undefined) => (key ? (latest[key.type]?.[key.key]?.value ?? '') : '');

function withKey(keys: EntityKey[], key: EntityKey): void {
    if (!keys.some(k => k.type === key.type && k.key === key.key)) keys.push(key);
}

/**
 * One run of an entity data query (reference §4.5), shared by POST /api/entitiesQuery/find and the
 * WebSocket's entityDataCmd: the filter's entities the caller may see, narrowed by the key filters
 * (ANDed) and textSearch (a case-insensitive substring of any selected value), sorted by any entity
 * field, attribute or time series key, then paged.
 */
export async function findEntityData(data: EntityDataSources, caller: AccessClaims, query: EntityDataQuery, maxPageSize: number): Promise<EntityDataPage> {
    const pageLink = query.pageLink ?? {};
    const wanted = [...(query.entityFields ?? []), ...(query.latestValues ?? [])];
    const sortKey = pageLink.sortOrder?.key;
    const filters = (query.keyFilters ?? []) as KeyFilter[];
    const readKeys = [...wanted];
    for (const key of [...(sortKey ? [sortKey] : []), ...keysOfFilters(filters)]) withKey(readKeys, key);
    const now = Date.now();
    const dynamicValues = await resolveDynamicValues(filters, caller, data.telemetry);

    let rows = await Promise.all(
        data.resolver.resolve(caller, query.entityFilter).map(async entity => ({ entity, latest: await readLatest(data.telemetry, data.sources, entity, readKeys, now) })),
    );
    rows = rows.filter(({ latest }) => passesKeyFilters(filters, latest, dynamicValues));
    const text = pageLink.textSearch?.trim().toLowerCase();
    if (text) rows = rows.filter(({ latest }) => wanted.some(key => valueOf(latest, key).toLowerCase().includes(text)));
    if (sortKey) {
        const direction = pageLink.sortOrder?.direction === 'DESC' ? -1 : 1;
        rows.sort((a, b) => direction * compareValues(valueOf(a.latest, sortKey), valueOf(b.latest, sortKey)));
    }

    const pageSize = Math.min(Math.max(pageLink.pageSize ?? DEFAULT_PAGE_SIZE, 1), maxPageSize);
    const pageNumber = Math.max(pageLink.page ?? 0, 0);
    const slice = rows.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize);
    return {
        entities: slice.map(row => row.entity),
        page: {
            data: slice.map(({ entity, latest }) => {
                const selected: LatestValues = {};
                for (const key of wanted) (selected[key.type] ??= dictionary())[key.key] = latest[key.type]![key.key]!;
                return { entityId: { entityType: entity.entityType, id: entity.id }, latest: selected, timeseries: {} };
            }),
            totalPages: Math.ceil(rows.length / pageSize),
            totalElements: rows.length,
            hasNext: rows.length > (pageNumber + 1) * pageSize,
        },
    };
}

/** How many entities of the filter the caller may see and pass the key filters (POST /api/entitiesQuery/count, entityCountCmd). */
export async function countEntityData(data: EntityDataSources, caller: AccessClaims, query: { entityFilter: EntityFilter; keyFilters?: unknown[] | null }): Promise<number> {
    const entities = data.resolver.resolve(caller, query.entityFilter);
    const filters = (query.keyFilters ?? []) as KeyFilter[];
    if (filters.length === 0) return entities.length;
    const dynamicValues = await resolveDynamicValues(filters, caller, data.telemetry);
    const keys = keysOfFilters(filters);
    let count = 0;
    for (const entity of entities) {
        if (passesKeyFilters(filters, await readLatest(data.telemetry, data.sources, entity, keys), dynamicValues)) count += 1;
    }
    return count;
}
