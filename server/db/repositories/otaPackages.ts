import type SqliteDatabase from 'better-sqlite3';

/** OTA package rows: references to check on save and the packages that go with their profile. */
export class OtaPackageRows {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    existsOfTenant(id: string, tenantId: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM ota_package WHERE id = ? AND tenant_id = ?').get(id, tenantId) !== undefined;
    }

    /** A title and version name one package per tenant. */
    isTitleVersionTaken(tenantId: string, title: unknown, version: unknown, exceptId: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM ota_package WHERE tenant_id = ? AND title = ? AND version = ? AND id != ?').get(tenantId, title, version, exceptId) !== undefined;
    }

    deleteOfProfile(deviceProfileId: string): void {
        this.sqlite.prepare('DELETE FROM ota_package WHERE device_profile_id = ?').run(deviceProfileId);
    }
}
