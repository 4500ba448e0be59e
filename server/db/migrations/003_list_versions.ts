import { type Kysely, sql } from 'kysely';

/**
 * A version counter per table, bumped by triggers on every insert, update and delete, whoever
 * writes. Paged lists cache their ordered ids per query and reuse them while the versions of the
 * tables they read are unchanged, so paging through 100k rows does not sort or count them again.
 */
const VERSIONED_TABLES = [
    'tenant', 'tenant_profile', 'customer', 'tb_user', 'device', 'device_profile', 'asset', 'entity_view',
    'edge', 'dashboard', 'rule_chain', 'widgets_bundle', 'ota_package', 'tb_resource',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('table_version')
        .addColumn('name', 'text', col => col.primaryKey())
        .addColumn('version', 'integer', col => col.notNull().defaultTo(0))
        .execute();
    // Lists whose rows move between owners also cache per-group counts keyed on these columns.
    await db.schema.createIndex('device_tenant_customer_sort').on('device').columns(['tenant_id', 'customer_id', 'id']).execute();
    await db.schema.createIndex('device_tenant_profile_sort').on('device').columns(['tenant_id', 'device_profile_id', 'id']).execute();
    for (const table of VERSIONED_TABLES) {
        await sql`INSERT INTO table_version (name, version) VALUES (${table}, 0)`.execute(db);
        for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
            await sql
                .raw(`CREATE TRIGGER ${table}_version_${event.toLowerCase()} AFTER ${event} ON ${table} FOR EACH ROW BEGIN UPDATE table_version SET version = version + 1 WHERE name = '${table}'; END`)
                .execute(db);
        }
    }
}
