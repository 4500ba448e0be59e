import type SqliteDatabase from 'better-sqlite3';

/**
 * The audit log (reference §1.9): one row per change, sign-in and sign-out. Each of the four list
 * calls (tenant, customer, user, entity) reads one index range ordered by time.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "audit_log" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "customer_id" text not null, "entity_id" text, "entity_type" text, "entity_name" text, "user_id" text not null, "user_name" text, "action_type" text not null, "action_data" text not null, "action_status" text not null, "action_failure_details" text);
        CREATE INDEX idx_audit_log_tenant_time ON audit_log (tenant_id, created_time);
        CREATE INDEX idx_audit_log_customer_time ON audit_log (tenant_id, customer_id, created_time);
        CREATE INDEX idx_audit_log_user_time ON audit_log (tenant_id, user_id, created_time);
        CREATE INDEX idx_audit_log_entity_time ON audit_log (tenant_id, entity_id, created_time);
    `);
}
