import type SqliteDatabase from 'better-sqlite3';
import type { Insertable, Kysely } from 'kysely';
import type { AttributeKvTable, Database } from '../schema';
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

export class AttributeRepository {
    /** Writes are the hot path (device traffic, bulk import): one prepared statement, not a built query. */
    private readonly upsertRow: SqliteDatabase.Statement;

    constructor(
        private readonly db: Kysely<Database>,
        sqlite: SqliteDatabase.Database,
    ) {
        this.upsertRow = sqlite.prepare(UPSERT_SQL);
    }

    /** Writes rows, replacing the value and time of keys the entity already has in that scope. */
    private async upsert(rows: Insertable<AttributeKvTable>[]): Promise<void> {
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
        const rows = await this.db
            .selectFrom('attribute_kv')
            .selectAll()
            .where('entity_id', '=', entityId)
            .where('attribute_type', '=', scope)
            .orderBy('attribute_key')
            .execute();
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
        let query = this.db.selectFrom('attribute_kv').selectAll().where('entity_id', '=', entityId).where('attribute_type', 'in', [...scopes]);
        if (keys) query = query.where('attribute_key', 'in', [...keys]);
        const rows = await query.orderBy('attribute_key').execute();
        const order = (scope: AttributeScope) => scopes.indexOf(scope);
        return rows
            .sort((a, b) => order(a.attribute_type) - order(b.attribute_type))
            .map(row => ({ scope: row.attribute_type, key: row.attribute_key, lastUpdateTs: row.last_update_ts, value: fromColumns(row) }));
    }

    async deleteKeys(entityId: string, scope: AttributeScope, keys: readonly string[]): Promise<void> {
        if (keys.length === 0) return;
        await this.db.deleteFrom('attribute_kv').where('entity_id', '=', entityId).where('attribute_type', '=', scope).where('attribute_key', 'in', [...keys]).execute();
    }

    /** Distinct attribute keys (any scope) of a tenant's devices, optionally of one device profile. */
    async deviceKeys(tenantId: string, deviceProfileId: string | null): Promise<string[]> {
        let devices = this.db.selectFrom('device').select('id').where('tenant_id', '=', tenantId);
        if (deviceProfileId) devices = devices.where('device_profile_id', '=', deviceProfileId);
        const rows = await this.db
            .selectFrom('attribute_kv')
            .select('attribute_key')
            .distinct()
            .where('entity_id', 'in', devices)
            .orderBy('attribute_key')
            .execute();
        return rows.map(row => row.attribute_key);
    }

    /** Devices whose `active` server attribute is true, with their last activity and timeout. */
    async activeDevices(): Promise<Array<{ deviceId: string; lastActivityTime: number; inactivityTimeout: number | null }>> {
        const rows = await this.db
            .selectFrom('attribute_kv as a')
            .leftJoin('attribute_kv as t', join =>
                join.onRef('t.entity_id', '=', 'a.entity_id').on('t.attribute_type', '=', 'SERVER_SCOPE').on('t.attribute_key', '=', 'lastActivityTime'),
            )
            .leftJoin('attribute_kv as i', join =>
                join.onRef('i.entity_id', '=', 'a.entity_id').on('i.attribute_type', '=', 'SERVER_SCOPE').on('i.attribute_key', '=', 'inactivityTimeout'),
            )
            .select(['a.entity_id as deviceId', 't.long_v as lastActivityTime', 'i.long_v as inactivityTimeout'])
            .where('a.attribute_type', '=', 'SERVER_SCOPE')
            .where('a.attribute_key', '=', 'active')
            .where('a.bool_v', '=', 1)
            .execute();
        return rows.map(row => ({ deviceId: row.deviceId, lastActivityTime: row.lastActivityTime ?? 0, inactivityTimeout: row.inactivityTimeout }));
    }
}
