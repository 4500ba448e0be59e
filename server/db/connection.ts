import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { registry } from '../../resources';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { syncRegistrySchema } from './registrySchema';
import { beginImmediateByDefault, configureConnection } from './pragmas';

export interface DatabaseHandle {
    /** The driver: repositories prepare their statements on it. */
    sqlite: SqliteDatabase.Database;
    /** Throws when the database cannot answer (the readiness probe). */
    ping(): void;
    close(): Promise<void>;
}

/** Opens (creating when missing) the SQLite database and brings its schema up to date: the numbered migrations, then the registry's tables. */
export async function openDatabase(dbPath: string): Promise<DatabaseHandle> {
    if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
    const sqlite = new SqliteDatabase(dbPath);
    configureConnection(sqlite);
    beginImmediateByDefault(sqlite);
    try {
        migrate(sqlite, migrations);
    } catch (error) {
        sqlite.close();
        throw error;
    }
    // The registry's tables follow their entries: created, widened, versioned (registrySchema.ts).
    syncRegistrySchema(sqlite, registry);
    return {
        sqlite,
        ping: () => void sqlite.prepare('SELECT 1').get(),
        close: async () => {
            if (sqlite.open) sqlite.close();
        },
    };
}

/** Removes a database file with its WAL companions, for `--reset`. */
export function deleteDatabaseFiles(dbPath: string): void {
    if (dbPath === ':memory:') return;
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });
}
