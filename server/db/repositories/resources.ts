import type SqliteDatabase from 'better-sqlite3';

/** Resource (tb_resource) rows beyond the registry's paged repository. */
export class ResourceRows {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** A type and key name one resource per tenant. */
    isKeyTaken(tenantId: unknown, type: string, key: unknown, exceptId: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM tb_resource WHERE tenant_id = ? AND resource_type = ? AND resource_key = ? AND id != ?').get(tenantId, type, key, exceptId) !== undefined;
    }
}
