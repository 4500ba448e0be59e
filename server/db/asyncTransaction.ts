import type SqliteDatabase from 'better-sqlite3';

/**
 * One transaction around work that awaits (the seed hashes passwords between its inserts).
 * better-sqlite3's own transactions are synchronous; this is only for start-up work that nothing
 * else runs beside, since every statement on the connection meanwhile joins the transaction.
 * IMMEDIATE, as every transaction on the main connection (pragmas.ts): it waits for the writer
 * thread's write lock instead of failing its first write.
 */
export async function inAsyncTransaction<T>(sqlite: SqliteDatabase.Database, work: () => Promise<T>): Promise<T> {
    sqlite.exec('BEGIN IMMEDIATE');
    try {
        const result = await work();
        sqlite.exec('COMMIT');
        return result;
    } catch (error) {
        if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
        throw error;
    }
}
