import type SqliteDatabase from 'better-sqlite3';
import type { components } from '../../shared/generated/api.gen';
import type { TrashEntityType } from './trashTypes';

/** A trash entry as the API answers it. */
export type TrashEntryInfo = components['schemas']['TrashEntry'];

interface EntryRow {
    id: string;
    tenant_id: string;
    entity_type: TrashEntityType;
    entity_id: string;
    name: string;
    deleted_time: number;
    deleted_by_id: string;
    deleted_by_name: string | null;
    expires_time: number;
    size: number;
}

export interface NewTrashEntry extends Omit<EntryRow, 'size'> {
    data: Buffer;
}

const infoOf = (row: EntryRow): TrashEntryInfo => ({
    id: row.id,
    entityId: { entityType: row.entity_type, id: row.entity_id },
    name: row.name,
    deletedTime: row.deleted_time,
    deletedByUserId: row.deleted_by_id,
    deletedByUserName: row.deleted_by_name,
    expiresTime: row.expires_time,
    size: row.size,
});

const INFO_COLUMNS = 'id, tenant_id, entity_type, entity_id, name, deleted_time, deleted_by_id, deleted_by_name, expires_time, size';

/** LIKE's wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, match => `\\${match}`)}%`;

export interface TrashQuery {
    pageSize: number;
    page: number;
    textSearch?: string;
    entityType?: TrashEntityType;
}

/** The trash_entry table: every read and write names the tenant. */
export class TrashStore {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    insert(entry: NewTrashEntry): void {
        this.sqlite
            .prepare(`INSERT INTO trash_entry (${INFO_COLUMNS}, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
            .run(entry.id, entry.tenant_id, entry.entity_type, entry.entity_id, entry.name, entry.deleted_time, entry.deleted_by_id, entry.deleted_by_name, entry.expires_time, entry.data.length, entry.data);
    }

    /** The tenant's entries, newest deletion first. */
    page(tenantId: string, query: TrashQuery) {
        const conditions = ['tenant_id = ?'];
        const params: unknown[] = [tenantId];
        if (query.entityType) {
            conditions.push('entity_type = ?');
            params.push(query.entityType);
        }
        const text = query.textSearch?.trim();
        if (text) {
            conditions.push("name LIKE ? ESCAPE '\\'");
            params.push(likePattern(text));
        }
        const where = conditions.join(' AND ');
        const total = this.sqlite.prepare(`SELECT COUNT(*) FROM trash_entry WHERE ${where}`).pluck().get(...params) as number;
        const rows = this.sqlite
            .prepare(`SELECT ${INFO_COLUMNS} FROM trash_entry WHERE ${where} ORDER BY deleted_time DESC, id DESC LIMIT ? OFFSET ?`)
            .all(...params, query.pageSize, query.page * query.pageSize) as EntryRow[];
        const totalPages = Math.ceil(total / query.pageSize);
        return { data: rows.map(infoOf), totalPages, totalElements: total, hasNext: query.page + 1 < totalPages };
    }

    /** One entry of the tenant's, with its kept copy. */
    find(tenantId: string, id: string): (TrashEntryInfo & { data: Buffer }) | undefined {
        const row = this.sqlite.prepare(`SELECT ${INFO_COLUMNS}, data FROM trash_entry WHERE id = ? AND tenant_id = ?`).get(id, tenantId) as (EntryRow & { data: Buffer }) | undefined;
        return row ? { ...infoOf(row), data: row.data } : undefined;
    }

    holds(tenantId: string, entityId: string): boolean {
        return this.sqlite.prepare('SELECT 1 FROM trash_entry WHERE entity_id = ? AND tenant_id = ?').get(entityId, tenantId) !== undefined;
    }

    delete(id: string): void {
        this.sqlite.prepare('DELETE FROM trash_entry WHERE id = ?').run(id);
    }

    /** Entries (id, entity) of one tenant, all of them. */
    entriesOfTenant(tenantId: string): Array<{ id: string; entityId: string }> {
        return this.sqlite.prepare('SELECT id, entity_id AS entityId FROM trash_entry WHERE tenant_id = ?').all(tenantId) as Array<{ id: string; entityId: string }>;
    }

    /** Up to `limit` entries past their expiry, oldest first. */
    expired(now: number, limit: number): Array<{ id: string; entityId: string }> {
        return this.sqlite.prepare('SELECT id, entity_id AS entityId FROM trash_entry WHERE expires_time <= ? ORDER BY expires_time LIMIT ?').all(now, limit) as Array<{ id: string; entityId: string }>;
    }
}
