import type SqliteDatabase from 'better-sqlite3';

/**
 * Entity events as ThingsBoard keeps them (reference §1.9): one row per error, lifecycle,
 * statistics or debug event of an entity, its type-specific fields in `body`. The Events tab reads
 * one entity's events of one type newest first, so that is the index.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "event" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "entity_type" text not null, "entity_id" text not null, "event_type" text not null, "event_uid" text not null, "body" text not null);
        CREATE INDEX idx_event_entity_type_time ON event (entity_id, event_type, created_time);
    `);
}
