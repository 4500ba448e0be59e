import type SqliteDatabase from 'better-sqlite3';

/**
 * ThingsBoard's `api_usage_state`: one row per tenant, the entity (API_USAGE_STATE) whose time
 * series hold the tenant's monthly and hourly usage counters, and the state of each metered
 * service (ENABLED, WARNING, DISABLED). Unique per tenant; it goes with its tenant.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "api_usage_state" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null unique, "entity_type" text default 'TENANT' not null, "entity_id" text not null, "transport_state" text default 'ENABLED' not null, "db_storage_state" text default 'ENABLED' not null, "re_exec_state" text default 'ENABLED' not null, "js_exec_state" text default 'ENABLED' not null, "email_exec_state" text default 'ENABLED' not null, "sms_exec_state" text default 'ENABLED' not null, "alarm_exec_state" text default 'ENABLED' not null);
    `);
}
