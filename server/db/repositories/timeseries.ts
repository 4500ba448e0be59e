import type SqliteDatabase from 'better-sqlite3';
import { fromColumns, toColumns, type KvColumns, type TsEntry, type TypedValue } from '../../telemetry/kv';
import { ROLLUP_GRANULE_MS } from '../migrations/011_telemetry_rollup';

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

/** Above this many buckets one grouped pass over the points beats reading each bucket. */
const RANGE_SCAN_MAX_BUCKETS = 5000;

const VALUE_COLUMNS = 'bool_v, str_v, long_v, dbl_v, json_v';

/**
 * A partial aggregate of some points: enough to finish any of ThingsBoard's functions and to be
 * added to another partial (raw edges plus rollup granules of one bucket).
 */
interface Partial {
    cnt: number;
    num: number;
    dbl: number;
    sumL: number | null;
    sumD: number | null;
    min: number | null;
    max: number | null;
    str: number;
}

const RAW_PARTIAL = `COUNT(*) AS cnt, COUNT(COALESCE(long_v, dbl_v)) AS num, COUNT(dbl_v) AS dbl, SUM(long_v) AS sumL, SUM(dbl_v) AS sumD,
    MIN(COALESCE(long_v, dbl_v)) AS min, MAX(COALESCE(long_v, dbl_v)) AS max, COUNT(str_v) AS str`;
const ROLLUP_PARTIAL = `COALESCE(SUM(cnt), 0) AS cnt, COALESCE(SUM(num_cnt), 0) AS num, COALESCE(SUM(dbl_cnt), 0) AS dbl, SUM(sum_l) AS sumL,
    SUM(sum_d) AS sumD, MIN(min_n) AS min, MAX(max_n) AS max, COALESCE(SUM(str_cnt), 0) AS str`;

const EMPTY: Partial = { cnt: 0, num: 0, dbl: 0, sumL: null, sumD: null, min: null, max: null, str: 0 };

const addNullable = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);
const pick = (a: number | null, b: number | null, choose: (x: number, y: number) => number) => (a === null ? b : b === null ? a : choose(a, b));

function combine(a: Partial, b: Partial): Partial {
    return {
        cnt: a.cnt + b.cnt,
        num: a.num + b.num,
        dbl: a.dbl + b.dbl,
        sumL: addNullable(a.sumL, b.sumL),
        sumD: addNullable(a.sumD, b.sumD),
        min: pick(a.min, b.min, Math.min),
        max: pick(a.max, b.max, Math.max),
        str: a.str + b.str,
    };
}

/**
 * Finishes an aggregate as ThingsBoard's SQL DAO computes it: numeric functions over LONG and
 * DOUBLE values (a DOUBLE when any input is one), COUNT over every value; MIN and MAX of a bucket
 * without numbers fall back to its strings (`strings` reads them when needed).
 */
function finish(agg: Exclude<Aggregation, 'NONE'>, p: Partial, strings: () => { min: string | null; max: string | null }): TypedValue | null {
    switch (agg) {
        case 'COUNT':
            return p.cnt > 0 ? { type: 'LONG', value: p.cnt } : null;
        case 'AVG':
            return p.num > 0 ? { type: 'DOUBLE', value: ((p.sumL ?? 0) + (p.sumD ?? 0)) / p.num } : null;
        case 'SUM':
            if (p.num === 0) return null;
            return p.dbl > 0 ? { type: 'DOUBLE', value: (p.sumL ?? 0) + (p.sumD ?? 0) } : { type: 'LONG', value: p.sumL ?? 0 };
        case 'MIN':
        case 'MAX': {
            const value = agg === 'MIN' ? p.min : p.max;
            if (p.num > 0 && value !== null) return p.dbl > 0 ? { type: 'DOUBLE', value } : { type: 'LONG', value };
            if (p.str === 0) return null;
            const text = strings()[agg === 'MIN' ? 'min' : 'max'];
            return text === null ? null : { type: 'STRING', value: text };
        }
    }
}

/** Adds one stored point to a partial, in place (the ingest hot path). */
function addPoint(partial: Partial, c: KvColumns): void {
    const numeric = c.long_v ?? c.dbl_v;
    partial.cnt += 1;
    if (c.str_v !== null) partial.str += 1;
    if (numeric === null) return;
    partial.num += 1;
    if (c.dbl_v !== null) {
        partial.dbl += 1;
        partial.sumD = (partial.sumD ?? 0) + c.dbl_v;
    } else partial.sumL = (partial.sumL ?? 0) + (c.long_v ?? 0);
    partial.min = partial.min === null ? numeric : Math.min(partial.min, numeric);
    partial.max = partial.max === null ? numeric : Math.max(partial.max, numeric);
}

/** What one batch does to one granule: a signed delta, and the numbers it replaced. */
interface GranuleChange {
    series: number;
    granule: number;
    delta: Partial;
    removed: number[];
}

/** Takes a replaced point out of a granule change. */
function removePoint(change: GranuleChange, c: KvColumns): void {
    const numeric = c.long_v ?? c.dbl_v;
    const { delta } = change;
    delta.cnt -= 1;
    if (c.str_v !== null) delta.str -= 1;
    if (numeric === null) return;
    delta.num -= 1;
    if (c.dbl_v !== null) {
        delta.dbl -= 1;
        delta.sumD = (delta.sumD ?? 0) - c.dbl_v;
    } else delta.sumL = (delta.sumL ?? 0) - (c.long_v ?? 0);
    change.removed.push(numeric);
}

/** Start of the granule holding ts (floor, also for negative times). */
const granuleOf = (ts: number) => ts - ((ts % ROLLUP_GRANULE_MS) + ROLLUP_GRANULE_MS) % ROLLUP_GRANULE_MS;

/**
 * Time series on the raw driver: prepared statements and one transaction per batch, because this
 * is the hot path of ingestion (see migration 010 for the layout).
 */
export class TimeseriesRepository {
    private readonly seriesIds = new Map<string, number>();
    /** The deleted-series counter the cache was filled under (migration 028): another value empties it. */
    private seriesDeletions = -1;
    private readonly statements;

    constructor(private readonly sqlite: SqliteDatabase.Database) {
        const prepare = (source: string) => sqlite.prepare(source);
        this.statements = {
            findSeries: prepare('SELECT id FROM ts_kv_series WHERE entity_id = ? AND key = ?').pluck(),
            seriesDeletions: prepare("SELECT version FROM table_version WHERE name = 'ts_kv_series'").pluck(),
            insertSeries: prepare('INSERT INTO ts_kv_series (entity_id, key) VALUES (?, ?)'),
            entitySeries: prepare('SELECT key, id FROM ts_kv_series WHERE entity_id = ?'),
            deleteEntitySeries: prepare('DELETE FROM ts_kv_series WHERE entity_id = ?'),
            insertPoint: prepare(`INSERT INTO ts_kv (series_id, ts, ${VALUE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`),
            selectPoint: prepare(`SELECT ${VALUE_COLUMNS} FROM ts_kv WHERE series_id = ? AND ts = ?`),
            rollupRow: prepare('SELECT min_n AS min, max_n AS max FROM ts_kv_rollup WHERE series_id = ? AND granule_ts = ?'),
            replacePoint: prepare('UPDATE ts_kv SET bool_v = ?, str_v = ?, long_v = ?, dbl_v = ?, json_v = ? WHERE series_id = ? AND ts = ?'),
            addToRollup: prepare(
                `INSERT INTO ts_kv_rollup (series_id, granule_ts, cnt, num_cnt, dbl_cnt, sum_l, sum_d, min_n, max_n, str_cnt)
                 VALUES (@series, @granule, @cnt, @num, @dbl, @sumL, @sumD, @min, @max, @str)
                 ON CONFLICT (series_id, granule_ts) DO UPDATE SET cnt = cnt + excluded.cnt, num_cnt = num_cnt + excluded.num_cnt,
                   dbl_cnt = dbl_cnt + excluded.dbl_cnt,
                   sum_l = CASE WHEN sum_l IS NULL THEN excluded.sum_l WHEN excluded.sum_l IS NULL THEN sum_l ELSE sum_l + excluded.sum_l END,
                   sum_d = CASE WHEN sum_d IS NULL THEN excluded.sum_d WHEN excluded.sum_d IS NULL THEN sum_d ELSE sum_d + excluded.sum_d END,
                   min_n = COALESCE(MIN(min_n, excluded.min_n), min_n, excluded.min_n),
                   max_n = COALESCE(MAX(max_n, excluded.max_n), max_n, excluded.max_n),
                   str_cnt = str_cnt + excluded.str_cnt`,
            ),
            rebuildGranule: prepare(
                `INSERT OR REPLACE INTO ts_kv_rollup (series_id, granule_ts, cnt, num_cnt, dbl_cnt, sum_l, sum_d, min_n, max_n, str_cnt)
                 SELECT @series, @granule, ${RAW_PARTIAL.replace(/ AS \w+/g, '')} FROM ts_kv WHERE series_id = @series AND ts >= @granule AND ts < @granule + ${ROLLUP_GRANULE_MS}`,
            ),
            dropEmptyGranule: prepare('DELETE FROM ts_kv_rollup WHERE series_id = ? AND granule_ts = ? AND cnt = 0'),
            dropGranules: prepare('DELETE FROM ts_kv_rollup WHERE series_id = ? AND granule_ts >= ? AND granule_ts < ?'),
            dropSeriesRollup: prepare('DELETE FROM ts_kv_rollup WHERE series_id = ?'),
            rawPartial: prepare(`SELECT ${RAW_PARTIAL} FROM ts_kv WHERE series_id = ? AND ts >= ? AND ts < ?`),
            rollupPartial: prepare(`SELECT ${ROLLUP_PARTIAL} FROM ts_kv_rollup WHERE series_id = ? AND granule_ts >= ? AND granule_ts < ?`),
            rawStrings: prepare('SELECT MIN(str_v) AS min, MAX(str_v) AS max FROM ts_kv WHERE series_id = ? AND ts >= ? AND ts < ?'),
            groupedPartials: prepare(
                `SELECT (ts - CAST(@start AS INTEGER)) / CAST(@interval AS INTEGER) AS bucket, ${RAW_PARTIAL} FROM ts_kv
                 WHERE series_id = @series AND ts >= @start AND ts < @end GROUP BY bucket ORDER BY bucket`,
            ),
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
            deviceKeys: prepare(
                `SELECT DISTINCT l.key FROM ts_kv_latest l JOIN device d ON d.id = l.entity_id
                 WHERE d.tenant_id = @tenant AND (@profile IS NULL OR d.device_profile_id = @profile) ORDER BY l.key`,
            ).pluck(),
        };
    }

    private seriesId(entityId: string, key: string, create: true): number;
    private seriesId(entityId: string, key: string, create: false): number | undefined;
    private seriesId(entityId: string, key: string, create: boolean): number | undefined {
        // A series deleted by any connection (an entity deleted, a trash purge) may lend its id to a new one.
        const deletions = this.statements.seriesDeletions.get() as number;
        if (deletions !== this.seriesDeletions) {
            this.seriesIds.clear();
            this.seriesDeletions = deletions;
        }
        const cacheKey = `${entityId}\u0000${key}`;
        const cached = this.seriesIds.get(cacheKey);
        if (cached !== undefined) return cached;
        let id = this.statements.findSeries.get(entityId, key) as number | undefined;
        if (id === undefined) {
            if (!create) return undefined;
            id = Number(this.statements.insertSeries.run(entityId, key).lastInsertRowid);
            // SQLite may hand out the id of a series deleted elsewhere (entity cascades): start clean.
            this.statements.deleteSeriesPoints.run(id);
            this.statements.dropSeriesRollup.run(id);
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
            // Each granule's rollup changes once per batch, by the sum of what the batch did to it.
            const changes = new Map<string, GranuleChange>();
            for (const entry of entries) {
                const c = toColumns(entry.value);
                const series = this.seriesId(entityId, entry.key, true);
                const granule = granuleOf(entry.ts);
                const slot = `${series}:${granule}`;
                let change = changes.get(slot);
                if (!change) changes.set(slot, (change = { series, granule, delta: { ...EMPTY }, removed: [] }));
                if (this.statements.insertPoint.run(series, entry.ts, c.bool_v, c.str_v, c.long_v, c.dbl_v, c.json_v).changes === 0) {
                    // Same ts again: the old value leaves the rollup, the new one enters it.
                    const old = this.statements.selectPoint.get(series, entry.ts) as KvColumns;
                    this.statements.replacePoint.run(c.bool_v, c.str_v, c.long_v, c.dbl_v, c.json_v, series, entry.ts);
                    removePoint(change, old);
                }
                addPoint(change.delta, c);
                const newest = newestByKey.get(entry.key);
                if (!newest || entry.ts >= newest.ts) newestByKey.set(entry.key, entry);
            }
            for (const change of changes.values()) this.applyChange(change);

            const becameLatest: TsEntry[] = [];
            for (const entry of newestByKey.values()) {
                const c = toColumns(entry.value);
                const { changes } = this.statements.upsertLatest.run(entityId, entry.key, entry.ts, c.bool_v, c.str_v, c.long_v, c.dbl_v, c.json_v);
                if (changes > 0) becameLatest.push(entry);
            }
            return becameLatest;
        })();
    }

    /**
     * Adds a batch's change to a granule's rollup. Counts and sums take signed deltas; a minimum or
     * maximum cannot be taken back, so a replaced value that may have been one rebuilds the granule.
     */
    private applyChange({ series, granule, delta, removed }: GranuleChange): void {
        if (removed.length > 0) {
            const row = this.statements.rollupRow.get(series, granule) as { min: number | null; max: number | null } | undefined;
            const min = pick(row?.min ?? null, delta.min, Math.min);
            const max = pick(row?.max ?? null, delta.max, Math.max);
            if (min === null || max === null || removed.some(value => value <= min || value >= max)) return this.rebuildGranule(series, granule);
        }
        this.statements.addToRollup.run({ ...delta, series, granule });
    }

    private rebuildGranule(series: number, granule: number): void {
        this.statements.rebuildGranule.run({ series, granule });
        this.statements.dropEmptyGranule.run(series, granule);
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
            // SQLite's LIMIT takes a 64-bit integer; anything larger (or not whole) is refused, not rounded.
            const limit = Math.max(1, Math.min(Math.floor(query.limit), Number.MAX_SAFE_INTEGER));
            const rows = statement.all(series, query.startTs, query.endTs, limit) as PointRow[];
            return rows.map(row => ({ key, ts: row.ts, value: fromColumns(row) }));
        }
        const { agg, interval, startTs, endTs } = query;
        const entries: TsEntry[] = [];
        const add = (bucket: number, partial: Partial) => {
            // ThingsBoard stamps a bucket with its middle.
            const bucketStart = startTs + bucket * interval;
            const bucketEnd = Math.min(bucketStart + interval, endTs);
            const value = finish(agg, partial, () => this.statements.rawStrings.get(series, bucketStart, bucketEnd) as { min: string | null; max: string | null });
            if (value) entries.push({ key, ts: bucketStart + Math.floor((bucketEnd - bucketStart) / 2), value });
        };
        const buckets = Math.ceil((endTs - startTs) / interval);
        if (buckets > RANGE_SCAN_MAX_BUCKETS || interval < ROLLUP_GRANULE_MS) {
            // Buckets smaller than a granule: one grouped pass over the points is cheapest.
            for (const row of this.statements.groupedPartials.all({ series, start: startTs, end: endTs, interval }) as Array<Partial & { bucket: number }>) add(row.bucket, row);
        } else {
            for (let bucket = 0; bucket < buckets; bucket++) {
                const from = startTs + bucket * interval;
                add(bucket, this.bucketPartial(series, from, Math.min(from + interval, endTs)));
            }
        }
        return query.orderBy === 'DESC' ? entries.reverse() : entries;
    }

    /** Whole granules of [from, to) from the rollup, the ragged edges from the points. */
    private bucketPartial(series: number, from: number, to: number): Partial {
        const firstWhole = granuleOf(from) === from ? from : granuleOf(from) + ROLLUP_GRANULE_MS;
        const lastWhole = granuleOf(to);
        const raw = (a: number, b: number) => (a < b ? (this.statements.rawPartial.get(series, a, b) as Partial) : EMPTY);
        if (firstWhole >= lastWhole) return raw(from, to);
        const rollup = this.statements.rollupPartial.get(series, firstWhole, lastWhole) as Partial;
        return combine(combine(raw(from, firstWhole), rollup), raw(lastWhole, to));
    }

    /** Deletes points of keys in [startTs, endTs); a latest value in the range goes too, or is rewritten. */
    delete(entityId: string, keys: readonly string[], query: DeleteQuery): void {
        this.sqlite.transaction(() => {
            for (const key of keys) {
                const series = this.seriesId(entityId, key, false);
                if (series !== undefined && query.endTs > query.startTs) {
                    this.statements.deleteRange.run(series, query.startTs, query.endTs);
                    // Whole granules go; the (at most two) cut ones are rebuilt from what is left.
                    this.statements.dropGranules.run(series, granuleOf(query.startTs), granuleOf(query.endTs - 1) + ROLLUP_GRANULE_MS);
                    this.rebuildGranule(series, granuleOf(query.startTs));
                    this.rebuildGranule(series, granuleOf(query.endTs - 1));
                }
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
                this.statements.dropSeriesRollup.run(id);
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
