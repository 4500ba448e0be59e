import type SqliteDatabase from 'better-sqlite3';

/**
 * The trash (issue #28 point 4): a deleted dashboard, rule chain, device, asset or customer is gone
 * from every ThingsBoard call, and a copy of what its delete took (the row, its attributes,
 * relations, alarms, credentials, assignments, a customer's users) is kept here, serialized and
 * deflated, until `expires_time` or a purge (server/trash/). Its telemetry stays in place meanwhile.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        CREATE TABLE trash_entry (
            id TEXT PRIMARY KEY,
            tenant_id TEXT NOT NULL,
            entity_type TEXT NOT NULL,
            entity_id TEXT NOT NULL,
            name TEXT NOT NULL,
            deleted_time INTEGER NOT NULL,
            deleted_by_id TEXT NOT NULL,
            deleted_by_name TEXT,
            expires_time INTEGER NOT NULL,
            size INTEGER NOT NULL,
            data BLOB NOT NULL
        );
        CREATE INDEX trash_entry_tenant ON trash_entry (tenant_id, deleted_time DESC);
        CREATE INDEX trash_entry_entity ON trash_entry (entity_id);
        CREATE INDEX trash_entry_expiry ON trash_entry (expires_time);
    `);
}
