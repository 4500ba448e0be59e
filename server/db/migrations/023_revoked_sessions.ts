import type { Kysely } from 'kysely';

/**
 * Sign-in sessions ended by a logout: every token of the session (its access tokens and the refresh
 * tokens it rotated through) is refused until `expires_at`, when the last of them expires anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
        .createTable('revoked_session')
        .addColumn('session_id', 'text', col => col.primaryKey())
        .addColumn('expires_at', 'integer', col => col.notNull())
        .execute();
}
