import type SqliteDatabase from 'better-sqlite3';

/**
 * Rule chain metadata as the editor saved it: connections keep the order they were given in (an
 * exported chain reads back as it was imported), and the legacy `ruleChainConnections` of
 * ThingsBoard 3.2 chains are kept as JSON on the chain.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        alter table "rule_node_connection" add column "position" integer default 0 not null;
        alter table "rule_chain" add column "rule_chain_connections" text;
        CREATE INDEX rule_node_type ON rule_node (type);
    `);
}
