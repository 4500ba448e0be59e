import type SqliteDatabase from 'better-sqlite3';
import { registry } from '../../resources';
import type { MsgOriginator } from './message';

/** An entity a rule chain names or acts on (ThingsBoard's EntityId). */
export type EntityRef = MsgOriginator;

/**
 * A rule chain reached for an entity that is not its tenant's. The text is the same whether the
 * entity belongs to another tenant or does not exist, so a chain learns nothing about other tenants.
 */
export class ForeignEntityError extends Error {}

/** How long an id may be in the error text (ids come from message bodies a script wrote). */
const SHOWN_ID_LENGTH = 100;

/** Entity type → SQL answering the tenant that owns one row; the registry's tables plus the rule engine's own. */
function ownerQueries(): ReadonlyMap<string, string> {
    const queries = new Map<string, string>();
    for (const resource of registry) {
        const { table, tenantColumn } = resource.server;
        if (tenantColumn) queries.set(resource.entityType, `SELECT ${tenantColumn} AS tenantId FROM ${table} WHERE id = ?`);
    }
    queries.set('RULE_NODE', 'SELECT c.tenant_id AS tenantId FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id WHERE n.id = ?');
    queries.set('ALARM', 'SELECT tenant_id AS tenantId FROM alarm WHERE id = ?');
    return queries;
}

/**
 * The rule engine's tenant boundary: the one place that decides whether a chain of a tenant may
 * touch an entity. Everything a node reads or writes goes through `resolve` — the originator of a
 * message before a node that uses it runs, a new originator (change originator, generator), every
 * entity a node configuration names (when the chain is saved and before the node runs).
 */
export class TenantBoundary {
    private readonly queries = ownerQueries();
    private readonly statements = new Map<string, SqliteDatabase.Statement>();

    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** The entity as a reference, when it exists and belongs to the tenant; throws ForeignEntityError otherwise. */
    resolve(tenantId: string, ref: { entityType?: unknown; id?: unknown }): EntityRef {
        const { entityType, id } = ref;
        if (typeof entityType !== 'string' || typeof id !== 'string' || id === '') throw new ForeignEntityError(refusal(entityType, id));
        const statement = this.statement(entityType);
        const row = statement?.get(id) as { tenantId: string } | undefined;
        if (!row || row.tenantId !== tenantId) throw new ForeignEntityError(refusal(entityType, id));
        return { entityType, id };
    }

    private statement(entityType: string): SqliteDatabase.Statement | undefined {
        let statement = this.statements.get(entityType);
        if (!statement) {
            const sql = this.queries.get(entityType);
            if (!sql) return undefined;
            statement = this.sqlite.prepare(sql);
            this.statements.set(entityType, statement);
        }
        return statement;
    }
}

function refusal(entityType: unknown, id: unknown): string {
    const type = typeof entityType === 'string' && /^[A-Z_]{1,40}$/.test(entityType) ? entityType : 'Entity';
    const shown = typeof id === 'string' && id !== '' ? id.slice(0, SHOWN_ID_LENGTH) : String(id ?? 'without id');
    return `${type} ${shown} is not an entity of this tenant`;
}
