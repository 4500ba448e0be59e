import { type Kysely, sql } from 'kysely';

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
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('ts_kv_series')
        .addColumn('id', 'integer', col => col.primaryKey())
        .addColumn('entity_id', 'text', col => col.notNull())
        .addColumn('key', 'text', col => col.notNull())
        .addUniqueConstraint('ts_kv_series_unq', ['entity_id', 'key'])
        .execute();

    await db.schema
        .createTable('ts_kv')
        .addColumn('series_id', 'integer', col => col.notNull())
        .addColumn('ts', 'integer', col => col.notNull())
        .addColumn('bool_v', 'integer')
        .addColumn('str_v', 'text')
        .addColumn('long_v', 'integer')
        .addColumn('dbl_v', 'real')
        .addColumn('json_v', 'text')
        .addPrimaryKeyConstraint('ts_kv_pk', ['series_id', 'ts'])
        .modifyEnd(sql`without rowid`)
        .execute();

    await db.schema
        .createTable('ts_kv_latest')
        .addColumn('entity_id', 'text', col => col.notNull())
        .addColumn('key', 'text', col => col.notNull())
        .addColumn('ts', 'integer', col => col.notNull())
        .addColumn('bool_v', 'integer')
        .addColumn('str_v', 'text')
        .addColumn('long_v', 'integer')
        .addColumn('dbl_v', 'real')
        .addColumn('json_v', 'text')
        .addPrimaryKeyConstraint('ts_kv_latest_pk', ['entity_id', 'key'])
        .modifyEnd(sql`without rowid`)
        .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('ts_kv_latest').execute();
    await db.schema.dropTable('ts_kv').execute();
    await db.schema.dropTable('ts_kv_series').execute();
}
