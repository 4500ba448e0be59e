import type SqliteDatabase from 'better-sqlite3';

/** The entities whose saves are kept (issue #28): their table, for the triggers that drop the history with the row. */
const VERSIONED_TABLES = ['dashboard', 'rule_chain', 'device_profile', 'widget_type', 'tenant_profile'] as const;

/**
 * The history of every save of dashboards, rule chains (with their metadata), device profiles,
 * widget types and tenant profiles (server/history/). A version's document is stored deflated,
 * either whole (a key version, `base_version` null) or as the delta from the version before it, so
 * a save that changes one widget costs a few hundred bytes. `size` is the document's JSON length,
 * `chain_length` how many deltas lead back to the key version. A deleted row's history goes with it.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        CREATE TABLE entity_version (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL,
            entity_type TEXT NOT NULL,
            entity_id TEXT NOT NULL,
            version INTEGER NOT NULL,
            created_time INTEGER NOT NULL,
            user_id TEXT NOT NULL,
            user_name TEXT,
            size INTEGER NOT NULL,
            restored_from INTEGER,
            base_version INTEGER,
            chain_length INTEGER NOT NULL,
            data BLOB NOT NULL,
            CONSTRAINT entity_version_unq UNIQUE (entity_id, version)
        );
    `);
    for (const table of VERSIONED_TABLES) {
        sqlite.exec(`CREATE TRIGGER ${table}_history_delete AFTER DELETE ON ${table} FOR EACH ROW BEGIN DELETE FROM entity_version WHERE entity_id = OLD.id; END`);
    }
}
