import { type Kysely, sql } from 'kysely';

/**
 * Entity events as ThingsBoard keeps them (reference §1.9): one row per error, lifecycle,
 * statistics or debug event of an entity, its type-specific fields in `body`. The Events tab reads
 * one entity's events of one type newest first, so that is the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('event')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('entity_type', 'text', col => col.notNull())
        .addColumn('entity_id', 'text', col => col.notNull())
        .addColumn('event_type', 'text', col => col.notNull())
        .addColumn('event_uid', 'text', col => col.notNull())
        .addColumn('body', 'text', col => col.notNull())
        .execute();
    await sql`CREATE INDEX idx_event_entity_type_time ON event (entity_id, event_type, created_time)`.execute(db);
}
