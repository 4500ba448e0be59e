import type { Kysely } from 'kysely';
import { newId, NULL_UUID, timeOfId } from '../../lib/ids';
import { fromJsonColumn } from '../../lib/json';
import type { Database } from '../schema';

/** System-wide settings stored by key (general, mail, securitySettings …), as ThingsBoard keeps them. */
export class AdminSettingsRepository {
    constructor(private readonly db: Kysely<Database>) {}

    async get<T = Record<string, unknown>>(key: string): Promise<T | null> {
        const row = await this.db.selectFrom('admin_settings').select('json_value').where('key', '=', key).executeTakeFirst();
        return row ? fromJsonColumn<T>(row.json_value) : null;
    }

    /** The full AdminSettings object, `{id:{id}, createdTime, key, jsonValue}`. */
    async getSettings(key: string) {
        const row = await this.db.selectFrom('admin_settings').selectAll().where('key', '=', key).executeTakeFirst();
        if (!row) return null;
        return { id: { id: row.id }, createdTime: row.created_time, key: row.key, jsonValue: fromJsonColumn(row.json_value) };
    }

    async save(key: string, jsonValue: unknown): Promise<void> {
        const id = newId();
        await this.db
            .insertInto('admin_settings')
            .values({ id, created_time: timeOfId(id), tenant_id: NULL_UUID, key, json_value: JSON.stringify(jsonValue) })
            .onConflict(oc => oc.column('key').doUpdateSet({ json_value: JSON.stringify(jsonValue) }))
            .execute();
    }
}

