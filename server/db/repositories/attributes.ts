import type SqliteDatabase from 'better-sqlite3';
import type { AttributeKvTable } from '../schema';
import { withStatementCache } from '../statementCache';
import { fromColumns, toColumns, type AttributeEntry, type KvEntry } from '../../telemetry/kv';

export type AttributeScope = AttributeKvTable['attribute_type'];

/** ThingsBoard 3.3's merge order when no scope is given (DataConstants.allScopes). */
export const ATTRIBUTE_SCOPES: readonly AttributeScope[] = ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'];

export interface ScopedAttribute extends AttributeEntry {
    scope: AttributeScope;
}
export type KvValue = string | number | boolean | Record<string, unknown> | unknown[];

type KvColumns = Pick<AttributeKvTable, 'bool_v' | 'str_v' | 'long_v' | 'dbl_v' | 'json_v'>;

/** Typed storage as in ThingsBoard: one column per value type, so values come back with their type. */
export function kvColumns(value: KvValue): KvColumns {
    const empty: KvColumns = { bool_v: null, str_v: null, long_v: null, dbl_v: null, json_v: null };
    if (typeof value === 'boolean') return { ...empty, bool_v: value ? 1 : 0 };
    if (typeof value === 'string') return { ...empty, str_v: value };
    if (typeof value === 'number') {
        return Number.isInteger(value) ? { ...empty, long_v: value } : { ...empty, dbl_v: value };
    }
    return { ...empty, json_v: JSON.stringify(value) };
}

export function kvValue(columns: KvColumns): KvValue | null {
    if (columns.bool_v !== null) return columns.bool_v === 1;
    if (columns.str_v !== null) return columns.str_v;
    if (columns.long_v !== null) return columns.long_v;
    if (columns.dbl_v !== null) return columns.dbl_v;
    if (columns.json_v !== null) return JSON.parse(columns.json_v) as KvValue;
    return null;
}

const UPSERT_SQL = `INSERT INTO attribute_kv (entity_type, entity_id, attribute_type, attribute_key, last_update_ts, bool_v, str_v, long_v, dbl_v, json_v)
VALUES (@entity_type, @entity_id, @attribute_type, @attribute_key, @last_update_ts, @bool_v, @str_v, @long_v, @dbl_v, @json_v)
ON CONFLICT (entity_id, attribute_type, attribute_key) DO UPDATE SET bool_v = excluded.bool_v, str_v = excluded.str_v,
long_v = excluded.long_v, dbl_v = excluded.dbl_v, json_v = excluded.json_v, last_update_ts = excluded.last_update_ts`;

type AttributeRow = AttributeKvTable;

export class AttributeRepository {
    /** Writes are the hot path (device traffic, bulk import): one prepared statement, not a built query. */
    private readonly upsertRow: SqliteDatabase.Statement;
    private readonly sqlite: SqliteDatabase.Database;

    constructor(sqlite: SqliteDatabase.Database) {
        this.sqlite = withStatementCache(sqlite, 20);
        this.upsertRow = sqlite.prepare(UPSERT_SQL);
    }

    /** Writes rows, replacing the value and time of keys the entity already has in that scope. */
    private async upsert(rows: AttributeRow[]): Promise<void> {
        for (const row of rows) this.upsertRow.run(row);
    }

    async save(
        entityType: string,
        entityId: string,
        scope: AttributeScope,
        values: Record<string, KvValue>,
        ts = Date.now(),
    ): Promise<void> {
        const rows = Object.entries(values).map(([key, value]) => ({
            entity_type: entityType,
            entity_id: entityId,
            attribute_type: scope,
            attribute_key: key,
            last_update_ts: ts,
            ...kvColumns(value),
        }));
        if (rows.length === 0) return;
        await this.upsert(rows);
    }

    async find(entityId: string, scope: AttributeScope) {
        const rows = this.sqlite
            .prepare('SELECT * FROM attribute_kv WHERE entity_id = ? AND attribute_type = ? ORDER BY attribute_key')
            .all(entityId, scope) as AttributeRow[];
        return rows.map(row => ({ lastUpdateTs: row.last_update_ts, key: row.attribute_key, value: kvValue(row) }));
    }

    /** Typed values (the telemetry model), all stamped with one update time. */
    async saveEntries(entityType: string, entityId: string, scope: AttributeScope, entries: readonly KvEntry[], ts: number): Promise<void> {
        if (entries.length === 0) return;
        const rows = entries.map(entry => ({
            entity_type: entityType,
            entity_id: entityId,
            attribute_type: scope,
            attribute_key: entry.key,
            last_update_ts: ts,
            ...toColumns(entry.value),
        }));
        await this.upsert(rows);
    }

    /** Typed values of the given scopes (in ThingsBoard's merge order), optionally only some keys. */
    async findEntries(entityId: string, scopes: readonly AttributeScope[], keys?: readonly string[]): Promise<ScopedAttribute[]> {
        if (scopes.length === 0 || keys?.length === 0) return [];
        // Lists go in as one JSON parameter, so every call shares one statement.
        const rows = (
            keys
                ? this.sqlite
                      .prepare(`SELECT * FROM attribute_kv WHERE entity_id = ? AND attribute_type IN (SELECT value FROM json_each(?))
                                AND attribute_key IN (SELECT value FROM json_each(?)) ORDER BY attribute_key`)
                      .all(entityId, JSON.stringify(scopes), JSON.stringify(keys))
                : this.sqlite
                      .prepare('SELECT * FROM attribute_kv WHERE entity_id = ? AND attribute_type IN (SELECT value FROM json_each(?)) ORDER BY attribute_key')
                      .all(entityId, JSON.stringify(scopes))
        ) as AttributeRow[];
        const order = (scope: AttributeScope) => scopes.indexOf(scope);
        return rows
            .sort((a, b) => order(a.attribute_type) - order(b.attribute_type))
            .map(row => ({ scope: row.attribute_type, key: row.attribute_key, lastUpdateTs: row.last_update_ts, value: fromColumns(row) }));
    }

    async deleteKeys(entityId: string, scope: AttributeScope, keys: readonly string[]): Promise<void> {
        if (keys.length === 0) return;
        this.sqlite
            .prepare('DELETE FROM attribute_kv WHERE entity_id = ? AND attribute_type = ? AND attribute_key IN (SELECT value FROM json_each(?))')
            .run(entityId, scope, JSON.stringify(keys));
    }

    /** Distinct attribute keys (any scope) of a tenant's devices, optionally of one device profile. */
    async deviceKeys(tenantId: string, deviceProfileId: string | null): Promise<string[]> {
        const devices = deviceProfileId ? 'SELECT id FROM device WHERE tenant_id = ? AND device_profile_id = ?' : 'SELECT id FROM device WHERE tenant_id = ?';
        return this.sqlite
            .prepare(`SELECT DISTINCT attribute_key FROM attribute_kv WHERE entity_id IN (${devices}) ORDER BY attribute_key`)
            .pluck()
            .all(...(deviceProfileId ? [tenantId, deviceProfileId] : [tenantId])) as string[];
    }

    /** Devices whose `active` server attribute is true, with their last activity and timeout. */
    async activeDevices(): Promise<Array<{ deviceId: string; lastActivityTime: number; inactivityTimeout: number | null }>> {
        const rows = this.sqlite
            .prepare(`SELECT a.entity_id AS deviceId, t.long_v AS lastActivityTime, i.long_v AS inactivityTimeout
                      FROM attribute_kv a
                      LEFT JOIN attribute_kv t ON t.entity_id = a.entity_id AND t.attribute_type = 'SERVER_SCOPE' AND t.attribute_key = 'lastActivityTime'
                      LEFT JOIN attribute_kv i ON i.entity_id = a.entity_id AND i.attribute_type = 'SERVER_SCOPE' AND i.attribute_key = 'inactivityTimeout'
                      WHERE a.attribute_type = 'SERVER_SCOPE' AND a.attribute_key = 'active' AND a.bool_v = 1`)
            .all() as Array<{ deviceId: string; lastActivityTime: number | null; inactivityTimeout: number | null }>;
        return rows.map(row => ({ deviceId: row.deviceId, lastActivityTime: row.lastActivityTime ?? 0, inactivityTimeout: row.inactivityTimeout }));
    }
}
