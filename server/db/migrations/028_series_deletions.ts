import type SqliteDatabase from 'better-sqlite3';

/**
 * A counter of deleted time series (table_version 'ts_kv_series'), bumped by a trigger whoever
 * deletes. The time-series repository caches each (entity, key)'s series id per connection, and
 * SQLite may hand a deleted series' id to a new series of another entity: a connection whose cache
 * still held it (the writer thread, writing a message of a device deleted meanwhile) would add
 * points to the other entity's series. Each connection forgets its cache when the counter moved.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        INSERT INTO table_version (name, version) VALUES ('ts_kv_series', 0);
        CREATE TRIGGER ts_kv_series_version_delete AFTER DELETE ON ts_kv_series FOR EACH ROW BEGIN UPDATE table_version SET version = version + 1 WHERE name = 'ts_kv_series'; END;
    `);
}
