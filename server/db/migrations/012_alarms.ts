import type { Kysely } from 'kysely';

/**
 * Alarms as ThingsBoard keeps them: `alarm` holds one row per alarm; `entity_alarm` says which
 * entities "see" it (the originator, and through propagation its related parents, its owner
 * customer, the tenant), so an entity's alarm list is one index range of (entity_id, created_time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('alarm')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('customer_id', 'text', col => col.notNull())
        .addColumn('type', 'text', col => col.notNull())
        .addColumn('originator_id', 'text', col => col.notNull())
        .addColumn('originator_type', 'text', col => col.notNull())
        .addColumn('severity', 'text', col => col.notNull())
        .addColumn('status', 'text', col => col.notNull())
        .addColumn('start_ts', 'integer', col => col.notNull())
        .addColumn('end_ts', 'integer', col => col.notNull())
        .addColumn('ack_ts', 'integer', col => col.notNull())
        .addColumn('clear_ts', 'integer', col => col.notNull())
        .addColumn('details', 'text')
        .addColumn('propagate', 'integer', col => col.notNull())
        .addColumn('propagate_to_owner', 'integer', col => col.notNull())
        .addColumn('propagate_to_tenant', 'integer', col => col.notNull())
        .addColumn('propagate_relation_types', 'text')
        .execute();
    // The newest alarm of an originator and type (create-or-update), and the tenant's list by time.
    await db.schema.createIndex('alarm_originator_type_created').on('alarm').columns(['originator_id', 'type', 'created_time']).execute();
    await db.schema.createIndex('alarm_tenant_created').on('alarm').columns(['tenant_id', 'created_time']).execute();

    await db.schema
        .createTable('entity_alarm')
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('entity_type', 'text', col => col.notNull())
        .addColumn('entity_id', 'text', col => col.notNull())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('alarm_type', 'text', col => col.notNull())
        .addColumn('customer_id', 'text', col => col.notNull())
        .addColumn('alarm_id', 'text', col => col.notNull())
        .addPrimaryKeyConstraint('entity_alarm_pk', ['entity_id', 'alarm_id'])
        .execute();
    await db.schema.createIndex('entity_alarm_entity_created').on('entity_alarm').columns(['entity_id', 'created_time']).execute();
    await db.schema.createIndex('entity_alarm_alarm').on('entity_alarm').column('alarm_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('entity_alarm').execute();
    await db.schema.dropTable('alarm').execute();
}
