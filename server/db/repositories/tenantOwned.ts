import type SqliteDatabase from 'better-sqlite3';

/**
 * Statements over any tenant-owned table, named by the caller from a fixed table list (never from
 * a request): whether a row is the tenant's, and removing all of a tenant's rows.
 */
export class TenantOwnedRows {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    exists(table: string, id: string, tenantId: string): boolean {
        return this.sqlite.prepare(`SELECT 1 FROM ${table} WHERE id = ? AND tenant_id = ?`).get(id, tenantId) !== undefined;
    }

    deleteAll(table: string, tenantId: string): void {
        this.sqlite.prepare(`DELETE FROM ${table} WHERE tenant_id = ?`).run(tenantId);
    }
}
