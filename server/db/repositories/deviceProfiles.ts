import type SqliteDatabase from 'better-sqlite3';
import type { Row } from '../../registry/codec';

/** Device profile look-ups the generic save and delete need, and the references other rows keep to them. */
export class DeviceProfileRows {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    findOfTenant(id: string, tenantId: string): Row | undefined {
        return this.sqlite.prepare('SELECT * FROM device_profile WHERE id = ? AND tenant_id = ?').get(id, tenantId) as Row | undefined;
    }

    findByName(tenantId: string, name: string): Row | undefined {
        return this.sqlite.prepare('SELECT * FROM device_profile WHERE tenant_id = ? AND name = ?').get(tenantId, name) as Row | undefined;
    }

    hasDefault(tenantId: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM device_profile WHERE tenant_id = ? AND is_default = 1').get(tenantId) !== undefined;
    }

    /** Provision keys are unique across tenants: a device names only its key when it provisions. */
    isProvisionKeyTaken(key: string, exceptId: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM device_profile WHERE provision_device_key = ? AND id != ?').get(key, exceptId) !== undefined;
    }

    usesOtaPackage(otaPackageId: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM device_profile WHERE firmware_id = ? OR software_id = ? LIMIT 1').get(otaPackageId, otaPackageId) !== undefined;
    }

    /** Profiles whose default dashboard was this one fall back to none. */
    forgetDashboard(dashboardId: string): void {
        this.sqlite.prepare('UPDATE device_profile SET default_dashboard_id = NULL WHERE default_dashboard_id = ?').run(dashboardId);
    }

    /** Profiles whose rule chain was this one fall back to the root chain. */
    forgetRuleChain(ruleChainId: string): void {
        this.sqlite.prepare('UPDATE device_profile SET default_rule_chain_id = NULL WHERE default_rule_chain_id = ?').run(ruleChainId);
    }
}
