import type { Kysely } from 'kysely';

/** Per-tenant API usage counters; filled in by the tenant-settings work. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
