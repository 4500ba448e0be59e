import type SqliteDatabase from 'better-sqlite3';

/**
 * Edge events as ThingsBoard keeps them: the downlink queue of one edge, one row per change the
 * edge must receive (an entity assigned, updated, deleted; a rule chain's metadata). Whether a row
 * is DEPLOYED is not stored: the edge's `queueStartTs` server attribute says how far it has read.
 * The edge events tab reads one edge's rows in a time window, so (edge_id, created_time) is the index;
 * the rows go with their edge.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "edge_event" ("id" text primary key, "created_time" integer not null, "tenant_id" text not null, "edge_id" text not null references "edge" ("id") on delete cascade, "edge_event_type" text not null, "edge_event_action" text not null, "entity_id" text, "edge_event_uid" text, "body" text);
        CREATE INDEX idx_edge_event_edge_time ON edge_event (edge_id, created_time);
    `);
}
