import type SqliteDatabase from 'better-sqlite3';

/**
 * A version counter per table, bumped by triggers on every insert, update and delete, whoever
 * writes. Paged lists cache their ordered ids per query and reuse them while the versions of the
 * tables they read are unchanged, so paging through 100k rows does not sort or count them again.
 */
const VERSIONED_TABLES = [
    'tenant', 'tenant_profile', 'customer', 'tb_user', 'device', 'device_profile', 'asset', 'entity_view',
    'edge', 'dashboard', 'rule_chain', 'widgets_bundle', 'ota_package', 'tb_resource',
] as const;

export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "table_version" ("name" text primary key, "version" integer default 0 not null);
        create index "device_tenant_customer_sort" on "device" ("tenant_id", "customer_id", "id");
        create index "device_tenant_profile_sort" on "device" ("tenant_id", "device_profile_id", "id");
    `);
    for (const table of VERSIONED_TABLES) {
        sqlite.prepare('INSERT INTO table_version (name, version) VALUES (?, 0)').run(table);
        for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
            sqlite.exec(`CREATE TRIGGER ${table}_version_${event.toLowerCase()} AFTER ${event} ON ${table} FOR EACH ROW BEGIN UPDATE table_version SET version = version + 1 WHERE name = '${table}'; END`);
        }
    }
}
