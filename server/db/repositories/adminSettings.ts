import type SqliteDatabase from 'better-sqlite3';
import { newId, NULL_UUID, timeOfId } from '../../lib/ids';
import { fromJsonColumn } from '../../lib/json';
import type { AdminSettingsTable } from '../schema';

/** System-wide settings stored by key (general, mail, securitySettings …), as ThingsBoard keeps them. */
export class AdminSettingsRepository {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    async get<T = Record<string, unknown>>(key: string): Promise<T | null> {
        const row = this.sqlite.prepare('SELECT json_value FROM admin_settings WHERE key = ?').get(key) as Pick<AdminSettingsTable, 'json_value'> | undefined;
        return row ? fromJsonColumn<T>(row.json_value) : null;
    }

    /** The full AdminSettings object, `{id:{id}, createdTime, key, jsonValue}`. */
    async getSettings(key: string) {
        const row = this.sqlite.prepare('SELECT * FROM admin_settings WHERE key = ?').get(key) as AdminSettingsTable | undefined;
        if (!row) return null;
        return { id: { id: row.id }, createdTime: row.created_time, key: row.key, jsonValue: fromJsonColumn(row.json_value) };
    }

    async save(key: string, jsonValue: unknown): Promise<void> {
        const id = newId();
        const json = JSON.stringify(jsonValue);
        this.sqlite
            .prepare('INSERT INTO admin_settings (id, created_time, tenant_id, key, json_value) VALUES (?, ?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET json_value = ?')
            .run(id, timeOfId(id), NULL_UUID, key, json, json);
    }
}
