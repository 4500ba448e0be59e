import { X509Certificate } from 'node:crypto';
import { badRequest } from '../errors';
import type { CredentialsType } from '../routes/deviceCredentials';
import type { FieldColumnType, ImportRow } from './importRows';

/** What `POST /api/device/credentials` takes, built from a row's credential columns. */
export interface RowCredentials {
    credentialsType: CredentialsType;
    credentialsId?: string;
    credentialsValue?: string;
}

type Fields = ImportRow['fields'];

/** LwM2M columns: where each goes in the credentials JSON, under which key, and its default. */
const LWM2M_COLUMNS: ReadonlyArray<[FieldColumnType, 'client' | 'bootstrapServer' | 'lwm2mServer', string, string?]> = [
    ['LWM2M_CLIENT_ENDPOINT', 'client', 'endpoint'],
    ['LWM2M_CLIENT_SECURITY_CONFIG_MODE', 'client', 'securityConfigClientMode', 'NO_SEC'],
    ['LWM2M_CLIENT_IDENTITY', 'client', 'identity'],
    ['LWM2M_CLIENT_KEY', 'client', 'key'],
    ['LWM2M_CLIENT_CERT', 'client', 'cert'],
    ['LWM2M_BOOTSTRAP_SERVER_SECURITY_MODE', 'bootstrapServer', 'securityMode', 'NO_SEC'],
    ['LWM2M_BOOTSTRAP_SERVER_PUBLIC_KEY_OR_ID', 'bootstrapServer', 'clientPublicKeyOrId'],
    ['LWM2M_BOOTSTRAP_SERVER_SECRET_KEY', 'bootstrapServer', 'clientSecretKey'],
    ['LWM2M_SERVER_SECURITY_MODE', 'lwm2mServer', 'securityMode', 'NO_SEC'],
    ['LWM2M_SERVER_CLIENT_PUBLIC_KEY_OR_ID', 'lwm2mServer', 'clientPublicKeyOrId'],
    ['LWM2M_SERVER_CLIENT_SECRET_KEY', 'lwm2mServer', 'clientSecretKey'],
];
const LWM2M_SECURITY_MODES = ['NO_SEC', 'PSK', 'RPK', 'X509'];
const MQTT_COLUMNS: readonly FieldColumnType[] = ['MQTT_CLIENT_ID', 'MQTT_USER_NAME', 'MQTT_PASSWORD'];

const invalid = (message: string) => badRequest(`Invalid device credentials: ${message}`);

function lwm2mCredentials(fields: Fields): RowCredentials {
    const parts: Record<'client' | 'bootstrapServer' | 'lwm2mServer', Record<string, string>> = { client: {}, bootstrapServer: {}, lwm2mServer: {} };
    for (const [column, part, key, fallback] of LWM2M_COLUMNS) {
        const value = fields[column] ?? fallback;
        if (value === undefined) continue;
        if (key.toLowerCase().includes('mode') && !LWM2M_SECURITY_MODES.includes(value.toUpperCase())) {
            throw invalid(`Unknown LwM2M security mode: ${value}, (the mode should be: NO_SEC, PSK, RPK, X509)!`);
        }
        parts[part][key] = key.toLowerCase().includes('mode') ? value.toUpperCase() : value;
    }
    const value = { client: parts.client, bootstrap: { bootstrapServer: parts.bootstrapServer, lwm2mServer: parts.lwm2mServer } };
    return { credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: JSON.stringify(value) };
}

/** A PEM certificate that parses, or the row's error. */
function x509Credentials(pem: string): RowCredentials {
    const text = pem.includes('-----BEGIN') ? pem : `-----BEGIN CERTIFICATE-----\n${pem.replace(/\s+/g, '')}\n-----END CERTIFICATE-----`;
    try {
        new X509Certificate(text);
    } catch {
        throw invalid('the X.509 certificate is not a valid PEM certificate');
    }
    return { credentialsType: 'X509_CERTIFICATE', credentialsValue: pem };
}

/**
 * The credentials a row asks for, in ThingsBoard's order of precedence: an LwM2M endpoint, then an
 * X.509 certificate, then any MQTT column, then an access token. Null when the row names none
 * (a new device then gets a generated token; an existing one keeps its credentials).
 */
export function rowCredentials(fields: Fields): RowCredentials | null {
    if (fields.LWM2M_CLIENT_ENDPOINT !== undefined) return lwm2mCredentials(fields);
    if (fields.X509 !== undefined) return x509Credentials(fields.X509);
    if (MQTT_COLUMNS.some(column => fields[column] !== undefined)) {
        const mqtt = { clientId: fields.MQTT_CLIENT_ID ?? null, userName: fields.MQTT_USER_NAME ?? null, password: fields.MQTT_PASSWORD ?? null };
        return { credentialsType: 'MQTT_BASIC', credentialsValue: JSON.stringify(mqtt) };
    }
    if (fields.ACCESS_TOKEN !== undefined) return { credentialsType: 'ACCESS_TOKEN', credentialsId: fields.ACCESS_TOKEN };
    return null;
}
