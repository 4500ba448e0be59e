import type { FastifyRequest } from 'fastify';
import { registry } from '../../../resources';
import type { AccessClaims } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { ThingsboardError } from '../../errors';
import { NULL_UUID } from '../../lib/ids';
import { fromJsonColumn } from '../../lib/json';
import type { Row } from '../../registry/codec';
import { saveEntity } from '../../registry/saveEntity';
import { normalizeCredentials, type CredentialsType } from '../../routes/deviceCredentials';

/** The body a device posts to /api/v1/provision (ThingsBoard's provision request). */
export interface ProvisionRequest {
    deviceName?: unknown;
    provisionDeviceKey?: unknown;
    provisionDeviceSecret?: unknown;
    credentialsType?: unknown;
    /** ACCESS_TOKEN */
    token?: unknown;
    /** MQTT_BASIC */
    clientId?: unknown;
    username?: unknown;
    password?: unknown;
    /** X509_CERTIFICATE: the certificate. */
    hash?: unknown;
}

/** ThingsBoard's answer: credentials on SUCCESS, an error text otherwise (always HTTP 200). */
export type ProvisionResponse =
    | { status: 'SUCCESS'; credentialsType: CredentialsType; credentialsValue: unknown }
    | { status: 'NOT_FOUND'; errorMsg: 'Provision data was not found!' }
    | { status: 'FAILURE'; errorMsg: 'Failed to provision device!' };

const NOT_FOUND: ProvisionResponse = { status: 'NOT_FOUND', errorMsg: 'Provision data was not found!' };
const FAILURE: ProvisionResponse = { status: 'FAILURE', errorMsg: 'Failed to provision device!' };

/** The server attribute ThingsBoard stamps on a provisioned device; a second provisioning fails. */
const PROVISION_STATE = 'provisionState';
const PROVISIONED = 'provisioned';

const devices = registry.find(resource => resource.name === 'devices')!;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The credentials a request asks for, in the shape the credentials check takes; null keeps the generated token. */
function requestedCredentials(request: ProvisionRequest): { credentialsType: CredentialsType; credentialsId?: string; credentialsValue?: string } | null {
    switch (text(request.credentialsType)) {
        case 'ACCESS_TOKEN':
            return text(request.token) ? { credentialsType: 'ACCESS_TOKEN', credentialsId: text(request.token) } : null;
        case 'MQTT_BASIC':
            return {
                credentialsType: 'MQTT_BASIC',
                credentialsValue: JSON.stringify({ clientId: text(request.clientId) || null, userName: text(request.username) || null, password: text(request.password) || null }),
            };
        case 'X509_CERTIFICATE':
            return { credentialsType: 'X509_CERTIFICATE', credentialsValue: text(request.hash) };
        default:
            return null;
    }
}

/**
 * Device provisioning (ThingsBoard's DeviceProvisionService): the provision key names a profile,
 * whose secret must match. ALLOW_CREATE_NEW_DEVICES creates the named device (refusing a name
 * already taken); CHECK_PRE_PROVISIONED_DEVICES hands out the credentials of an existing device of
 * that profile, once. DISABLED, or a wrong key or secret, is NOT_FOUND.
 */
export class ProvisionService {
    constructor(private readonly ctx: AppContext) {}

    async provision(request: ProvisionRequest, httpRequest: FastifyRequest): Promise<ProvisionResponse> {
        const key = text(request.provisionDeviceKey);
        const secret = text(request.provisionDeviceSecret);
        // A name of only blanks is refused; no name at all lets ALLOW_CREATE_NEW_DEVICES pick one.
        if (typeof request.deviceName === 'string' && request.deviceName !== '' && text(request.deviceName) === '') return NOT_FOUND;
        if (!key || !secret) return NOT_FOUND;
        const sqlite = this.ctx.database.sqlite;
        const profile = sqlite.prepare('SELECT * FROM device_profile WHERE provision_device_key = ?').get(key) as Row | undefined;
        if (!profile) return NOT_FOUND;
        const configuration = fromJsonColumn<{ provisionConfiguration?: { provisionDeviceSecret?: string | null } }>((profile.profile_data as string | null) ?? null)?.provisionConfiguration;
        if (!configuration?.provisionDeviceSecret || configuration.provisionDeviceSecret !== secret) return NOT_FOUND;

        const name = text(request.deviceName);
        const existing = name ? (sqlite.prepare('SELECT * FROM device WHERE tenant_id = ? AND name = ?').get(profile.tenant_id, name) as Row | undefined) : undefined;
        switch (profile.provision_type) {
            case 'ALLOW_CREATE_NEW_DEVICES':
                if (existing) return FAILURE;
                return this.createDevice(profile, name || crypto.randomUUID(), request, httpRequest);
            case 'CHECK_PRE_PROVISIONED_DEVICES':
                if (!existing || existing.device_profile_id !== profile.id) return FAILURE;
                return this.claimPreProvisioned(existing);
            default:
                return NOT_FOUND;
        }
    }

    private async createDevice(profile: Row, name: string, request: ProvisionRequest, httpRequest: FastifyRequest): Promise<ProvisionResponse> {
        // The device is created as the profile's tenant would create it (same checks and hooks).
        const caller: AccessClaims = {
            userId: String(profile.tenant_id),
            sub: 'provisioning',
            authority: 'TENANT_ADMIN',
            tenantId: String(profile.tenant_id),
            customerId: NULL_UUID,
            enabled: true,
            isPublic: false,
            iat: Math.floor(Date.now() / 1000),
        };
        const sqlite = this.ctx.database.sqlite;
        let credentials: ReturnType<typeof normalizeCredentials> | null = null;
        try {
            const requested = requestedCredentials(request);
            credentials = requested ? normalizeCredentials(requested, String(profile.transport_type)) : null;
            if (credentials && sqlite.prepare('SELECT 1 FROM device_credentials WHERE credentials_id = ?').get(credentials.id)) return FAILURE;
            const deviceRequest = Object.create(httpRequest, { query: { value: {} } }) as FastifyRequest;
            const saved = await saveEntity(this.ctx, devices, caller, { name, deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profile.id } }, deviceRequest);
            if (credentials) {
                sqlite.prepare('UPDATE device_credentials SET credentials_type = ?, credentials_id = ?, credentials_value = ? WHERE device_id = ?').run(credentials.type, credentials.id, credentials.value, saved.id);
            }
            await this.markProvisioned(String(saved.id));
            return this.credentialsAnswer(String(saved.id));
        } catch (error) {
            // A refused name or credentials is the device's failure, not a server error.
            if (error instanceof ThingsboardError) return FAILURE;
            throw error;
        }
    }

    private async claimPreProvisioned(device: Row): Promise<ProvisionResponse> {
        const [state] = await this.ctx.telemetry.attributes.findEntries(String(device.id), ['SERVER_SCOPE'], [PROVISION_STATE]);
        if (state && state.value.value === PROVISIONED) return FAILURE;
        await this.markProvisioned(String(device.id));
        return this.credentialsAnswer(String(device.id));
    }

    private markProvisioned(deviceId: string): Promise<void> {
        return this.ctx.telemetry.saveAttributes('DEVICE', deviceId, 'SERVER_SCOPE', [{ key: PROVISION_STATE, value: { type: 'STRING', value: PROVISIONED } }]);
    }

    private credentialsAnswer(deviceId: string): ProvisionResponse {
        const row = this.ctx.database.sqlite.prepare('SELECT credentials_type, credentials_id, credentials_value FROM device_credentials WHERE device_id = ?').get(deviceId) as
            | { credentials_type: CredentialsType; credentials_id: string; credentials_value: string | null }
            | undefined;
        if (!row) return FAILURE;
        const credentialsValue =
            row.credentials_type === 'ACCESS_TOKEN' ? row.credentials_id : row.credentials_type === 'MQTT_BASIC' ? fromJsonColumn(row.credentials_value) : row.credentials_value;
        return { status: 'SUCCESS', credentialsType: row.credentials_type, credentialsValue };
    }
}
