import type SqliteDatabase from 'better-sqlite3';

/**
 * Time-series storage that stays fast at millions of points.
 *
 * - `ts_kv_series` names each (entity, key) pair once with a small integer, so a point row carries
 *   two integers instead of a 36-character UUID and a key string: rows are about three times
 *   smaller and a range scan touches three times fewer pages.
 * - `ts_kv` holds the points, clustered by (series, ts) WITHOUT ROWID: a history or aggregation
 *   query for one key of one entity is one contiguous range scan of the primary key.
 * - `ts_kv_latest` keeps the newest point of each (entity, key), as ThingsBoard's latest table does,
 *   so latest values, key lists and entity queries never touch the history.
 *
 * Values are typed as in ThingsBoard: exactly one of the value columns is set.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "ts_kv_series" ("id" integer primary key, "entity_id" text not null, "key" text not null, constraint "ts_kv_series_unq" unique ("entity_id", "key"));
        create table "ts_kv" ("series_id" integer not null, "ts" integer not null, "bool_v" integer, "str_v" text, "long_v" integer, "dbl_v" real, "json_v" text, constraint "ts_kv_pk" primary key ("series_id", "ts")) without rowid;
        create table "ts_kv_latest" ("entity_id" text not null, "key" text not null, "ts" integer not null, "bool_v" integer, "str_v" text, "long_v" integer, "dbl_v" real, "json_v" text, constraint "ts_kv_latest_pk" primary key ("entity_id", "key")) without rowid;
    `);
}
