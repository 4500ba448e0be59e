import type SqliteDatabase from 'better-sqlite3';

/**
 * The settings of every connection to the database file: WAL (readers never wait for the writer,
 * and the time-series writer thread has a connection of its own), NORMAL sync, foreign keys, and a
 * wait of up to 5 s when the other connection holds the write lock.
 */
export function configureConnection(sqlite: SqliteDatabase.Database): void {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
}

/**
 * Makes `sqlite.transaction(fn)` begin IMMEDIATE: it takes the write lock first. With a second
 * connection writing (the time-series writer thread), a deferred transaction that reads and then
 * writes fails at once with SQLITE_BUSY when the other connection committed in between; an
 * immediate one waits for the lock (busy_timeout) and reads what is current. Nested transactions
 * stay savepoints.
 */
export function beginImmediateByDefault(sqlite: SqliteDatabase.Database): void {
    const transaction = sqlite.transaction.bind(sqlite);
    sqlite.transaction = (fn => {
        const variants = transaction(fn);
        // The driver's variants are frozen: a new function begins immediate and carries them.
        const immediate = function (this: unknown, ...args: unknown[]) {
            return variants.immediate.apply(this, args as never);
        };
        return Object.assign(immediate, { default: variants.immediate, deferred: variants.deferred, immediate: variants.immediate, exclusive: variants.exclusive });
    }) as typeof sqlite.transaction;
}
