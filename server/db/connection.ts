import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { registry } from '../../resources';
import { migrations } from './migrations';
import { syncRegistrySchema } from './registrySchema';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';

export interface DatabaseHandle {
    db: Kysely<Database>;
    /** The raw driver, for hot paths and PRAGMAs. */
    sqlite: SqliteDatabase.Database;
    /** Throws when the database cannot answer (the readiness probe). */
    ping(): void;
    close(): Promise<void>;
}

/** Opens (creating when missing) the SQLite database and brings its schema up to date: the numbered migrations, then the registry's tables. */
export async function openDatabase(dbPath: string): Promise<DatabaseHandle> {
    if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
    const sqlite = new SqliteDatabase(dbPath);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');

    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    // Parallel work adds migrations with numbers below ones a dev database already ran; order is by name only.
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    const { error } = await migrator.migrateToLatest();
    if (error) {
        await db.destroy();
        throw error instanceof Error ? error : new Error(String(error));
    }
    // The registry's tables follow their entries: created, widened, versioned (registrySchema.ts).
    syncRegistrySchema(sqlite, registry);
    return { db, sqlite, ping: () => void sqlite.prepare('SELECT 1').get(), close: () => db.destroy() };
}

/** Removes a database file with its WAL companions, for `--reset`. */
export function deleteDatabaseFiles(dbPath: string): void {
    if (dbPath === ':memory:') return;
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });
}
