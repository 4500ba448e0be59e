import type SqliteDatabase from 'better-sqlite3';
import { seedSystemWidgets } from '../seed/systemWidgets';

/**
 * The system widget bundles and types for a database seeded before the widget library existed; a fresh
 * database gets them from the system seed, which runs after the migrations.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    const seeded = sqlite.prepare('SELECT key FROM meta WHERE key = ?').get('seed.system');
    if (seeded) seedSystemWidgets(sqlite);
}
