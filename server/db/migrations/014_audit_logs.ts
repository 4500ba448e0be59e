import { type Kysely, sql } from 'kysely';

/**
 * The audit log (reference §1.9): one row per change, sign-in and sign-out. Each of the four list
 * calls (tenant, customer, user, entity) reads one index range ordered by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', col => col.primaryKey())
        .addColumn('created_time', 'integer', col => col.notNull())
        .addColumn('tenant_id', 'text', col => col.notNull())
        .addColumn('customer_id', 'text', col => col.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('entity_type', 'text')
        .addColumn('entity_name', 'text')
        .addColumn('user_id', 'text', col => col.notNull())
        .addColumn('user_name', 'text')
        .addColumn('action_type', 'text', col => col.notNull())
        .addColumn('action_data', 'text', col => col.notNull())
        .addColumn('action_status', 'text', col => col.notNull())
        .addColumn('action_failure_details', 'text')
        .execute();
    await sql`CREATE INDEX idx_audit_log_tenant_time ON audit_log (tenant_id, created_time)`.execute(db);
    await sql`CREATE INDEX idx_audit_log_customer_time ON audit_log (tenant_id, customer_id, created_time)`.execute(db);
    await sql`CREATE INDEX idx_audit_log_user_time ON audit_log (tenant_id, user_id, created_time)`.execute(db);
    await sql`CREATE INDEX idx_audit_log_entity_time ON audit_log (tenant_id, entity_id, created_time)`.execute(db);
}
