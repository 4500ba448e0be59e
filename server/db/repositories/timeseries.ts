import type SqliteDatabase from 'better-sqlite3';
import { fromColumns, toColumns, type KvColumns, type TsEntry, type TypedValue } from '../../telemetry/kv';

export type Aggregation = 'MIN' | 'MAX' | 'AVG' | 'SUM' | 'COUNT' | 'NONE';

export interface HistoryQuery {
    startTs: number;
    /** Exclusive, as ThingsBoard's SQL DAO reads `ts >= startTs AND ts < endTs`. */
    endTs: number;
    agg: Aggregation;
    /** Bucket width in ms; 0 means no aggregation. */
    interval: number;
    /** Points per key, for agg NONE only. */
    limit: number;
    orderBy: 'ASC' | 'DESC';
}

export interface DeleteQuery {
    startTs: number;
    endTs: number;
    /** When the latest value falls in the range, replace it with the newest point left. */
    rewriteLatestIfDeleted: boolean;
}

interface PointRow extends KvColumns {
    ts: number;
}

interface LatestRow extends PointRow {
    key: string;
}

/** The columns an aggregate SELECT gives; each function fills only those it needs. */
interface BucketRow {
    bucket: number;
    v?: number | null;
    dc?: number;
    s?: string | null;
    l?: number | null;
    d?: number | null;
}

/** Above this many buckets one GROUP BY query beats a query per bucket. */
const RANGE_SCAN_MAX_BUCKETS = 5000;

const VALUE_COLUMNS = 'bool_v, str_v, long_v, dbl_v, json_v';

/**
 * Aggregates as ThingsBoard's SQL DAO computes them: numeric aggregates over LONG and DOUBLE
 * values (a DOUBLE when any input is one), MIN and MAX falling back to strings when a bucket has no
 * numbers, COUNT over every value. One SELECT per function, grouped by bucket in SQL.
 */
const AGGREGATE_SELECT: Record<Exclude<Aggregation, 'NONE'>, string> = {
    AVG: 'AVG(COALESCE(long_v, dbl_v)) AS v',
    SUM: 'SUM(long_v) AS l, SUM(dbl_v) AS d',
    MIN: 'MIN(COALESCE(long_v, dbl_v)) AS v, COUNT(dbl_v) AS dc, MIN(str_v) AS s',
    MAX: 'MAX(COALESCE(long_v, dbl_v)) AS v, COUNT(dbl_v) AS dc, MAX(str_v) AS s',
    COUNT: 'COUNT(*) AS v',
};

function bucketValue(agg: Exclude<Aggregation, 'NONE'>, row: BucketRow): TypedValue | null {
    const { v = null, l = null, d = null, dc = 0, s = null } = row;
    switch (agg) {
        case 'COUNT':
            return v ? { type: 'LONG', value: v } : null;
        case 'AVG':
            return v !== null ? { type: 'DOUBLE', value: v } : null;
        case 'SUM':
            if (d !== null) return { type: 'DOUBLE', value: d + (l ?? 0) };
            return l !== null ? { type: 'LONG', value: l } : null;
        case 'MIN':
        case 'MAX':
            if (v !== null) return dc > 0 ? { type: 'DOUBLE', value: v } : { type: 'LONG', value: v };
            return s !== null ? { type: 'STRING', value: s } : null;
    }
}

/**
 * Time series on the raw driver: prepared statements and one transaction per batch, because this
 * is the hot path of ingestion (see migration 010 for the layout).
 */
export class TimeseriesRepository {
    private readonly seriesIds = new Map<string, number>();
    private readonly statements;

    constructor(private readonly sqlite: SqliteDatabase.Database) {
        const prepare = (source: string) => sqlite.prepare(source);
        this.statements = {
            findSeries: prepare('SELECT id FROM ts_kv_series WHERE entity_id = ? AND key = ?').pluck(),
            insertSeries: prepare('INSERT INTO ts_kv_series (entity_id, key) VALUES (?, ?)'),
            entitySeries: prepare('SELECT key, id FROM ts_kv_series WHERE entity_id = ?'),
            deleteEntitySeries: prepare('DELETE FROM ts_kv_series WHERE entity_id = ?'),
            insertPoint: prepare(`INSERT OR REPLACE INTO ts_kv (series_id, ts, ${VALUE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`),
            upsertLatest: prepare(
                `INSERT INTO ts_kv_latest (entity_id, key, ts, ${VALUE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                 ON CONFLICT (entity_id, key) DO UPDATE SET ts = excluded.ts, bool_v = excluded.bool_v, str_v = excluded.str_v,
                   long_v = excluded.long_v, dbl_v = excluded.dbl_v, json_v = excluded.json_v
                 WHERE excluded.ts >= ts_kv_latest.ts`,
            ),
            allLatest: prepare(`SELECT key, ts, ${VALUE_COLUMNS} FROM ts_kv_latest WHERE entity_id = ? ORDER BY key`),
            oneLatest: prepare(`SELECT key, ts, ${VALUE_COLUMNS} FROM ts_kv_latest WHERE entity_id = ? AND key = ?`),
            latestKeys: prepare('SELECT key FROM ts_kv_latest WHERE entity_id = ? ORDER BY key').pluck(),
            deleteLatest: prepare('DELETE FROM ts_kv_latest WHERE entity_id = ? AND key = ?'),
            deleteEntityLatest: prepare('DELETE FROM ts_kv_latest WHERE entity_id = ?'),
            historyAsc: prepare(`SELECT ts, ${VALUE_COLUMNS} FROM ts_kv WHERE series_id = ? AND ts >= ? AND ts < ? ORDER BY ts ASC LIMIT ?`),
            historyDesc: prepare(`SELECT ts, ${VALUE_COLUMNS} FROM ts_kv WHERE series_id = ? AND ts >= ? AND ts < ? ORDER BY ts DESC LIMIT ?`),
            newestPoint: prepare(`SELECT ts, ${VALUE_COLUMNS} FROM ts_kv WHERE series_id = ? ORDER BY ts DESC LIMIT 1`),
            deleteRange: prepare('DELETE FROM ts_kv WHERE series_id = ? AND ts >= ? AND ts < ?'),
            deleteSeriesPoints: prepare('DELETE FROM ts_kv WHERE series_id = ?'),
            aggregate: Object.fromEntries(
                Object.entries(AGGREGATE_SELECT).map(([agg, select]) => [
                    agg,
                    prepare(
                        `SELECT (ts - CAST(@start AS INTEGER)) / CAST(@interval AS INTEGER) AS bucket, ${select} FROM ts_kv
                         WHERE series_id = @series AND ts >= @start AND ts < @end GROUP BY bucket ORDER BY bucket`,
                    ),
                ]),
            ) as Record<Exclude<Aggregation, 'NONE'>, SqliteDatabase.Statement>,
            aggregateRange: Object.fromEntries(
                Object.entries(AGGREGATE_SELECT).map(([agg, select]) => [
                    agg,
                    prepare(`SELECT 0 AS bucket, ${select} FROM ts_kv WHERE series_id = @series AND ts >= @start AND ts < @end`),
                ]),
            ) as Record<Exclude<Aggregation, 'NONE'>, SqliteDatabase.Statement>,
            deviceKeys: prepare(
                `SELECT DISTINCT l.key FROM ts_kv_latest l JOIN device d ON d.id = l.entity_id
                 WHERE d.tenant_id = @tenant AND (@profile IS NULL OR d.device_profile_id = @profile) ORDER BY l.key`,
            ).pluck(),
        };
    }

    private seriesId(entityId: string, key: string, create: true): number;
    private seriesId(entityId: string, key: string, create: false): number | undefined;
    private seriesId(entityId: string, key: string, create: boolean): number | undefined {
        const cacheKey = `${entityId}\u0000${key}`;
        const cached = this.seriesIds.get(cacheKey);
        if (cached !== undefined) return cached;
        let id = this.statements.findSeries.get(entityId, key) as number | undefined;
        if (id === undefined) {
            if (!create) return undefined;
            id = Number(this.statements.insertSeries.run(entityId, key).lastInsertRowid);
        }
        this.seriesIds.set(cacheKey, id);
        return id;
    }

    /**
     * Stores points and moves the latest values forward. Answers the entries that became the
     * latest value of their key (an older point never replaces a newer latest).
     */
    save(entityId: string, entries: readonly TsEntry[]): TsEntry[] {
        return this.sqlite.transaction(() => {
            const newestByKey = new Map<string, TsEntry>();
            for (const entry of entries) {
                const c = toColumns(entry.value);
                this.statements.insertPoint.run(this.seriesId(entityId, entry.key, true), entry.ts, c.bool_v, c.str_v, c.long_v, c.dbl_v, c.json_v);
                const newest = newestByKey.get(entry.key);
                if (!newest || entry.ts >= newest.ts) newestByKey.set(entry.key, entry);
            }
            const becameLatest: TsEntry[] = [];
            for (const entry of newestByKey.values()) {
                const c = toColumns(entry.value);
                const { changes } = this.statements.upsertLatest.run(entityId, entry.key, entry.ts, c.bool_v, c.str_v, c.long_v, c.dbl_v, c.json_v);
                if (changes > 0) becameLatest.push(entry);
            }
            return becameLatest;
        })();
    }

    /** Latest values of the given keys, or of every key. */
    latest(entityId: string, keys?: readonly string[]): TsEntry[] {
        const rows = keys
            ? keys.map(key => this.statements.oneLatest.get(entityId, key) as LatestRow | undefined).filter((row): row is LatestRow => row !== undefined)
            : (this.statements.allLatest.all(entityId) as LatestRow[]);
        return rows.map(row => ({ key: row.key, ts: row.ts, value: fromColumns(row) }));
    }

    latestKeys(entityId: string): string[] {
        return this.statements.latestKeys.all(entityId) as string[];
    }

    /** History of one key: raw points (agg NONE, limited and ordered) or one value per bucket. */
    history(entityId: string, key: string, query: HistoryQuery): TsEntry[] {
        const series = this.seriesId(entityId, key, false);
        if (series === undefined || query.endTs <= query.startTs) return [];
        if (query.agg === 'NONE' || query.interval <= 0) {
            const statement = query.orderBy === 'ASC' ? this.statements.historyAsc : this.statements.historyDesc;
            const rows = statement.all(series, query.startTs, query.endTs, query.limit) as PointRow[];
            return rows.map(row => ({ key, ts: row.ts, value: fromColumns(row) }));
        }
        const { agg, interval, startTs, endTs } = query;
        const entries: TsEntry[] = [];
        const add = (bucket: number, row: BucketRow) => {
            const value = bucketValue(agg, row);
            if (!value) return;
            // ThingsBoard stamps a bucket with its middle.
            const bucketStart = startTs + bucket * interval;
            const bucketEnd = Math.min(bucketStart + interval, endTs);
            entries.push({ key, ts: bucketStart + Math.floor((bucketEnd - bucketStart) / 2), value });
        };
        const buckets = Math.ceil((endTs - startTs) / interval);
        if (buckets <= RANGE_SCAN_MAX_BUCKETS) {
            // One aggregate per bucket: each is a plain range scan of the primary key, which SQLite
            // streams; a GROUP BY over the bucket expression would sort every point in a temp B-tree
            // (measured 4-5x slower at 1M points).
            const statement = this.statements.aggregateRange[agg];
            for (let bucket = 0; bucket < buckets; bucket++) {
                const start = startTs + bucket * interval;
                add(bucket, statement.get({ series, start, end: Math.min(start + interval, endTs) }) as BucketRow);
            }
        } else {
            for (const row of this.statements.aggregate[agg].all({ series, start: startTs, end: endTs, interval }) as BucketRow[]) add(row.bucket, row);
        }
        return query.orderBy === 'DESC' ? entries.reverse() : entries;
    }

    /** Deletes points of keys in [startTs, endTs); a latest value in the range goes too, or is rewritten. */
    delete(entityId: string, keys: readonly string[], query: DeleteQuery): void {
        this.sqlite.transaction(() => {
            for (const key of keys) {
                const series = this.seriesId(entityId, key, false);
                if (series !== undefined) this.statements.deleteRange.run(series, query.startTs, query.endTs);
                const latest = this.statements.oneLatest.get(entityId, key) as LatestRow | undefined;
                if (!latest || latest.ts < query.startTs || latest.ts >= query.endTs) continue;
                const replacement = query.rewriteLatestIfDeleted && series !== undefined ? (this.statements.newestPoint.get(series) as PointRow | undefined) : undefined;
                if (replacement) {
                    this.statements.deleteLatest.run(entityId, key);
                    const c = toColumns(fromColumns(replacement));
                    this.statements.upsertLatest.run(entityId, key, replacement.ts, c.bool_v, c.str_v, c.long_v, c.dbl_v, c.json_v);
                } else this.statements.deleteLatest.run(entityId, key);
            }
        })();
    }

    /** Everything of an entity, when the entity itself is deleted. */
    deleteEntity(entityId: string): void {
        this.sqlite.transaction(() => {
            for (const { key, id } of this.statements.entitySeries.all(entityId) as Array<{ key: string; id: number }>) {
                this.statements.deleteSeriesPoints.run(id);
                this.seriesIds.delete(`${entityId}\u0000${key}`);
            }
            this.statements.deleteEntitySeries.run(entityId);
            this.statements.deleteEntityLatest.run(entityId);
        })();
    }

    /** Distinct time-series keys of a tenant's devices, optionally of one device profile. */
    deviceKeys(tenantId: string, deviceProfileId: string | null): string[] {
        return this.statements.deviceKeys.all({ tenant: tenantId, profile: deviceProfileId }) as string[];
    }
}
