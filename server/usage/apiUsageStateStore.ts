import type SqliteDatabase from 'better-sqlite3';
import { newId, timeOfId } from '../lib/ids';
import { API_FEATURES, type ApiFeature, type ApiUsageStateValue } from './apiUsageRecords';

export interface ApiUsageStateRow {
    id: string;
    tenantId: string;
    states: Record<ApiFeature, ApiUsageStateValue>;
}

const FEATURES = Object.keys(API_FEATURES) as ApiFeature[];

/** The `api_usage_state` rows: one per tenant, created with the tenant (or on first use for older ones). */
export class ApiUsageStateStore {
    private readonly statements;

    constructor(private readonly sqlite: SqliteDatabase.Database) {
        this.statements = {
            byTenant: sqlite.prepare('SELECT * FROM api_usage_state WHERE tenant_id = ?'),
            insert: sqlite.prepare("INSERT OR IGNORE INTO api_usage_state (id, created_time, tenant_id, entity_type, entity_id) VALUES (?, ?, ?, 'TENANT', ?)"),
            missing: sqlite.prepare('SELECT id FROM tenant WHERE id NOT IN (SELECT tenant_id FROM api_usage_state)').pluck(),
        };
    }

    getOrCreate(tenantId: string): ApiUsageStateRow {
        let row = this.statements.byTenant.get(tenantId) as Record<string, string> | undefined;
        if (!row) {
            const id = newId();
            this.statements.insert.run(id, timeOfId(id), tenantId, tenantId);
            row = this.statements.byTenant.get(tenantId) as Record<string, string>;
        }
        const states = Object.fromEntries(FEATURES.map(feature => [feature, row[API_FEATURES[feature].column] as ApiUsageStateValue])) as Record<ApiFeature, ApiUsageStateValue>;
        return { id: row.id!, tenantId, states };
    }

    /** Every tenant gets its row (tenants made before this table existed, or by the seed). */
    createMissing(): void {
        for (const tenantId of this.statements.missing.all() as string[]) this.getOrCreate(tenantId);
    }

    saveStates(id: string, states: Readonly<Record<ApiFeature, ApiUsageStateValue>>): void {
        const assignments = FEATURES.map(feature => `${API_FEATURES[feature].column} = ?`).join(', ');
        this.sqlite.prepare(`UPDATE api_usage_state SET ${assignments} WHERE id = ?`).run(...FEATURES.map(feature => states[feature]), id);
    }
}
