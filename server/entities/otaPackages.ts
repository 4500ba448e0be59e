import { DeviceProfileRows } from '../db/repositories/deviceProfiles';
import { DeviceRows } from '../db/repositories/devices';
import { OtaPackageRows } from '../db/repositories/otaPackages';
import { badRequest } from '../errors';
import { isUuid } from '../lib/ids';
import type { EntityHooks } from './hooks';

export const otaPackageHooks: EntityHooks = {
    // GET /api/otaPackage/{id} carries the file as base64, as ThingsBoard's OtaPackage does.
    toJson(_ctx, row, json) {
        return { ...json, data: Buffer.isBuffer(row.data) ? row.data.toString('base64') : null };
    },
    beforeSave({ ctx, columns, existing, id }) {
        const sqlite = ctx.database.sqlite;
        const tenantId = (existing?.tenant_id ?? columns.tenant_id) as string;
        const profileId = (columns.device_profile_id ?? existing?.device_profile_id) as string;
        if (!isUuid(profileId) || !new DeviceProfileRows(sqlite).findOfTenant(profileId, tenantId)) {
            throw badRequest('OtaPackage is referencing to non-existent device profile!');
        }
        const title = columns.title ?? existing?.title;
        const version = columns.version ?? existing?.version;
        if (new OtaPackageRows(sqlite).isTitleVersionTaken(tenantId, title, version, id)) {
            throw badRequest('OtaPackage with such title and version already exists!');
        }
        if (existing?.has_data === 1) {
            // The file is fixed once uploaded; only the description may change.
            for (const column of ['type', 'device_profile_id', 'title', 'version', 'url'] as const) {
                if (column in columns && columns[column] !== existing[column]) throw badRequest(`Updating otaPackage ${column === 'device_profile_id' ? 'deviceProfile' : column} is prohibited!`);
            }
        }
        if (!existing) {
            // A package is either an external URL or an uploaded file (step two of an upload).
            columns.has_data = 0;
            if (typeof columns.url !== 'string' || columns.url.trim() === '') columns.url = null;
            for (const column of ['file_name', 'content_type', 'checksum_algorithm', 'checksum', 'data_size', 'data'] as const) columns[column] = null;
        }
    },
    beforeDelete({ ctx, row }) {
        const sqlite = ctx.database.sqlite;
        if (new DeviceRows(sqlite).usesOtaPackage(row.id as string)) {
            throw badRequest('The otaPackage referenced by the devices cannot be deleted!');
        }
        if (new DeviceProfileRows(sqlite).usesOtaPackage(row.id as string)) {
            throw badRequest('The otaPackage referenced by the device profile cannot be deleted!');
        }
    },
};
