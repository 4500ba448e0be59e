import type { Kysely } from 'kysely';

/**
 * The hashes of a user's passwords with the time each was set, for the password reuse policy.
 * ThingsBoard keeps them in the user's additionalInfo; here they stay with the credentials so no
 * API answer ever carries a hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('user_credentials').addColumn('password_history', 'text').execute();
}
