import type SqliteDatabase from 'better-sqlite3';
import { badRequest } from '../errors';
import { NULL_UUID } from '../lib/ids';
import type { Row } from '../registry/codec';

interface ProfileRow {
    id: string;
    name: string;
    transport_type: string;
}

/**
 * ThingsBoard's assignDeviceToTenant: the device moves to another tenant with its credentials,
 * attributes and telemetry; its events and relations stay behind (they are removed), it is no
 * longer any customer's, and it refers to nothing of the old tenant: its profile becomes the new
 * tenant's profile of the same name, else that tenant's default, and its OTA packages are cleared.
 */
export function transferDeviceToTenant(sqlite: SqliteDatabase.Database, device: Row, newTenantId: string): void {
    if (!sqlite.prepare('SELECT 1 FROM tenant WHERE id = ?').get(newTenantId)) throw badRequest('Could not find the specified Tenant!');
    if (sqlite.prepare('SELECT 1 FROM entity_view WHERE entity_id = ? LIMIT 1').get(device.id)) {
        throw badRequest("Can't assign device that has entity views to another tenant!");
    }
    if (sqlite.prepare('SELECT 1 FROM device WHERE tenant_id = ? AND name = ? AND id != ?').get(newTenantId, device.name, device.id)) {
        throw badRequest('Device with such name already exists!');
    }
    const profile = (sqlite.prepare('SELECT id, name, transport_type FROM device_profile WHERE tenant_id = ? AND name = ?').get(newTenantId, device.type) ??
        sqlite.prepare('SELECT id, name, transport_type FROM device_profile WHERE tenant_id = ? AND is_default = 1').get(newTenantId)) as ProfileRow | undefined;
    if (!profile) throw badRequest('Could not find the specified Tenant!');
    const data = JSON.parse(String(device.device_data ?? '{}')) as { configuration?: unknown };

    sqlite.transaction(() => {
        sqlite.prepare('DELETE FROM event WHERE entity_id = ?').run(device.id);
        sqlite.prepare('DELETE FROM relation WHERE (from_id = ? AND from_type = ?) OR (to_id = ? AND to_type = ?)').run(device.id, 'DEVICE', device.id, 'DEVICE');
        sqlite
            .prepare(
                `UPDATE device SET tenant_id = ?, customer_id = ?, device_profile_id = ?, type = ?, device_data = ?, firmware_id = NULL, software_id = NULL WHERE id = ?`,
            )
            .run(newTenantId, NULL_UUID, profile.id, profile.name, JSON.stringify({ configuration: data.configuration ?? { type: 'DEFAULT' }, transportConfiguration: { type: profile.transport_type } }), device.id);
    })();
}
