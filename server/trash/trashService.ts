import type SqliteDatabase from 'better-sqlite3';
import type { AccessClaims } from '../auth/tokens';
import { newId, NULL_UUID } from '../lib/ids';
import type { Row } from '../registry/codec';
import type { Cascades } from '../services/cascades';
import { tenantProfileConfiguration } from '../tenantLimits/tenantProfileConfiguration';
import { SnapshotRestorer, type RestoreOutcome } from './restore';
import { packSnapshot, SnapshotReader, unpackSnapshot } from './snapshot';
import { TrashStore, type TrashEntryInfo } from './trashStore';
import { ENTITY_TABLES, isTrashEntityType, type TrashEntityType } from './trashTypes';

const DAY_MS = 86_400_000;

/** Days a deleted entity stays in the trash when the tenant profile does not say (`trashTtlDays`). */
export const DEFAULT_TRASH_TTL_DAYS = 30;

/** Entries purged by one pass of the expiry; the next pass takes the rest. */
export const EXPIRY_BATCH = 100;

/** The tenant profile's `trashTtlDays` (0: deletes are final, as in ThingsBoard). */
export function trashTtlDaysOf(sqlite: SqliteDatabase.Database, tenantId: string): number {
    const value = tenantProfileConfiguration(sqlite, tenantId)?.trashTtlDays;
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : DEFAULT_TRASH_TTL_DAYS;
}

/**
 * The trash (issue #28 point 4; not in ThingsBoard 3.3). A delete of a dashboard, rule chain,
 * device, asset or customer still deletes it, as ThingsBoard does, and first keeps a copy of what
 * the delete takes (`keep`, in the delete's transaction); `restore` puts it back in one
 * transaction, `purge` ends it for good (with the telemetry left in place meanwhile).
 */
export class TrashService {
    readonly store: TrashStore;
    private readonly reader: SnapshotReader;

    constructor(
        private readonly sqlite: SqliteDatabase.Database,
        private readonly cascades: Cascades,
    ) {
        this.store = new TrashStore(sqlite);
        this.reader = new SnapshotReader(sqlite);
    }

    /** Keeps a copy of the row about to be deleted; false when it is not kept (its kind, or a retention of 0 days). */
    keep(entityType: string, row: Row, caller: AccessClaims, now = Date.now()): boolean {
        const tenantId = row.tenant_id;
        if (!isTrashEntityType(entityType) || typeof tenantId !== 'string' || tenantId === NULL_UUID) return false;
        const days = trashTtlDaysOf(this.sqlite, tenantId);
        if (days === 0) return false;
        const snapshot = this.reader.capture(entityType, row);
        this.store.insert({
            id: newId(now),
            tenant_id: tenantId,
            entity_type: entityType,
            entity_id: row.id as string,
            name: String(row[ENTITY_TABLES.get(entityType)!.nameColumn] ?? ''),
            deleted_time: now,
            deleted_by_id: caller.userId,
            deleted_by_name: caller.sub ?? null,
            expires_time: now + days * DAY_MS,
            data: packSnapshot(snapshot),
        });
        return true;
    }

    /** Restores an entry of the tenant's in one transaction; undefined when the tenant has no such entry. */
    restore(tenantId: string, entryId: string): (RestoreOutcome & { entry: TrashEntryInfo; entityType: TrashEntityType }) | undefined {
        return this.sqlite.transaction(() => {
            const entry = this.store.find(tenantId, entryId);
            if (!entry) return undefined;
            const snapshot = unpackSnapshot(entry.data);
            this.store.delete(entry.id);
            const outcome = new SnapshotRestorer(this.sqlite, snapshot, entityId => this.store.holds(tenantId, entityId)).restore();
            return { ...outcome, entry, entityType: snapshot.entityType };
        })();
    }

    /** Purges an entry of the tenant's; false when it has no such entry. */
    purge(tenantId: string, entryId: string): boolean {
        return this.sqlite.transaction(() => {
            const entry = this.store.find(tenantId, entryId);
            if (!entry) return false;
            this.purgeEntry({ id: entry.id, entityId: entry.entityId.id });
            return true;
        })();
    }

    /** Purges the tenant's whole trash (its admin's "empty the trash", and the tenant's own delete). */
    purgeTenant(tenantId: string): number {
        return this.sqlite.transaction(() => {
            const entries = this.store.entriesOfTenant(tenantId);
            for (const entry of entries) this.purgeEntry(entry);
            return entries.length;
        })();
    }

    /** One pass of the expiry: at most EXPIRY_BATCH entries, so a pass never holds the database long. */
    purgeExpired(now = Date.now(), limit = EXPIRY_BATCH): number {
        return this.sqlite.transaction(() => {
            const entries = this.store.expired(now, limit);
            for (const entry of entries) this.purgeEntry(entry);
            return entries.length;
        })();
    }

    private purgeEntry(entry: { id: string; entityId: string }): void {
        this.store.delete(entry.id);
        this.cascades.telemetryRemoved(entry.entityId);
    }
}
