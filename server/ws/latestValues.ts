import type { AttributeScope } from '../db/repositories/attributes';
import { dictionary } from '../telemetry/dictionary';
import { textValue } from '../telemetry/kv';
import type { TelemetryService } from '../telemetry/service';
import type { TimeseriesSources } from '../telemetry/timeseriesSource';
import { nameColumnOf, type ResolvedEntity } from './entityQuery';
import type { EntityKey, EntityKeyType, LatestValues, TsValue } from './protocol';

/** Which attribute scopes an attribute key type reads; ATTRIBUTE reads them all. */
export const SCOPES_OF_KEY_TYPE: Partial<Record<EntityKeyType, readonly AttributeScope[]>> = {
    ATTRIBUTE: ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'],
    CLIENT_ATTRIBUTE: ['CLIENT_SCOPE'],
    SHARED_ATTRIBUTE: ['SHARED_SCOPE'],
    SERVER_ATTRIBUTE: ['SERVER_SCOPE'],
};

/** A key with no value, as ThingsBoard answers it. */
export const MISSING: TsValue = { ts: 0, value: '' };

/** An entity field as text: its column, its name (title field) or its entity type; missing is "". */
export function entityFieldValue(entity: ResolvedEntity, key: string): string {
    if (key === 'entityType') return entity.entityType;
    const column = key === 'name' ? nameColumnOf(entity.resource) : entity.resource.fields[key]?.column;
    const raw = column ? entity.row[column] : undefined;
    if (raw === null || raw === undefined) return '';
    return typeof raw === 'string' ? raw : String(raw);
}

/** Reads the latest values of some keys of one entity, every key answered (missing ones as {ts:0, value:""}). */
export async function readLatest(
    telemetry: TelemetryService,
    sources: TimeseriesSources,
    entity: ResolvedEntity,
    keys: readonly EntityKey[],
    now = Date.now(),
): Promise<LatestValues> {
    const latest: LatestValues = {};
    const put = (type: EntityKeyType, key: string, value: TsValue) => ((latest[type] ??= dictionary())[key] = value);

    const timeseriesKeys = keys.filter(k => k.type === 'TIME_SERIES').map(k => k.key);
    if (timeseriesKeys.length > 0) {
        const found = new Map(sources.latest(sources.sourceOf(entity.entityType, entity.id), timeseriesKeys).map(entry => [entry.key, entry]));
        for (const key of timeseriesKeys) {
            const entry = found.get(key);
            put('TIME_SERIES', key, entry ? { ts: entry.ts, value: textValue(entry.value) } : MISSING);
        }
    }
    for (const { type, key } of keys) {
        if (type === 'ENTITY_FIELD') put(type, key, { ts: now, value: entityFieldValue(entity, key) });
        else if (type === 'TIME_SERIES') continue;
        else {
            const scopes = SCOPES_OF_KEY_TYPE[type];
            if (!scopes) {
                put(type, key, MISSING);
                continue;
            }
            const entries = await telemetry.attributes.findEntries(entity.id, scopes, [key]);
            // Several scopes may hold the key; the newest write wins.
            const newest = entries.reduce<(typeof entries)[number] | undefined>((best, entry) => (!best || entry.lastUpdateTs > best.lastUpdateTs ? entry : best), undefined);
            put(type, key, newest ? { ts: newest.lastUpdateTs, value: textValue(newest.value) } : MISSING);
        }
    }
    return latest;
}
