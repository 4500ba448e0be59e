import type { FastifyRequest } from 'fastify';
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
    const sqlite = ctx.database.sqlite;
    const byId = (id: string) => sqlite.prepare('SELECT * FROM device_profile WHERE id = ? AND tenant_id = ?').get(id, tenantId) as Row | undefined;
    if (isIdObject(body.deviceProfileId)) {
        const profile = isUuid(body.deviceProfileId.id) ? byId(body.deviceProfileId.id) : undefined;
        if (!profile) throw badRequest("Device can't be referencing to non-existent device profile!");
        return profile;
    }
    if (existing) return byId(existing.device_profile_id as string)!;
    const typeName = typeof body.type === 'string' ? body.type.trim() : '';
    if (typeName) {
        const named = sqlite.prepare('SELECT * FROM device_profile WHERE tenant_id = ? AND name = ?').get(tenantId, typeName) as Row | undefined;
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
    return sqlite.prepare('SELECT * FROM device_profile WHERE tenant_id = ? AND is_default = 1').get(tenantId) as Row;
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
            if (accessToken && ctx.database.sqlite.prepare('SELECT 1 FROM device_credentials WHERE credentials_id = ?').get(accessToken)) {
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
        for (const key of ['firmwareId', 'softwareId'] as const) {
            const ref = event.body[key];
            if (!isIdObject(ref)) continue;
            const ota = ctx.database.sqlite.prepare('SELECT type, device_profile_id FROM ota_package WHERE id = ? AND tenant_id = ?').get(ref.id, tenantId) as Row | undefined;
            if (!ota) throw badRequest(`Can't assign non-existent ${key === 'firmwareId' ? 'firmware' : 'software'}!`);
        }
    },
    afterSave({ existing, request, ctx, id }) {
        if (existing) return;
        const accessToken = accessTokenOf(request);
        const credentialsId = newId();
        ctx.database.sqlite
            .prepare('INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id, credentials_value) VALUES (?, ?, ?, ?, ?, NULL)')
            .run(credentialsId, timeOfId(credentialsId), id, 'ACCESS_TOKEN', accessToken || newAccessToken());
    },
    beforeDelete({ ctx, row }) {
        if (ctx.database.sqlite.prepare('SELECT 1 FROM entity_view WHERE entity_id = ? LIMIT 1').get(row.id)) {
            throw badRequest("Can't delete device that has entity views!");
        }
    },
    // Credentials go with the device through their foreign key.
};
