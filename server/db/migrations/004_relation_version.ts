import type SqliteDatabase from 'better-sqlite3';

/** Lists filtered through relations (an edge's devices) are cached too, so relations get a version. */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`INSERT INTO table_version (name, version) VALUES ('relation', 0)`);
    for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
        sqlite.exec(`CREATE TRIGGER relation_version_${event.toLowerCase()} AFTER ${event} ON relation FOR EACH ROW BEGIN UPDATE table_version SET version = version + 1 WHERE name = 'relation'; END`);
    }
}
