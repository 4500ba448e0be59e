import type { Kysely } from 'kysely';

/**
 * What a rule node keeps across restarts (ThingsBoard's rule_node_state): a generator's count of
 * messages sent, so `msgCount` bounds its whole life, not each run of the server. Goes with its node.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('rule_node_state')
        .addColumn('rule_node_id', 'text', col => col.primaryKey().references('rule_node.id').onDelete('cascade'))
        .addColumn('state_data', 'text', col => col.notNull())
        .execute();
}
