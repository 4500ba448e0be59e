import type { Kysely } from 'kysely';

/** Edge events (PENDING, DEPLOYED) per edge; filled in by the edge work. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
