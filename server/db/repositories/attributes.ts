import type { Kysely } from 'kysely';
import type { AttributeKvTable, Database } from '../schema';

export type AttributeScope = AttributeKvTable['attribute_type'];
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

export class AttributeRepository {
    constructor(private readonly db: Kysely<Database>) {}

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
        await this.db
            .insertInto('attribute_kv')
            .values(rows)
            .onConflict(oc =>
                oc.columns(['entity_id', 'attribute_type', 'attribute_key']).doUpdateSet(eb => ({
                    bool_v: eb.ref('excluded.bool_v'),
                    str_v: eb.ref('excluded.str_v'),
                    long_v: eb.ref('excluded.long_v'),
                    dbl_v: eb.ref('excluded.dbl_v'),
                    json_v: eb.ref('excluded.json_v'),
                    last_update_ts: eb.ref('excluded.last_update_ts'),
                })),
            )
            .execute();
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
}
