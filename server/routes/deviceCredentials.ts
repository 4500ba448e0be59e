import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { devices } from '../../resources';
import type { AppContext } from '../context';
import { newAccessToken } from '../entities/devices';
import { badRequest } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { entityId } from '../lib/ids';
import { isPlainObject } from '../lib/json';
import { entityAnswer } from '../registry/answer';
import { isIdObject, type Row } from '../registry/codec';
import { saveEntity } from '../registry/saveEntity';
import { DeviceCredentialsRepository } from '../db/repositories/deviceCredentials';

export type CredentialsType = 'ACCESS_TOKEN' | 'X509_CERTIFICATE' | 'MQTT_BASIC' | 'LWM2M_CREDENTIALS';

/** Which credentials a device's transport accepts (part2 §3.6). */
export const CREDENTIALS_BY_TRANSPORT: Readonly<Record<string, readonly CredentialsType[]>> = {
    DEFAULT: ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC'],
    MQTT: ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC'],
    COAP: ['ACCESS_TOKEN', 'X509_CERTIFICATE'],
    LWM2M: ['LWM2M_CREDENTIALS'],
    SNMP: ['ACCESS_TOKEN'],
};

interface CredentialsBody {
    credentialsType?: CredentialsType;
    credentialsId?: string | null;
    credentialsValue?: string | null;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function parseJson(text: string, what: string): Record<string, unknown> {
    try {
        const value: unknown = JSON.parse(text);
        if (isPlainObject(value)) return value;
    } catch {
        // answered below
    }
    throw badRequest(`Invalid ${what} credentials value!`);
}

/**
 * Checks credentials for a device's transport and derives their id as ThingsBoard does: the token
 * for ACCESS_TOKEN, client id and/or a hash of the user name for MQTT_BASIC, a hash of the
 * certificate for X.509, the endpoint for LwM2M.
 */
export function normalizeCredentials(body: CredentialsBody, transport: string): { type: CredentialsType; id: string; value: string | null } {
    const type = body.credentialsType;
    if (!type) throw badRequest('Device credentials type should be specified!');
    const allowed = CREDENTIALS_BY_TRANSPORT[transport] ?? CREDENTIALS_BY_TRANSPORT.DEFAULT!;
    if (!allowed.includes(type)) throw badRequest(`Credentials type ${type} is not supported by the ${transport} transport of the device profile!`);
    switch (type) {
        case 'ACCESS_TOKEN': {
            if (blank(body.credentialsId)) throw badRequest('Device credentials id should be specified!');
            const token = body.credentialsId!.trim();
            if (/\s/.test(token)) throw badRequest('Device credentials id should not contain whitespaces!');
            if (token.length > 255) throw badRequest('Validation error: credentialsId length must be equal or less than 255');
            return { type, id: token, value: null };
        }
        case 'MQTT_BASIC': {
            if (blank(body.credentialsValue)) throw badRequest('Device credentials value should be specified!');
            const mqtt = parseJson(body.credentialsValue!, 'MQTT');
            const clientId = typeof mqtt.clientId === 'string' ? mqtt.clientId : '';
            const userName = typeof mqtt.userName === 'string' ? mqtt.userName : '';
            if (!clientId && !userName) throw badRequest('Both mqtt client id and user name are empty!');
            if (mqtt.password !== undefined && mqtt.password !== null && mqtt.password === '') throw badRequest('Password cannot be empty');
            if (clientId && !userName && mqtt.password) throw badRequest('MQTT password should be specified together with user name!');
            const id = clientId && userName ? sha256(`${clientId}|${userName}`) : clientId || sha256(userName);
            return { type, id, value: JSON.stringify({ clientId: clientId || null, userName: userName || null, password: mqtt.password || null }) };
        }
        case 'X509_CERTIFICATE': {
            if (blank(body.credentialsValue)) throw badRequest('Device credentials value should be specified!');
            const certificate = body.credentialsValue!.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
            if (!/^[A-Za-z0-9+/=]+$/.test(certificate)) throw badRequest('Invalid X509 certificate!');
            return { type, id: sha256(certificate), value: body.credentialsValue!.trim() };
        }
        case 'LWM2M_CREDENTIALS': {
            if (blank(body.credentialsValue)) throw badRequest('Device credentials value should be specified!');
            const lwm2m = parseJson(body.credentialsValue!, 'LwM2M');
            const client = isPlainObject(lwm2m.client) ? lwm2m.client : {};
            if (blank(client.endpoint)) throw badRequest('LwM2M client endpoint should be specified!');
            return { type, id: String(client.endpoint), value: body.credentialsValue! };
        }
    }
}

export function credentialsJson(row: Row) {
    return {
        id: { id: row.id },
        createdTime: row.created_time,
        deviceId: entityId('DEVICE', row.device_id as string),
        credentialsType: row.credentials_type,
        credentialsId: row.credentials_id,
        credentialsValue: row.credentials_value,
    };
}

/** Device credentials per transport, and the device saves that carry credentials. */
export function deviceCredentialsRoutes(app: FastifyInstance, ctx: AppContext): void {
    const repository = ctx.repositories.devices!;
    const stored = new DeviceCredentialsRepository(ctx.database.sqlite);
    /** The transport of a device profile (DEFAULT when there is none). */
    const transportOfProfile = (profileId: unknown) =>
        String(ctx.repositories.deviceProfiles!.findById(String(profileId))?.transport_type ?? 'DEFAULT');
    const transportOf = (device: Row) => transportOfProfile(device.device_profile_id);
    const credentialsOf = (deviceId: string) => stored.ofDevice(deviceId);

    const assertFree = (credentialsId: string, deviceId: string | null) => {
        if (stored.isTakenByAnother(credentialsId, deviceId)) {
            throw badRequest('Device credentials are already assigned to another device!');
        }
    };

    const store = (deviceId: string, credentials: ReturnType<typeof normalizeCredentials>) => credentialsJson(stored.save(deviceId, credentials));

    contractRoute(app, 'GET /api/device/{deviceId}/credentials', async request => {
        const device = ctx.guard.load(callerOf(request), repository, request.params.deviceId, 'credentials');
        let credentials = credentialsOf(device.id as string);
        // Every device has credentials; one that lost them gets a fresh token.
        if (!credentials) {
            store(device.id as string, { type: 'ACCESS_TOKEN', id: newAccessToken(), value: null });
            credentials = credentialsOf(device.id as string)!;
        }
        return credentialsJson(credentials);
    });

    contractRoute(app, 'POST /api/device/credentials', async request => {
        const caller = callerOf(request);
        const body = request.body ?? {};
        if (!isIdObject(body.deviceId)) throw badRequest('Device credentials should be assigned to device!');
        // Reading credentials is for customer users too; changing them is the tenant's (edit).
        const device = ctx.guard.load(caller, repository, body.deviceId.id, 'edit');
        ctx.guard.require(caller, devices, 'credentials');
        const credentials = normalizeCredentials(body, transportOf(device));
        // An update names the device's credentials by their id; without one it would be a second set.
        const givenId = (body as { id?: { id?: unknown } | null }).id?.id;
        const existing = credentialsOf(device.id as string);
        if (givenId === undefined || givenId === null) {
            if (existing) throw badRequest('Credentials for this device are already specified!');
        } else if (!existing || existing.id !== givenId) throw badRequest('Unable to update non-existent device credentials!');
        assertFree(credentials.id, device.id as string);
        return store(device.id as string, credentials);
    });

    contractRoute(app, 'POST /api/device-with-credentials', async request => {
        const caller = callerOf(request);
        const { device: deviceBody, credentials: credentialsBody } = request.body ?? {};
        if (!deviceBody) throw badRequest('Device should be specified!');
        if (!credentialsBody) throw badRequest('Device credentials should be specified!');
        // The credentials are checked before the device is written, so a refusal leaves nothing behind.
        const deviceId = isIdObject(deviceBody.id) ? deviceBody.id.id : null;
        const profileId = isIdObject(deviceBody.deviceProfileId) ? deviceBody.deviceProfileId.id : null;
        const transport = profileId
            ? transportOfProfile(profileId)
            : 'DEFAULT';
        const credentials = normalizeCredentials(credentialsBody, transport);
        assertFree(credentials.id, deviceId);
        const saved = await saveEntity(ctx, devices, caller, deviceBody, request);
        store(saved.id as string, credentials);
        return entityAnswer(ctx, devices, saved);
    });
}

