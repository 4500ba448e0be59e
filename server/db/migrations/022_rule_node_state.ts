import type SqliteDatabase from 'better-sqlite3';

/**
 * What a rule node keeps across restarts (ThingsBoard's rule_node_state): a generator's count of
 * messages sent, so `msgCount` bounds its whole life, not each run of the server. Goes with its node.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "rule_node_state" ("rule_node_id" text primary key references "rule_node" ("id") on delete cascade, "state_data" text not null);
    `);
}
