import type SqliteDatabase from 'better-sqlite3';

export interface DeviceIdentity {
    deviceId: string;
    tenantId: string;
    customerId: string;
    name: string;
    type: string;
}

/** Finds the device behind an access token, the credentials_id of its ACCESS_TOKEN credentials. */
export class DeviceTokens {
    private readonly byToken;

    constructor(sqlite: SqliteDatabase.Database) {
        this.byToken = sqlite.prepare(
            `SELECT d.id AS deviceId, d.tenant_id AS tenantId, d.customer_id AS customerId, d.name AS name, d.type AS type
             FROM device_credentials c JOIN device d ON d.id = c.device_id
             WHERE c.credentials_type = 'ACCESS_TOKEN' AND c.credentials_id = ?`,
        );
    }

    find(token: string): DeviceIdentity | undefined {
        return this.byToken.get(token) as DeviceIdentity | undefined;
    }
}
