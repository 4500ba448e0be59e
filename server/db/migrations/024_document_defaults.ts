import type SqliteDatabase from 'better-sqlite3';
import { withDashboardDefaults } from '../../documents/dashboardDefaults';
import { withProfileDataDefaults } from '../../documents/profileDataDefaults';

/**
 * Documents stored before the server wrote ThingsBoard's always-present fields get them once:
 * every dashboard's data keys and widget configs their `settings`, every device profile's data its
 * four parts. New saves write them (server/documents/).
 */
export function up(sqlite: SqliteDatabase.Database): void {
    const dashboards = sqlite.prepare('SELECT id, configuration FROM dashboard WHERE configuration IS NOT NULL').all() as Array<{ id: string; configuration: string }>;
    for (const { id, configuration } of dashboards) {
        const next = JSON.stringify(withDashboardDefaults(JSON.parse(configuration)));
        if (next !== configuration) sqlite.prepare('UPDATE dashboard SET configuration = ? WHERE id = ?').run(next, id);
    }
    const profiles = sqlite
        .prepare('SELECT id, profile_data, transport_type, provision_type FROM device_profile WHERE profile_data IS NOT NULL')
        .all() as Array<{ id: string; profile_data: string; transport_type: string; provision_type: string | null }>;
    for (const { id, profile_data, transport_type, provision_type } of profiles) {
        const next = JSON.stringify(withProfileDataDefaults(JSON.parse(profile_data), transport_type, provision_type ?? 'DISABLED'));
        if (next !== profile_data) sqlite.prepare('UPDATE device_profile SET profile_data = ? WHERE id = ?').run(next, id);
    }
}
