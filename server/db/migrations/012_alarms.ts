import type SqliteDatabase from 'better-sqlite3';

/**
 * Alarms as ThingsBoard keeps them: `alarm` holds one row per alarm; `entity_alarm` says which
 * entities "see" it (the originator, and through propagation its related parents, its owner
 * customer, the tenant), so an entity's alarm list is one index range of (entity_id, created_time).
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "alarm" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "customer_id" text not null, "type" text not null, "originator_id" text not null, "originator_type" text not null, "severity" text not null, "status" text not null, "start_ts" integer not null, "end_ts" integer not null, "ack_ts" integer not null, "clear_ts" integer not null, "details" text, "propagate" integer not null, "propagate_to_owner" integer not null, "propagate_to_tenant" integer not null, "propagate_relation_types" text);
        create index "alarm_originator_type_created" on "alarm" ("originator_id", "type", "created_time");
        create index "alarm_tenant_created" on "alarm" ("tenant_id", "created_time");
        create table "entity_alarm" ("tenant_id" text not null, "entity_type" text not null, "entity_id" text not null, "created_time" integer not null, "alarm_type" text not null, "customer_id" text not null, "alarm_id" text not null, constraint "entity_alarm_pk" primary key ("entity_id", "alarm_id"));
        create index "entity_alarm_entity_created" on "entity_alarm" ("entity_id", "created_time");
        create index "entity_alarm_alarm" on "entity_alarm" ("alarm_id");
    `);
}
