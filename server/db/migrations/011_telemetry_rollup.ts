import { type Kysely, sql } from 'kysely';

/** Width of one rollup granule; the telemetry repository uses the same constant. */
export const ROLLUP_GRANULE_MS = 10_000;

/**
 * Pre-aggregates of the points, per series and 10-second granule, kept up to date by every write:
 * counts, sums, numeric minimum and maximum. An aggregation query reads whole granules from here
 * and only the edges of its buckets from ts_kv, so a 1-day query over a million points reads
 * about 9,000 rollup rows instead of a million points. Strings (MIN/MAX of a bucket without
 * numbers) still come from ts_kv.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('ts_kv_rollup')
        .addColumn('series_id', 'integer', col => col.notNull())
        .addColumn('granule_ts', 'integer', col => col.notNull())
        .addColumn('cnt', 'integer', col => col.notNull())
        .addColumn('num_cnt', 'integer', col => col.notNull())
        .addColumn('dbl_cnt', 'integer', col => col.notNull())
        .addColumn('sum_l', 'integer')
        .addColumn('sum_d', 'real')
        .addColumn('min_n', 'real')
        .addColumn('max_n', 'real')
        .addColumn('str_cnt', 'integer', col => col.notNull())
        .addPrimaryKeyConstraint('ts_kv_rollup_pk', ['series_id', 'granule_ts'])
        .modifyEnd(sql`without rowid`)
        .execute();
    // Points stored before this migration.
    await sql`INSERT INTO ts_kv_rollup
        SELECT series_id, ts - ((ts % ${sql.lit(ROLLUP_GRANULE_MS)}) + ${sql.lit(ROLLUP_GRANULE_MS)}) % ${sql.lit(ROLLUP_GRANULE_MS)} AS g,
               COUNT(*), COUNT(COALESCE(long_v, dbl_v)), COUNT(dbl_v), SUM(long_v), SUM(dbl_v),
               MIN(COALESCE(long_v, dbl_v)), MAX(COALESCE(long_v, dbl_v)), COUNT(str_v)
        FROM ts_kv GROUP BY series_id, g`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('ts_kv_rollup').execute();
}
