import type SqliteDatabase from 'better-sqlite3';

/**
 * Sign-in sessions ended by a logout: every token of the session (its access tokens and the refresh
 * tokens it rotated through) is refused until `expires_at`, when the last of them expires anyway.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        create table "revoked_session" ("session_id" text primary key, "expires_at" integer not null);
    `);
}
