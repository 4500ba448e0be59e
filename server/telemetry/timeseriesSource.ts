import type SqliteDatabase from 'better-sqlite3';
import type { HistoryQuery, TimeseriesRepository } from '../db/repositories/timeseries';
import { fromJsonColumn } from '../lib/json';
import type { TsEntry } from './kv';

/**
 * Where an entity's time series live. An entity view has none of its own: ThingsBoard reads the
 * viewed entity's, only the view's keys (all when it lists none) and only inside the view's time
 * window (0 means open).
 */
export interface TimeseriesSource {
    entityId: string;
    keys: ReadonlySet<string> | null;
    startTs: number;
    endTs: number;
}

const OPEN = { startTs: Number.MIN_SAFE_INTEGER, endTs: Number.MAX_SAFE_INTEGER };

export class TimeseriesSources {
    private readonly view;

    constructor(
        sqlite: SqliteDatabase.Database,
        private readonly timeseries: TimeseriesRepository,
    ) {
        this.view = sqlite.prepare('SELECT entity_id, keys, start_ts, end_ts FROM entity_view WHERE id = ?');
    }

    sourceOf(entityType: string, entityId: string): TimeseriesSource {
        if (entityType !== 'ENTITY_VIEW') return { entityId, keys: null, ...OPEN };
        const row = this.view.get(entityId) as { entity_id: string; keys: string | null; start_ts: number; end_ts: number } | undefined;
        if (!row) return { entityId, keys: null, ...OPEN };
        const listed = fromJsonColumn<{ timeseries?: string[] }>(row.keys)?.timeseries ?? [];
        return {
            entityId: row.entity_id,
            keys: listed.length > 0 ? new Set(listed) : null,
            startTs: row.start_ts || OPEN.startTs,
            endTs: row.end_ts || OPEN.endTs,
        };
    }

    private allows(source: TimeseriesSource, key: string): boolean {
        return !source.keys || source.keys.has(key);
    }

    private windowed(source: TimeseriesSource): boolean {
        return source.startTs !== OPEN.startTs || source.endTs !== OPEN.endTs;
    }

    /** Latest values; for a view with a time window, the newest point inside it. */
    latest(source: TimeseriesSource, keys?: readonly string[]): TsEntry[] {
        const wanted = (keys ?? this.timeseries.latestKeys(source.entityId)).filter(key => this.allows(source, key));
        if (!this.windowed(source)) return this.timeseries.latest(source.entityId, wanted);
        return wanted.flatMap(key =>
            this.timeseries.history(source.entityId, key, { startTs: source.startTs, endTs: source.endTs, agg: 'NONE', interval: 0, limit: 1, orderBy: 'DESC' }),
        );
    }

    latestKeys(source: TimeseriesSource): string[] {
        return this.latest(source).map(entry => entry.key);
    }

    history(source: TimeseriesSource, key: string, query: HistoryQuery): TsEntry[] {
        if (!this.allows(source, key)) return [];
        return this.timeseries.history(source.entityId, key, { ...query, startTs: Math.max(query.startTs, source.startTs), endTs: Math.min(query.endTs, source.endTs) });
    }

    /** Whether a live point of the source belongs to what the entity shows. */
    shows(source: TimeseriesSource, entry: TsEntry): boolean {
        return this.allows(source, entry.key) && entry.ts >= source.startTs && entry.ts < source.endTs;
    }
}
