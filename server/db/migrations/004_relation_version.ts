import { type Kysely, sql } from 'kysely';

/** Lists filtered through relations (an edge's devices) are cached too, so relations get a version. */
export async function up(db: Kysely<unknown>): Promise<void> {
    await sql`INSERT INTO table_version (name, version) VALUES ('relation', 0)`.execute(db);
    for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
        await sql
            .raw(`CREATE TRIGGER relation_version_${event.toLowerCase()} AFTER ${event} ON relation FOR EACH ROW BEGIN UPDATE table_version SET version = version + 1 WHERE name = 'relation'; END`)
            .execute(db);
    }
}
