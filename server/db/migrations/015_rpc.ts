import type SqliteDatabase from 'better-sqlite3';

/**
 * Persistent RPC (ThingsBoard's `rpc` table): one row per call with its request, the device's
 * response and its status. The rows go with their device (foreign key, ON DELETE CASCADE). A
 * device's list is one index range of (device_id, status, created_time); the deadline sweep reads
 * the calls still waiting by (status, expiration_time).
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "rpc" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "device_id" text not null references "device" ("id") on delete cascade, "expiration_time" integer not null, "request" text not null, "response" text, "additional_info" text, "status" text not null);
        create index "idx_rpc_device" on "rpc" ("device_id", "status", "created_time");
        create index "idx_rpc_deadline" on "rpc" ("status", "expiration_time");
    `);
}
