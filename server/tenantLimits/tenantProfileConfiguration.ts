import type SqliteDatabase from 'better-sqlite3';
import { fromJsonColumn, isPlainObject } from '../lib/json';

/** The numbers of a tenant profile's DEFAULT configuration (reference §1.3); a missing one is 0, unlimited. */
export type ProfileConfiguration = Readonly<Record<string, number>>;

const statements = new WeakMap<SqliteDatabase.Database, SqliteDatabase.Statement>();

/** The configuration of the tenant's profile: limits and warnThreshold; null when the tenant is gone. */
export function tenantProfileConfiguration(sqlite: SqliteDatabase.Database, tenantId: string): ProfileConfiguration | null {
    let statement = statements.get(sqlite);
    if (!statement) {
        statement = sqlite.prepare('SELECT p.profile_data FROM tenant t JOIN tenant_profile p ON p.id = t.tenant_profile_id WHERE t.id = ?').pluck();
        statements.set(sqlite, statement);
    }
    const text = statement.get(tenantId) as string | undefined;
    if (text === undefined) return null;
    const data = fromJsonColumn(text);
    const configuration = isPlainObject(data) && isPlainObject(data.configuration) ? data.configuration : {};
    return Object.fromEntries(Object.entries(configuration).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/** A limit of the configuration; 0 (unlimited) when absent or not a positive number. */
export const limitOf = (configuration: ProfileConfiguration, field: string): number => {
    const value = configuration[field] ?? 0;
    return Number.isFinite(value) && value > 0 ? value : 0;
};
