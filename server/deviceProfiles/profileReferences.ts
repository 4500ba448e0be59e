import type SqliteDatabase from 'better-sqlite3';
import { badRequest } from '../errors';
import type { Row } from '../registry/codec';

/** Rule chains and dashboards a profile names must exist in its tenant (ThingsBoard's messages). */
const OWNED_REFERENCES = [
    { column: 'default_rule_chain_id', table: 'rule_chain', missing: "Can't assign non-existent rule chain!", foreign: "Can't assign rule chain from different tenant!" },
    { column: 'default_dashboard_id', table: 'dashboard', missing: "Can't assign non-existent dashboard!", foreign: "Can't assign dashboard from different tenant!" },
] as const;

const OTA_REFERENCES = [
    { column: 'firmware_id', type: 'FIRMWARE', name: 'firmware' },
    { column: 'software_id', type: 'SOFTWARE', name: 'software' },
] as const;

/**
 * ThingsBoard's DeviceProfileDataValidator reference checks: the default rule chain and dashboard
 * exist in the profile's tenant; firmware and software are packages of the right type, with data
 * or a URL, made for this very profile.
 */
export function checkProfileReferences(sqlite: SqliteDatabase.Database, columns: Row, existing: Row | null, profileId: string): void {
    const tenantId = (columns.tenant_id ?? existing?.tenant_id) as string;
    for (const reference of OWNED_REFERENCES) {
        const id = columns[reference.column];
        if (typeof id !== 'string') continue;
        const row = sqlite.prepare(`SELECT tenant_id FROM ${reference.table} WHERE id = ?`).get(id) as { tenant_id: string } | undefined;
        if (!row) throw badRequest(reference.missing);
        if (row.tenant_id !== tenantId) throw badRequest(reference.foreign);
    }
    for (const reference of OTA_REFERENCES) {
        const id = columns[reference.column];
        if (typeof id !== 'string') continue;
        const ota = sqlite.prepare('SELECT tenant_id, type, has_data, url, device_profile_id FROM ota_package WHERE id = ?').get(id) as
            | { tenant_id: string; type: string; has_data: number; url: string | null; device_profile_id: string }
            | undefined;
        if (!ota || ota.tenant_id !== tenantId) throw badRequest(`Can't assign non-existent ${reference.name}!`);
        if (ota.type !== reference.type) throw badRequest(`Can't assign ${reference.name} with type: ${ota.type}`);
        if (!ota.has_data && !ota.url) throw badRequest(`Can't assign ${reference.name} with empty data!`);
        if (ota.device_profile_id !== profileId) throw badRequest(`Can't assign ${reference.name} with different deviceProfile!`);
    }
}
