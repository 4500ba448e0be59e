import type SqliteDatabase from 'better-sqlite3';
import { newId, timeOfId } from '../../lib/ids';
import type { Row } from '../../registry/codec';

/** One device's credentials as stored: type, id (token, client id, certificate hash) and value. */
export interface StoredCredentials {
    type: string;
    id: string;
    value: string | null;
}

/** The device_credentials table: one row per device. */
export class DeviceCredentialsRepository {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    ofDevice(deviceId: string): Row | undefined {
        return this.sqlite.prepare('SELECT * FROM device_credentials WHERE device_id = ?').get(deviceId) as Row | undefined;
    }

    /** Whether another device (any but `deviceId`; any at all for null) holds the credentials id. */
    isTakenByAnother(credentialsId: string, deviceId: string | null): boolean {
        return this.sqlite.prepare('SELECT 1 FROM device_credentials WHERE credentials_id = ? AND device_id != ?').get(credentialsId, deviceId ?? '') !== undefined;
    }

    /** Replaces the device's credentials, or gives it its first; answers the stored row. */
    save(deviceId: string, credentials: StoredCredentials): Row {
        if (this.ofDevice(deviceId)) {
            this.sqlite
                .prepare('UPDATE device_credentials SET credentials_type = ?, credentials_id = ?, credentials_value = ? WHERE device_id = ?')
                .run(credentials.type, credentials.id, credentials.value, deviceId);
        } else this.insert(deviceId, credentials);
        return this.ofDevice(deviceId)!;
    }

    /** A new device's first credentials. */
    insert(deviceId: string, credentials: StoredCredentials): void {
        const id = newId();
        this.sqlite
            .prepare('INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id, credentials_value) VALUES (?, ?, ?, ?, ?, ?)')
            .run(id, timeOfId(id), deviceId, credentials.type, credentials.id, credentials.value);
    }
}
