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
    /** Restores under way, by token: the version restored, and the last save's document, kept as one version at the end. */
    private readonly restores = new Map<string, { version: number; last?: { saved: SavedDocument; saver: Saver } }>();

    constructor(private readonly sqlite: SqliteDatabase.Database) {
        this.store = new EntityVersionStore(sqlite);
    }

    /**
     * Keeps a save as the entity's next version. A save that is part of a restore is held instead:
     * a restore is one version however many save calls it takes (a rule chain's metadata and name).
     */
    record(saved: SavedDocument, saver: Saver, restoreToken?: unknown): VersionInfo | null {
        const restore = typeof restoreToken === 'string' ? this.restores.get(restoreToken) : undefined;
        if (restore) {
            // Each save's document is the whole entity as saved (a chain's is read back with its metadata): the last is the restore's.
            restore.last = { saved, saver };
            return null;
        }
        return this.append(saved, saver, null);
    }

    /**
     * Runs a restore's save calls with a token that marks them as restoring `version`; once they all
     * succeeded, keeps what they saved as one version, restored from `version`.
     */
    async restoring<T>(version: number, work: (token: string) => Promise<T>): Promise<T> {
        const token = randomUUID();
        const restore: { version: number; last?: { saved: SavedDocument; saver: Saver } } = { version };
        this.restores.set(token, restore);
        let done = false;
        try {
            const result = await work(token);
            done = true;
            return result;
        } finally {
            this.restores.delete(token);
            // A later call that failed leaves what the earlier ones saved: kept as a plain save, so the history holds what the entity is.
            if (restore.last) this.append(restore.last.saved, restore.last.saver, done ? version : null);
        }
    }

    private append(saved: SavedDocument, saver: Saver, restoredFrom: number | null): VersionInfo {
        return this.store.append({ ...saved, ...saver, restoredFrom }, retentionOf(this.sqlite, saved.tenantId));
    }
}
