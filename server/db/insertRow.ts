import type SqliteDatabase from 'better-sqlite3';

/**
 * `INSERT INTO <table> (<the row's keys>) VALUES (…)` for rows the code writes out (seeds,
 * defaults): the column names come from the code, never from a request.
 */
export function insertRow(sqlite: SqliteDatabase.Database, table: string, row: Readonly<Record<string, unknown>>): void {
    const columns = Object.keys(row);
    sqlite.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(column => '@' + column).join(', ')})`).run(row);
}
