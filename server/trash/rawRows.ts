import type SqliteDatabase from 'better-sqlite3';
import type { Row } from '../registry/codec';

/**
 * Rows read and written as stored, column for column: what a delete takes is kept this way and put
 * back the same way. A column added to a table since the copy was kept takes its default; one
 * dropped since is left out.
 */
export class RawRows {
    private readonly columns = new Map<string, ReadonlySet<string>>();

    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** Every row of `table` that `where` (with `?` standing for `id`, as often as it appears) selects. */
    select(table: string, where: string, id: string): Row[] {
        const params = Array.from({ length: where.split('?').length - 1 }, () => id);
        return this.sqlite.prepare(`SELECT * FROM ${table} WHERE ${where}`).all(...params) as Row[];
    }

    /** Inserts a kept row; a row whose key is taken meanwhile is left out (false). */
    insert(table: string, row: Row): boolean {
        const known = this.columnsOf(table);
        const names = Object.keys(row).filter(name => known.has(name));
        const sql = `INSERT OR IGNORE INTO ${table} (${names.map(name => `"${name}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`;
        return this.sqlite.prepare(sql).run(...names.map(name => row[name])).changes === 1;
    }

    exists(table: string, id: string): boolean {
        return this.sqlite.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;
    }

    private columnsOf(table: string): ReadonlySet<string> {
        let known = this.columns.get(table);
        if (!known) {
            known = new Set((this.sqlite.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map(column => column.name));
            this.columns.set(table, known);
        }
        return known;
    }
}
