import type SqliteDatabase from 'better-sqlite3';
import type { Row } from '../../registry/codec';

/** Device lookups beyond the registry's paged repository: by name, by profile, by OTA package. */
export class DeviceRows {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** The tenant's device of that name (ThingsBoard's findDeviceByTenantIdAndName). */
    findByName(tenantId: string, name: string): Row | undefined {
        return this.sqlite.prepare('SELECT * FROM device WHERE tenant_id = ? AND name = ?').get(tenantId, name) as Row | undefined;
    }

    /** Devices of a profile without an OTA package of their own of that kind: they follow the profile's. */
    countFollowingProfilePackage(tenantId: string, profileId: string, kind: 'FIRMWARE' | 'SOFTWARE'): number {
        const column = kind === 'SOFTWARE' ? 'software_id' : 'firmware_id';
        return this.sqlite.prepare(`SELECT COUNT(*) FROM device WHERE tenant_id = ? AND device_profile_id = ? AND ${column} IS NULL`).pluck().get(tenantId, profileId) as number;
    }

    existsOfProfile(deviceProfileId: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM device WHERE device_profile_id = ? LIMIT 1').get(deviceProfileId) !== undefined;
    }

    usesOtaPackage(otaPackageId: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM device WHERE firmware_id = ? OR software_id = ? LIMIT 1').get(otaPackageId, otaPackageId) !== undefined;
    }

    /** Devices carry their profile's name as their type. */
    setTypeOfProfile(deviceProfileId: string, type: string): void {
        this.sqlite.prepare('UPDATE device SET type = ? WHERE device_profile_id = ?').run(type, deviceProfileId);
    }
}
