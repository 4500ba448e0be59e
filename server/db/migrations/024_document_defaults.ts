import { sql, type Kysely } from 'kysely';
import { withDashboardDefaults } from '../../documents/dashboardDefaults';
import { withProfileDataDefaults } from '../../documents/profileDataDefaults';

/**
 * Documents stored before the server wrote ThingsBoard's always-present fields get them once:
 * every dashboard's data keys and widget configs their `settings`, every device profile's data its
 * four parts. New saves write them (server/documents/).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    const dashboards = await sql<{ id: string; configuration: string }>`SELECT id, configuration FROM dashboard WHERE configuration IS NOT NULL`.execute(db);
    for (const { id, configuration } of dashboards.rows) {
        const next = JSON.stringify(withDashboardDefaults(JSON.parse(configuration)));
        if (next !== configuration) await sql`UPDATE dashboard SET configuration = ${next} WHERE id = ${id}`.execute(db);
    }
    const profiles = await sql<{ id: string; profile_data: string; transport_type: string; provision_type: string | null }>`SELECT id, profile_data, transport_type, provision_type FROM device_profile WHERE profile_data IS NOT NULL`.execute(db);
    for (const { id, profile_data, transport_type, provision_type } of profiles.rows) {
        const next = JSON.stringify(withProfileDataDefaults(JSON.parse(profile_data), transport_type, provision_type ?? 'DISABLED'));
        if (next !== profile_data) await sql`UPDATE device_profile SET profile_data = ${next} WHERE id = ${id}`.execute(db);
    }
}
