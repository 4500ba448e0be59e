import type SqliteDatabase from 'better-sqlite3';
import { TenantProfileRows } from '../db/repositories/tenantProfiles';
import { NULL_UUID } from '../lib/ids';
import { fromJsonColumn, isPlainObject } from '../lib/json';
import { tenantProfileConfiguration } from '../tenantLimits/tenantProfileConfiguration';
import type { Retention } from './versionStore';

/** What a tenant profile without the settings keeps: the last 100 saves of each entity, whatever their age. */
export const DEFAULT_RETENTION: Retention = { maxCount: 100, maxAgeDays: 0 };

const settingOf = (configuration: Record<string, unknown> | null, key: string, fallback: number): number => {
    const value = configuration?.[key];
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
};

/**
 * The history retention of a tenant, from its profile's `versionHistoryMaxCount` and
 * `versionHistoryTtlDays` (additions to ThingsBoard 3.3's profile configuration); the system's own
 * entities (tenant profiles, system widget types) follow the default profile.
 */
export function retentionOf(sqlite: SqliteDatabase.Database, tenantId: string): Retention {
    let configuration: Record<string, unknown> | null;
    if (tenantId === NULL_UUID) {
        const data = fromJsonColumn(new TenantProfileRows(sqlite).defaultProfileData() ?? null);
        configuration = isPlainObject(data) && isPlainObject(data.configuration) ? data.configuration : null;
    } else configuration = tenantProfileConfiguration(sqlite, tenantId);
    return {
        maxCount: settingOf(configuration, 'versionHistoryMaxCount', DEFAULT_RETENTION.maxCount),
        maxAgeDays: settingOf(configuration, 'versionHistoryTtlDays', DEFAULT_RETENTION.maxAgeDays),
    };
}
