import type SqliteDatabase from 'better-sqlite3';

/**
 * Whether SQLite walks an index in a query's order (no sort step), asked once per query text:
 * the first pages of such a list are read straight from the index.
 */
export class QueryPlans {
    private readonly inOrder = new Map<string, boolean>();

    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** `sql` ends with `LIMIT ? OFFSET ?`; `params` are the ones before those two. */
    readsInOrder(sql: string, params: unknown[]): boolean {
        let known = this.inOrder.get(sql);
        if (known === undefined) {
            const plan = this.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params, 1, 0) as Array<{ detail: string }>;
            known = !plan.some(step => step.detail.includes('TEMP B-TREE'));
            this.inOrder.set(sql, known);
        }
        return known;
    }
}
