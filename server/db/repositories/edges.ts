import type SqliteDatabase from 'better-sqlite3';

/** Edge rows beyond the registry's paged repository. */
export class EdgeRows {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** Routing keys are unique across tenants: an edge connects by its key alone. */
    isRoutingKeyTaken(routingKey: unknown, exceptId: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM edge WHERE routing_key = ? AND id != ?').get(routingKey, exceptId) !== undefined;
    }

    /** Edges whose root chain was this one are left without one. */
    forgetRootRuleChain(ruleChainId: string): void {
        this.sqlite.prepare('UPDATE edge SET root_rule_chain_id = NULL WHERE root_rule_chain_id = ?').run(ruleChainId);
    }
}
