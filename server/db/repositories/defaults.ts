import type SqliteDatabase from 'better-sqlite3';
import type { Row } from '../../registry/codec';

/**
 * The one default (or root) row of its kind: a tenant's default device profile, the system's
 * default tenant profile, a tenant's root rule chain per type. Setting one clears the previous
 * one in the same transaction.
 */
export class DefaultRows {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    defaultDeviceProfile(tenantId: string): Row | undefined {
        return this.sqlite.prepare('SELECT * FROM device_profile WHERE tenant_id = ? AND is_default = 1').get(tenantId) as Row | undefined;
    }

    setDefaultDeviceProfile(tenantId: string, id: string): void {
        this.sqlite.transaction(() => {
            this.sqlite.prepare('UPDATE device_profile SET is_default = 0 WHERE tenant_id = ? AND is_default = 1').run(tenantId);
            this.sqlite.prepare('UPDATE device_profile SET is_default = 1 WHERE id = ?').run(id);
        })();
    }

    defaultTenantProfile(): Row | undefined {
        return this.sqlite.prepare('SELECT * FROM tenant_profile WHERE is_default = 1').get() as Row | undefined;
    }

    setDefaultTenantProfile(id: string): void {
        this.sqlite.transaction(() => {
            this.sqlite.prepare('UPDATE tenant_profile SET is_default = 0 WHERE is_default = 1').run();
            this.sqlite.prepare('UPDATE tenant_profile SET is_default = 1 WHERE id = ?').run(id);
        })();
    }

    /** Makes the chain its tenant's root chain of its type (CORE or EDGE). */
    setRootRuleChain(tenantId: string, type: string, id: string): void {
        this.sqlite.transaction(() => {
            this.sqlite.prepare('UPDATE rule_chain SET root = 0 WHERE tenant_id = ? AND type = ? AND root = 1').run(tenantId, type);
            this.sqlite.prepare('UPDATE rule_chain SET root = 1 WHERE id = ?').run(id);
        })();
    }
}
