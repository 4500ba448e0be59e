import { sql, type Kysely } from 'kysely';

/**
 * Rule chain metadata as the editor saved it: connections keep the order they were given in (an
 * exported chain reads back as it was imported), and the legacy `ruleChainConnections` of
 * ThingsBoard 3.2 chains are kept as JSON on the chain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('rule_node_connection').addColumn('position', 'integer', col => col.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('rule_chain').addColumn('rule_chain_connections', 'text').execute();
    await sql`CREATE INDEX rule_node_type ON rule_node (type)`.execute(db);
}
