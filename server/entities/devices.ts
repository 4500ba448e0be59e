import type { FastifyRequest } from 'fastify';
import { DefaultRows } from '../db/repositories/defaults';
import { DeviceCredentialsRepository } from '../db/repositories/deviceCredentials';
import { DeviceProfileRows } from '../db/repositories/deviceProfiles';
import { EntityViewRows } from '../db/repositories/entityViews';
import { OtaPackageRows } from '../db/repositories/otaPackages';
import { randomAlphanumeric } from '../db/repositories/users';
import { DEFAULT_DEVICE_PROFILE_DATA } from '../db/seed/tenantDefaults';
import { badRequest } from '../errors';
import { queryOf } from '../http/requestParts';
import { isUuid, newId, timeOfId } from '../lib/ids';
import { isIdObject, type Row } from '../registry/codec';
import { deviceTransportConfiguration } from './deviceTransport';
import type { EntityHooks, SaveEvent } from './hooks';

/** ThingsBoard generates 20 random alphanumerics when a device is created without a token. */
export const newAccessToken = () => randomAlphanumeric(20);

const CREDENTIALS_TAKEN = 'Device credentials are already assigned to another device!';

/** The profile a save names: by id, else by the `type` name (created when missing), else the default. */
function resolveProfile({ ctx, body, existing }: SaveEvent, tenantId: string): Row {
    const profiles = new DeviceProfileRows(ctx.database.sqlite);
    const byId = (id: string) => profiles.findOfTenant(id, tenantId);
    if (isIdObject(body.deviceProfileId)) {
        const profile = isUuid(body.deviceProfileId.id) ? byId(body.deviceProfileId.id) : undefined;
        if (!profile) throw badRequest("Device can't be referencing to non-existent device profile!");
        return profile;
    }
    if (existing) return byId(existing.device_profile_id as string)!;
    const typeName = typeof body.type === 'string' ? body.type.trim() : '';
    if (typeName) {
        const named = profiles.findByName(tenantId, typeName);
        if (named) return named;
        const id = newId();
        const row = {
            id, created_time: timeOfId(id), tenant_id: tenantId, name: typeName, description: null, image: null, is_default: 0,
            type: 'DEFAULT', transport_type: 'DEFAULT', provision_type: 'DISABLED', provision_device_key: null,
            default_rule_chain_id: null, default_dashboard_id: null, default_queue_name: null, firmware_id: null, software_id: null,
            profile_data: JSON.stringify(DEFAULT_DEVICE_PROFILE_DATA),
        };
        ctx.repositories.deviceProfiles!.insert(row);
        return row;
    }
    return new DefaultRows(ctx.database.sqlite).defaultDeviceProfile(tenantId)!;
}

/** `?accessToken=` of POST /api/device: the new device's credentials, when given. */
function accessTokenOf(request: FastifyRequest): string | undefined {
    const token = queryOf(request).accessToken;
    return typeof token === 'string' ? token : undefined;
}

export const deviceHooks: EntityHooks = {
    beforeSave(event) {
        const { columns, existing, request, ctx } = event;
        const tenantId = (existing?.tenant_id ?? columns.tenant_id) as string;
        if (!existing) {
            const accessToken = accessTokenOf(request);
            if (accessToken !== undefined && accessToken.trim() === '') throw badRequest('Device credentials id should be specified!');
            if (accessToken && new DeviceCredentialsRepository(ctx.database.sqlite).isTakenByAnother(accessToken, null)) {
                throw badRequest(CREDENTIALS_TAKEN);
            }
        }
        const profile = resolveProfile(event, tenantId);
        columns.device_profile_id = profile.id;
        // A device's type is always its profile's name; its data follows the profile's transport.
        columns.type = profile.name;
        const transport = profile.transport_type as string;
        const data = (event.body.deviceData ?? null) as { configuration?: unknown; transportConfiguration?: unknown } | null;
        columns.device_data = JSON.stringify({
            configuration: data?.configuration ?? { type: 'DEFAULT' },
            transportConfiguration: deviceTransportConfiguration(data?.transportConfiguration, transport),
        });
        const packages = new OtaPackageRows(ctx.database.sqlite);
        for (const key of ['firmwareId', 'softwareId'] as const) {
            const ref = event.body[key];
            if (!isIdObject(ref)) continue;
            if (!packages.existsOfTenant(ref.id, tenantId)) throw badRequest(`Can't assign non-existent ${key === 'firmwareId' ? 'firmware' : 'software'}!`);
        }
    },
    afterSave({ existing, request, ctx, id }) {
        if (existing) return;
        const accessToken = accessTokenOf(request);
        new DeviceCredentialsRepository(ctx.database.sqlite).insert(id, { type: 'ACCESS_TOKEN', id: accessToken || newAccessToken(), value: null });
    },
    beforeDelete({ ctx, row }) {
        if (new EntityViewRows(ctx.database.sqlite).existsFor(row.id as string)) {
            throw badRequest("Can't delete device that has entity views!");
        }
    },
    // Credentials go with the device through their foreign key.
};
