import type { Kysely } from 'kysely';

/** Device claiming and other leftovers; filled in by their work. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
