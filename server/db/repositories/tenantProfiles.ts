import type SqliteDatabase from 'better-sqlite3';

/** Tenant profile rows: existence, the default one, and whether tenants still use one. */
export class TenantProfileRows {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    exists(id: unknown): boolean {
        return this.sqlite.prepare('SELECT 1 FROM tenant_profile WHERE id = ?').get(id) !== undefined;
    }

    defaultId(): string | undefined {
        return (this.sqlite.prepare('SELECT id FROM tenant_profile WHERE is_default = 1').get() as { id: string } | undefined)?.id;
    }

    isUsedByTenants(id: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM tenant WHERE tenant_profile_id = ? LIMIT 1').get(id) !== undefined;
    }

    /** The default profile's `profile_data` text (what the system's own entities follow). */
    defaultProfileData(): string | undefined {
        return this.sqlite.prepare('SELECT profile_data FROM tenant_profile WHERE is_default = 1').pluck().get() as string | undefined;
    }
}
