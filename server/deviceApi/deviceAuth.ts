import crypto from 'node:crypto';
import type SqliteDatabase from 'better-sqlite3';

export interface DeviceIdentity {
    deviceId: string;
    tenantId: string;
    customerId: string;
    name: string;
    type: string;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Finds the device behind device credentials: an access token (the credentials_id of ACCESS_TOKEN
 * credentials), or MQTT basic credentials, whose credentials_id is derived from the client id and
 * user name as the credentials routes store it.
 */
export class DeviceTokens {
    private readonly byCredentials;

    constructor(sqlite: SqliteDatabase.Database) {
        this.byCredentials = sqlite.prepare(
            `SELECT d.id AS deviceId, d.tenant_id AS tenantId, d.customer_id AS customerId, d.name AS name, d.type AS type, c.credentials_value AS value
             FROM device_credentials c JOIN device d ON d.id = c.device_id
             WHERE c.credentials_type = ? AND c.credentials_id = ?`,
        );
    }

    private lookup(type: 'ACCESS_TOKEN' | 'MQTT_BASIC', id: string): (DeviceIdentity & { value: string | null }) | undefined {
        return this.byCredentials.get(type, id) as (DeviceIdentity & { value: string | null }) | undefined;
    }

    find(token: string): DeviceIdentity | undefined {
        const found = this.lookup('ACCESS_TOKEN', token);
        if (!found) return undefined;
        const { value: _value, ...device } = found;
        return device;
    }

    /**
     * An MQTT CONNECT: the user name as an access token first; otherwise MQTT basic credentials,
     * tried as ThingsBoard does by client id and user name together, then client id, then user
     * name, with the password checked when the credentials have one.
     */
    findMqtt(clientId: string, userName: string | undefined, password: string | undefined): DeviceIdentity | undefined {
        if (userName) {
            const byToken = this.find(userName);
            if (byToken) return byToken;
        }
        const candidates = [clientId && userName ? sha256(`${clientId}|${userName}`) : null, clientId || null, userName ? sha256(userName) : null];
        for (const id of candidates) {
            if (!id) continue;
            const found = this.lookup('MQTT_BASIC', id);
            if (!found) continue;
            const stored = found.value ? (JSON.parse(found.value) as { password?: string | null }) : {};
            if (stored.password && stored.password !== password) return undefined;
            const { value: _value, ...device } = found;
            return device;
        }
        return undefined;
    }
}
