import { DeviceProfileRows } from '../db/repositories/deviceProfiles';
import { DeviceRows } from '../db/repositories/devices';
import { OtaPackageRows } from '../db/repositories/otaPackages';
import { DEFAULT_DEVICE_PROFILE_DATA } from '../db/seed/tenantDefaults';
import { validateProfileData } from '../deviceProfiles/profileDataValidation';
import { checkProfileReferences } from '../deviceProfiles/profileReferences';
import { withProtoPayloadDefaults } from '../deviceProfiles/protobuf/protoSchemas';
import { defaultTransportConfiguration } from '../deviceProfiles/transportDefaults';
import { withProfileDataDefaults } from '../documents/profileDataDefaults';
import { badRequest } from '../errors';
import { NULL_UUID } from '../lib/ids';
import type { Row } from '../registry/codec';
import type { EntityHooks } from './hooks';

type ProvisionConfiguration = { type?: unknown; provisionDeviceKey?: unknown; provisionDeviceSecret?: unknown };

/**
 * The provisioning settings live twice, as ThingsBoard stores them: the columns provisionType and
 * provisionDeviceKey, and profileData.provisionConfiguration (type and secret; the console sends
 * the key there too). What the body gives explicitly wins; the other side follows.
 */
function alignProvisioning(columns: Row, body: Record<string, unknown>): void {
    if (typeof columns.profile_data !== 'string') return;
    const data = JSON.parse(columns.profile_data) as { provisionConfiguration?: ProvisionConfiguration } | null;
    const configuration = data?.provisionConfiguration;
    if (!data || typeof configuration !== 'object' || configuration === null) return;
    if (body.provisionType === undefined && typeof configuration.type === 'string') columns.provision_type = configuration.type;
    if (body.provisionDeviceKey === undefined && configuration.provisionDeviceKey !== undefined) columns.provision_device_key = configuration.provisionDeviceKey;
    if (columns.provision_type !== undefined) configuration.type = columns.provision_type;
    delete configuration.provisionDeviceKey;
    columns.profile_data = JSON.stringify(data);
}

export const deviceProfileHooks: EntityHooks = {
    beforeSave({ ctx, columns, existing, body, id }) {
        const sqlite = ctx.database.sqlite;
        checkProfileReferences(sqlite, columns, existing, id);
        if (typeof columns.profile_data === 'string') {
            const profileData = withProtoPayloadDefaults(JSON.parse(columns.profile_data));
            validateProfileData(profileData);
            columns.profile_data = JSON.stringify(profileData);
            alignProvisioning(columns, body);
        } else if ('profileData' in body && body.profileData !== undefined) {
            throw badRequest('Device profile data should be specified!');
        }
        if (!existing) {
            columns.type ??= 'DEFAULT';
            columns.transport_type ??= 'DEFAULT';
            columns.provision_type ??= 'DISABLED';
            columns.profile_data ??= JSON.stringify({
                ...DEFAULT_DEVICE_PROFILE_DATA,
                transportConfiguration: defaultTransportConfiguration(String(columns.transport_type)),
            });
            // The tenant's first profile becomes its default.
            columns.is_default = new DeviceProfileRows(sqlite).hasDefault(columns.tenant_id as string) ? 0 : 1;
        }
        if (existing && columns.transport_type !== undefined && columns.transport_type !== existing.transport_type) {
            if (new DeviceRows(sqlite).existsOfProfile(existing.id as string)) {
                throw badRequest("Can't change device profile transport type because devices referenced it!");
            }
            // The profile's transport configuration follows its transport type.
            const data = JSON.parse(String(columns.profile_data ?? existing.profile_data)) as Record<string, unknown>;
            const transport = data.transportConfiguration as { type?: string } | undefined;
            if (transport?.type !== columns.transport_type) columns.profile_data = JSON.stringify({ ...data, transportConfiguration: defaultTransportConfiguration(String(columns.transport_type)) });
        }
        if (typeof columns.profile_data === 'string') {
            const transportType = String(columns.transport_type ?? existing?.transport_type ?? 'DEFAULT');
            const provisionType = String(columns.provision_type ?? existing?.provision_type ?? 'DISABLED');
            columns.profile_data = JSON.stringify(withProfileDataDefaults(JSON.parse(columns.profile_data), transportType, provisionType));
        }
        const key = columns.provision_device_key;
        if (typeof key === 'string' && key !== '') {
            if (new DeviceProfileRows(sqlite).isProvisionKeyTaken(key, (existing?.id as string | undefined) ?? NULL_UUID)) {
                throw badRequest('Device profile with such provision device key already exists!');
            }
        } else if ('provision_device_key' in columns) columns.provision_device_key = null;
    },
    afterSave({ ctx, existing, columns, id }) {
        // Devices carry their profile's name as their type.
        if (existing && typeof columns.name === 'string' && columns.name !== existing.name) {
            new DeviceRows(ctx.database.sqlite).setTypeOfProfile(id, columns.name);
        }
    },
    beforeDelete({ ctx, row }) {
        if (row.is_default === 1) throw badRequest('Deletion of Default Device Profile is prohibited!');
        if (new DeviceRows(ctx.database.sqlite).existsOfProfile(row.id as string)) {
            throw badRequest('The device profile referenced by the devices cannot be deleted!');
        }
    },
    cascade({ ctx, row }) {
        new OtaPackageRows(ctx.database.sqlite).deleteOfProfile(row.id as string);
    },
};
