import type { Kysely } from 'kysely';

/** Widget library additions (system bundles and types); filled in by the widget library work. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
