import type SqliteDatabase from 'better-sqlite3';

/**
 * The sign-in sessions a logout ended, kept in the database so a restart forgets none: a token of
 * one of them is refused whatever its expiry says. A row goes once every token of its session
 * would have expired anyway.
 */
export class RevokedSessions {
    private readonly insert: SqliteDatabase.Statement;
    private readonly find: SqliteDatabase.Statement;
    private readonly purge: SqliteDatabase.Statement;

    constructor(sqlite: SqliteDatabase.Database) {
        this.insert = sqlite.prepare('INSERT INTO revoked_session (session_id, expires_at) VALUES (?, ?) ON CONFLICT (session_id) DO UPDATE SET expires_at = MAX(expires_at, excluded.expires_at)');
        this.find = sqlite.prepare('SELECT 1 FROM revoked_session WHERE session_id = ?').pluck();
        this.purge = sqlite.prepare('DELETE FROM revoked_session WHERE expires_at < ?');
    }

    /** Ends the session until `untilMs`, when its last token expires. */
    revoke(sessionId: string, untilMs: number, now = Date.now()): void {
        this.purge.run(now);
        this.insert.run(sessionId, untilMs);
    }

    isRevoked(sessionId: string): boolean {
        return this.find.get(sessionId) !== undefined;
    }
}
