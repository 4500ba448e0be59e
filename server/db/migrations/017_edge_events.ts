import { type Kysely, sql } from 'kysely';

/**
 * Edge events as ThingsBoard keeps them: the downlink queue of one edge, one row per change the
 * edge must receive (an entity assigned, updated, deleted; a rule chain's metadata). Whether a row
 * is DEPLOYED is not stored: the edge's `queueStartTs` server attribute says how far it has read.
 * The edge events tab reads one edge's rows in a time window, so (edge_id, created_time) is the index;
 * the rows go with their edge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('edge_event')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('edge_id', 'text', col => col.notNull().references('edge.id').onDelete('cascade'))
        .addColumn('edge_event_type', 'text', col => col.notNull())
        .addColumn('edge_event_action', 'text', col => col.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('edge_event_uid', 'text')
        .addColumn('body', 'text')
        .execute();
    await sql`CREATE INDEX idx_edge_event_edge_time ON edge_event (edge_id, created_time)`.execute(db);
}
