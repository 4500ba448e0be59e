import type SqliteDatabase from 'better-sqlite3';
import { newId, timeOfId } from '../../lib/ids';
import type { Row } from '../../registry/codec';

/** A rule chain's header as an import brings it. */
export interface ImportedChain {
    name: string;
    type: 'CORE' | 'EDGE';
    debugMode?: boolean;
    configuration?: unknown;
    additionalInfo?: unknown;
}

const jsonColumn = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Rule chain rows for export and import, and each tenant's root chain per type. */
export class RuleChainRows {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** The tenant's first chains in creation order, as ThingsBoard's export pages them. */
    firstOfTenant(tenantId: string, limit: number): Row[] {
        return this.sqlite.prepare('SELECT * FROM rule_chain WHERE tenant_id = ? ORDER BY created_time, id LIMIT ?').all(tenantId, limit) as Row[];
    }

    findIdByName(tenantId: string, type: string, name: string): string | undefined {
        return this.sqlite.prepare('SELECT id FROM rule_chain WHERE tenant_id = ? AND type = ? AND name = ? LIMIT 1').pluck().get(tenantId, type, name) as string | undefined;
    }

    /** A new chain that is not root, without nodes yet; answers its id. */
    insertImported(tenantId: string, chain: ImportedChain): string {
        const id = newId();
        this.sqlite
            .prepare('INSERT INTO rule_chain (id, created_time, tenant_id, name, type, first_rule_node_id, root, debug_mode, configuration, additional_info) VALUES (?, ?, ?, ?, ?, NULL, 0, ?, ?, ?)')
            .run(id, timeOfId(id), tenantId, chain.name, chain.type, chain.debugMode ? 1 : 0, jsonColumn(chain.configuration), jsonColumn(chain.additionalInfo));
        return id;
    }

    hasRoot(tenantId: unknown, type: unknown): boolean {
        return this.sqlite.prepare('SELECT 1 FROM rule_chain WHERE tenant_id = ? AND type = ? AND root = 1').get(tenantId, type) !== undefined;
    }

    rootId(tenantId: unknown, type: 'CORE' | 'EDGE'): string | undefined {
        return this.sqlite.prepare('SELECT id FROM rule_chain WHERE tenant_id = ? AND type = ? AND root = 1').pluck().get(tenantId, type) as string | undefined;
    }
}
