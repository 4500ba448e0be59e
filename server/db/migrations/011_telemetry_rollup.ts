import type SqliteDatabase from 'better-sqlite3';

/** Width of one rollup granule; the telemetry repository uses the same constant. */
export const ROLLUP_GRANULE_MS = 10_000;

/**
 * Pre-aggregates of the points, per series and 10-second granule, kept up to date by every write:
 * counts, sums, numeric minimum and maximum. An aggregation query reads whole granules from here
 * and only the edges of its buckets from ts_kv, so a 1-day query over a million points reads
 * about 9,000 rollup rows instead of a million points. Strings (MIN/MAX of a bucket without
 * numbers) still come from ts_kv.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "ts_kv_rollup" ("series_id" integer not null, "granule_ts" integer not null, "cnt" integer not null, "num_cnt" integer not null, "dbl_cnt" integer not null, "sum_l" integer, "sum_d" real, "min_n" real, "max_n" real, "str_cnt" integer not null, constraint "ts_kv_rollup_pk" primary key ("series_id", "granule_ts")) without rowid;
    `);
    // Points stored before this migration.
    sqlite.exec(`INSERT INTO ts_kv_rollup
        SELECT series_id, ts - ((ts % ${ROLLUP_GRANULE_MS}) + ${ROLLUP_GRANULE_MS}) % ${ROLLUP_GRANULE_MS} AS g,
               COUNT(*), COUNT(COALESCE(long_v, dbl_v)), COUNT(dbl_v), SUM(long_v), SUM(dbl_v),
               MIN(COALESCE(long_v, dbl_v)), MAX(COALESCE(long_v, dbl_v)), COUNT(str_v)
        FROM ts_kv GROUP BY series_id, g`);
}
