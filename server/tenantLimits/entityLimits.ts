import type SqliteDatabase from 'better-sqlite3';
import { badRequest } from '../errors';
import { NULL_UUID } from '../lib/ids';
import type { Row } from '../registry/codec';
import { limitOf, tenantProfileConfiguration } from './tenantProfileConfiguration';

/** Entities a tenant profile limits by count: the profile field and the table counted. */
const COUNT_LIMITS: Readonly<Record<string, { field: string; table: string; plural: string }>> = {
    devices: { field: 'maxDevices', table: 'device', plural: 'devices' },
    assets: { field: 'maxAssets', table: 'asset', plural: 'assets' },
    customers: { field: 'maxCustomers', table: 'customer', plural: 'customers' },
    users: { field: 'maxUsers', table: 'tb_user', plural: 'users' },
    dashboards: { field: 'maxDashboards', table: 'dashboard', plural: 'dashboards' },
    ruleChains: { field: 'maxRuleChains', table: 'rule_chain', plural: 'rule chains' },
};

/** Entities a tenant profile limits by the sum of their files: the profile field, the size of the stored data, ThingsBoard's name. */
const SIZE_LIMITS: Readonly<Record<string, { field: string; sizeSql: string; subject: string }>> = {
    // A resource's data is stored as base64 text; ThingsBoard sums that text's length.
    resources: { field: 'maxResourcesInBytes', sizeSql: 'SELECT COALESCE(SUM(LENGTH(data)), 0) FROM tb_resource WHERE tenant_id = ?', subject: 'tb resource' },
    otaPackages: { field: 'maxOtaPackagesInBytes', sizeSql: 'SELECT COALESCE(SUM(data_size), 0) FROM ota_package WHERE tenant_id = ?', subject: 'ota package' },
};

/**
 * ThingsBoard 3.3 raises these as DataValidationException: 400 with errorCode 31 (reference
 * §1.13), which the console's error catalogue shows as a toast with the message. (A 403 would open
 * the console's 'access forbidden' dialog and hide the message.)
 */
const limitReached = (message: string) => badRequest(message);

const configurationOf = (sqlite: SqliteDatabase.Database, tenantId: string) =>
    tenantId && tenantId !== NULL_UUID ? tenantProfileConfiguration(sqlite, tenantId) : null;

/**
 * The tenant profile's entity limits (0 = unlimited), checked before a new entity is saved, as
 * ThingsBoard's data validators do: "Can't create more then 5 devices!". Refused, and nothing
 * created. `columns` are the new row's (a resource's data counts towards its size limit).
 */
export function enforceCreateLimits(sqlite: SqliteDatabase.Database, resourceName: string, tenantId: string, columns: Row = {}): void {
    const count = COUNT_LIMITS[resourceName];
    const size = SIZE_LIMITS[resourceName];
    if (!count && !size) return;
    const configuration = configurationOf(sqlite, tenantId);
    if (!configuration) return;
    if (count) {
        const max = limitOf(configuration, count.field);
        if (max > 0 && (sqlite.prepare(`SELECT COUNT(*) FROM ${count.table} WHERE tenant_id = ?`).pluck().get(tenantId) as number) >= max) {
            throw limitReached(`Can't create more then ${max} ${count.plural}!`);
        }
    }
    if (size && typeof columns.data === 'string') enforceSizeLimit(sqlite, resourceName, tenantId, columns.data.length);
}

/** A file of `bytes` about to be stored for the tenant (an OTA package upload, a resource). */
export function enforceSizeLimit(sqlite: SqliteDatabase.Database, resourceName: string, tenantId: string, bytes: number): void {
    const size = SIZE_LIMITS[resourceName];
    const configuration = size ? configurationOf(sqlite, tenantId) : null;
    if (!size || !configuration) return;
    const max = limitOf(configuration, size.field);
    if (max > 0 && (sqlite.prepare(size.sizeSql).pluck().get(tenantId) as number) + bytes > max) {
        throw limitReached(`Failed to create the ${size.subject}, files size limit is exhausted ${max} bytes!`);
    }
}
