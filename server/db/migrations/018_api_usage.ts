import type { Kysely } from 'kysely';

/**
 * ThingsBoard's `api_usage_state`: one row per tenant, the entity (API_USAGE_STATE) whose time
 * series hold the tenant's monthly and hourly usage counters, and the state of each metered
 * service (ENABLED, WARNING, DISABLED). Unique per tenant; it goes with its tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('api_usage_state')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull().unique())
        .addColumn('entity_type', 'text', col => col.notNull().defaultTo('TENANT'))
        .addColumn('entity_id', 'text', col => col.notNull())
        .addColumn('transport_state', 'text', col => col.notNull().defaultTo('ENABLED'))
        .addColumn('db_storage_state', 'text', col => col.notNull().defaultTo('ENABLED'))
        .addColumn('re_exec_state', 'text', col => col.notNull().defaultTo('ENABLED'))
        .addColumn('js_exec_state', 'text', col => col.notNull().defaultTo('ENABLED'))
        .addColumn('email_exec_state', 'text', col => col.notNull().defaultTo('ENABLED'))
        .addColumn('sms_exec_state', 'text', col => col.notNull().defaultTo('ENABLED'))
        .addColumn('alarm_exec_state', 'text', col => col.notNull().defaultTo('ENABLED'))
        .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('api_usage_state').execute();
}
