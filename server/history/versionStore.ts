import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type SqliteDatabase from 'better-sqlite3';
import { applyJsonDelta, jsonDelta, type JsonDelta } from './jsonDelta';
import type { EntityVersionInfo } from '../../shared/generated/api.gen';

import type { VersionedEntityType } from '../../shared/history/versionedTypes';

export type { VersionedEntityType };

/** One save as the history lists it: the contract's EntityVersionInfo. */
export type VersionInfo = EntityVersionInfo;

export interface NewVersion {
    tenantId: string;
    entityType: VersionedEntityType;
    entityId: string;
    document: unknown;
    userId: string;
    userName: string | null;
    restoredFrom?: number | null;
    at?: number;
}

/** How much history an entity keeps; 0 is no limit. The newest version is always kept. */
export interface Retention {
    maxCount: number;
    maxAgeDays: number;
}

interface VersionRow {
    version: number;
    created_time: number;
    user_id: string;
    user_name: string | null;
    size: number;
    restored_from: number | null;
    base_version: number | null;
    chain_length: number;
    data: Buffer;
}

/** A key version at least every this many saves, so reading one never applies more deltas than that. */
const MAX_CHAIN = 25;
/** A delta longer than this share of the document is not worth it: the version is stored whole. */
const MAX_DELTA_SHARE = 0.25;
/** Entities whose newest document stays parsed in memory, for the next save's delta. */
const CACHED_ENTITIES = 64;
const DAY_MS = 86_400_000;

const pack = (value: unknown) => deflateRawSync(Buffer.from(JSON.stringify(value), 'utf8'));
const unpack = (data: Buffer): unknown => JSON.parse(inflateRawSync(data).toString('utf8'));

const infoOf = (row: VersionRow): VersionInfo => ({
    version: row.version,
    createdTime: row.created_time,
    userId: row.user_id,
    userName: row.user_name,
    size: row.size,
    restoredFrom: row.restored_from,
});

/**
 * The entity_version table: appends a save as a delta from the one before (or whole), reads any
 * version back, pages an entity's history newest first, and drops what the retention lets go. Every
 * read names the tenant, so one tenant never reaches another's history.
 */
export class EntityVersionStore {
    /** The newest document of recently saved entities, by the row id of its version (ids are never reused). */
    private readonly latest = new Map<string, { rowId: number; document: unknown }>();

    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** Stores a save as the entity's next version; answers it. */
    append(entry: NewVersion, retention: Retention): VersionInfo {
        const at = entry.at ?? Date.now();
        const json = JSON.stringify(entry.document);
        const document = JSON.parse(json) as unknown;
        const stored = this.sqlite.transaction(() => {
            const previous = this.sqlite
                .prepare('SELECT id, version, chain_length FROM entity_version WHERE entity_id = ? ORDER BY version DESC LIMIT 1')
                .get(entry.entityId) as { id: number; version: number; chain_length: number } | undefined;
            const version = (previous?.version ?? 0) + 1;
            let baseVersion: number | null = null;
            let chainLength = 0;
            let data: Buffer | null = null;
            if (previous && previous.chain_length + 1 < MAX_CHAIN) {
                const cached = this.latest.get(entry.entityId);
                const before = cached?.rowId === previous.id ? cached.document : this.documentAt(entry.entityId, previous.version);
                const delta: JsonDelta = jsonDelta(before, document);
                if (JSON.stringify(delta).length <= json.length * MAX_DELTA_SHARE) {
                    data = pack(delta);
                    baseVersion = previous.version;
                    chainLength = previous.chain_length + 1;
                }
            }
            data ??= deflateRawSync(Buffer.from(json, 'utf8'));
            const { lastInsertRowid } = this.sqlite
                .prepare(`INSERT INTO entity_version (tenant_id, entity_type, entity_id, version, created_time, user_id, user_name, size, restored_from, base_version, chain_length, data)
                          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
                .run(entry.tenantId, entry.entityType, entry.entityId, version, at, entry.userId, entry.userName, Buffer.byteLength(json), entry.restoredFrom ?? null, baseVersion, chainLength, data);
            this.prune(entry.entityId, retention, at);
            return { rowId: Number(lastInsertRowid), version, createdTime: at, userId: entry.userId, userName: entry.userName, size: Buffer.byteLength(json), restoredFrom: entry.restoredFrom ?? null };
        })();
        this.remember(entry.entityId, stored.rowId, document);
        const { rowId: _rowId, ...info } = stored;
        return info;
    }

    /** A page of the entity's versions, newest first, as ThingsBoard pages lists. */
    page(tenantId: string, entityType: VersionedEntityType, entityId: string, pageSize: number, page: number) {
        const total = this.sqlite
            .prepare('SELECT COUNT(*) FROM entity_version WHERE entity_id = ? AND tenant_id = ? AND entity_type = ?')
            .pluck()
            .get(entityId, tenantId, entityType) as number;
        const rows = this.sqlite
            .prepare(`SELECT version, created_time, user_id, user_name, size, restored_from FROM entity_version
                      WHERE entity_id = ? AND tenant_id = ? AND entity_type = ? ORDER BY version DESC LIMIT ? OFFSET ?`)
            .all(entityId, tenantId, entityType, pageSize, page * pageSize) as VersionRow[];
        const totalPages = Math.ceil(total / pageSize);
        return { data: rows.map(infoOf), totalPages, totalElements: total, hasNext: page + 1 < totalPages };
    }

    /** One version with its document, or undefined when the tenant has no such version. */
    find(tenantId: string, entityType: VersionedEntityType, entityId: string, version: number): (VersionInfo & { document: unknown }) | undefined {
        const row = this.sqlite
            .prepare('SELECT * FROM entity_version WHERE entity_id = ? AND version = ? AND tenant_id = ? AND entity_type = ?')
            .get(entityId, version, tenantId, entityType) as VersionRow | undefined;
        return row ? { ...infoOf(row), document: this.documentAt(entityId, version) } : undefined;
    }

    /** Bytes the entity's history takes in the table (its stored documents and deltas). */
    storedBytes(entityId: string): number {
        return this.sqlite.prepare('SELECT COALESCE(SUM(LENGTH(data)), 0) FROM entity_version WHERE entity_id = ?').pluck().get(entityId) as number;
    }

    /** The document of a version: its key version, then each delta after it. */
    private documentAt(entityId: string, version: number): unknown {
        const rows = this.sqlite
            .prepare(`SELECT version, base_version, data FROM entity_version WHERE entity_id = ? AND version <= ? AND version >=
                        (SELECT MAX(version) FROM entity_version WHERE entity_id = ? AND version <= ? AND base_version IS NULL) ORDER BY version`)
            .all(entityId, version, entityId, version) as Array<Pick<VersionRow, 'version' | 'base_version' | 'data'>>;
        if (rows.length === 0 || rows[rows.length - 1]!.version !== version) throw new Error(`entity_version ${entityId}@${version} cannot be read back`);
        let document = unpack(rows[0]!.data);
        for (const row of rows.slice(1)) document = applyJsonDelta(document, unpack(row.data) as JsonDelta);
        return document;
    }

    /** Drops versions beyond the count or older than the age, keeping the newest; the oldest kept becomes a key version. */
    private prune(entityId: string, retention: Retention, now: number): void {
        const newest = this.sqlite.prepare('SELECT MAX(version) FROM entity_version WHERE entity_id = ?').pluck().get(entityId) as number;
        let keepFrom = 1;
        if (retention.maxCount > 0) keepFrom = Math.max(keepFrom, newest - retention.maxCount + 1);
        if (retention.maxAgeDays > 0) {
            const young = this.sqlite
                .prepare('SELECT MIN(version) FROM entity_version WHERE entity_id = ? AND created_time >= ?')
                .pluck()
                .get(entityId, now - retention.maxAgeDays * DAY_MS) as number | null;
            keepFrom = Math.max(keepFrom, Math.min(young ?? newest, newest));
        }
        const oldest = this.sqlite.prepare('SELECT MIN(version) FROM entity_version WHERE entity_id = ?').pluck().get(entityId) as number;
        if (keepFrom <= oldest) return;
        const first = this.sqlite.prepare('SELECT base_version FROM entity_version WHERE entity_id = ? AND version = ?').get(entityId, keepFrom) as { base_version: number | null };
        if (first.base_version !== null) {
            const document = this.documentAt(entityId, keepFrom);
            this.sqlite.prepare('UPDATE entity_version SET base_version = NULL, chain_length = 0, data = ? WHERE entity_id = ? AND version = ?').run(pack(document), entityId, keepFrom);
            // The deltas after it now count from it.
            this.sqlite
                .prepare(`UPDATE entity_version SET chain_length = version - ? WHERE entity_id = ? AND version > ? AND version <
                            COALESCE((SELECT MIN(version) FROM entity_version WHERE entity_id = ? AND version > ? AND base_version IS NULL), ?)`)
                .run(keepFrom, entityId, keepFrom, entityId, keepFrom, newest + 1);
        }
        this.sqlite.prepare('DELETE FROM entity_version WHERE entity_id = ? AND version < ?').run(entityId, keepFrom);
    }

    private remember(entityId: string, rowId: number, document: unknown): void {
        this.latest.delete(entityId);
        this.latest.set(entityId, { rowId, document });
        if (this.latest.size > CACHED_ENTITIES) this.latest.delete(this.latest.keys().next().value!);
    }
}
