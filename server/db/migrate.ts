import type SqliteDatabase from 'better-sqlite3';
import type { Migration } from './migrations';

/**
 * Applies the migrations a database has not run yet, each with its record in one transaction, in
 * order of name. Parallel work adds migrations with numbers below ones a dev database already ran,
 * so a missing one runs whatever its place. Databases migrated before the server dropped Kysely keep
 * their record in `kysely_migration`: it is taken over once.
 */
export function migrate(sqlite: SqliteDatabase.Database, migrations: Readonly<Record<string, Migration>>): string[] {
    sqlite.exec('CREATE TABLE IF NOT EXISTS migration (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    const legacy = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
    if (legacy) {
        sqlite.transaction(() => {
            sqlite.exec('INSERT OR IGNORE INTO migration (name, applied_at) SELECT name, timestamp FROM kysely_migration');
            sqlite.exec('DROP TABLE kysely_migration; DROP TABLE IF EXISTS kysely_migration_lock');
        })();
    }
    const applied = new Set(sqlite.prepare('SELECT name FROM migration').pluck().all() as string[]);
    const record = sqlite.prepare('INSERT INTO migration (name, applied_at) VALUES (?, ?)');
    const ran: string[] = [];
    for (const name of Object.keys(migrations).sort()) {
        if (applied.has(name)) continue;
        sqlite.transaction(() => {
            migrations[name]!.up(sqlite);
            record.run(name, new Date().toISOString());
        })();
        ran.push(name);
    }
    return ran;
}
