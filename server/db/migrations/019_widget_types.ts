import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedSystemWidgets } from '../seed/systemWidgets';

/**
 * The system widget bundles and types for a database seeded before the widget library existed; a fresh
 * database gets them from the system seed, which runs after the migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    const typed = db as unknown as Kysely<Database>;
    const seeded = await typed.selectFrom('meta').select('key').where('key', '=', 'seed.system').executeTakeFirst();
    if (seeded) await typed.transaction().execute(trx => seedSystemWidgets(trx));
}
