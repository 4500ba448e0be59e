import { randomUUID } from 'node:crypto';
import type SqliteDatabase from 'better-sqlite3';
import { retentionOf } from './retention';
import type { SavedDocument } from './savedDocuments';
import { EntityVersionStore, type VersionInfo } from './versionStore';

/** The header a restore's own save calls carry: a one-time token standing for the version restored. */
export const RESTORE_HEADER = 'x-thingdeck-restore';

/** Who saved. */
export interface Saver {
    userId: string;
    userName: string | null;
}

/**
 * The history of saves: records each versioned save with its tenant's retention, and knows which
 * save calls are a restore. A restore sends the version's document through the entity's own save
 * call; that call names the restore by a token only this process issued, so a client cannot claim
 * one.
 */
export class HistoryService {
    readonly store: EntityVersionStore;
    private readonly restores = new Map<string, number>();

    constructor(private readonly sqlite: SqliteDatabase.Database) {
        this.store = new EntityVersionStore(sqlite);
    }

    record(saved: SavedDocument, saver: Saver, restoreToken?: unknown): VersionInfo {
        const restoredFrom = typeof restoreToken === 'string' ? (this.restores.get(restoreToken) ?? null) : null;
        return this.store.append({ ...saved, ...saver, restoredFrom }, retentionOf(this.sqlite, saved.tenantId));
    }

    /** Runs a restore's save calls with a token that marks their versions as restoring `version`. */
    async restoring<T>(version: number, work: (token: string) => Promise<T>): Promise<T> {
        const token = randomUUID();
        this.restores.set(token, version);
        try {
            return await work(token);
        } finally {
            this.restores.delete(token);
        }
    }
}
