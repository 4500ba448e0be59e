import type SqliteDatabase from 'better-sqlite3';

/**
 * The hashes of a user's passwords with the time each was set, for the password reuse policy.
 * ThingsBoard keeps them in the user's additionalInfo; here they stay with the credentials so no
 * API answer ever carries a hash.
 */
export function up(sqlite: SqliteDatabase.Database): void {
    sqlite.exec(`
        alter table "user_credentials" add column "password_history" text;
    `);
}
