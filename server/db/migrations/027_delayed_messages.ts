import type SqliteDatabase from 'better-sqlite3';

/**
 * Messages a delay node holds (TbMsgDelayNode): written when the delay begins and removed once the
 * message went on, so a restart (clean or not) takes them up at their due time instead of losing
 * them. `outputs` is the node's outputs as JSON (relations and message). They go with their chain.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "rule_engine_delayed_msg" (
            "id" text primary key,
            "tenant_id" text not null,
            "rule_chain_id" text not null references "rule_chain" ("id") on delete cascade,
            "node_index" integer not null,
            "due_ts" integer not null,
            "outputs" text not null
        );
    `);
}
