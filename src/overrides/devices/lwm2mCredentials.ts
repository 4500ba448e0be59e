/**
 * LwM2M device credentials (credentialsValue of LWM2M_CREDENTIALS, ThingsBoard 3.3's
 * LwM2MDeviceCredentials): the client's security mode and keys, and how it talks to the
 * bootstrap server and the LwM2M server (part 2 §3.6).
 */
export const LWM2M_SECURITY_MODES = ['NO_SEC', 'PSK', 'RPK', 'X509'] as const;
export type Lwm2mSecurityMode = (typeof LWM2M_SECURITY_MODES)[number];

export interface Lwm2mClientSecurity {
    securityConfigClientMode: Lwm2mSecurityMode;
    endpoint: string;
    identity?: string;
    key?: string;
    cert?: string;
}

export interface Lwm2mServerSecurity {
    securityMode: Lwm2mSecurityMode;
    clientPublicKeyOrId?: string;
    clientSecretKey?: string;
}

export type Lwm2mServerName = 'bootstrapServer' | 'lwm2mServer';

export interface Lwm2mCredentials {
    client: Lwm2mClientSecurity;
    bootstrap: Record<Lwm2mServerName, Lwm2mServerSecurity>;
}

const modeOf = (value: unknown): Lwm2mSecurityMode => (LWM2M_SECURITY_MODES.includes(value as Lwm2mSecurityMode) ? (value as Lwm2mSecurityMode) : 'NO_SEC');
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The client's fields its mode uses: PSK an identity (the endpoint by default) and a key, RPK a key, X.509 a certificate. */
export const clientFor = (mode: Lwm2mSecurityMode, from: Partial<Lwm2mClientSecurity>): Lwm2mClientSecurity => {
    const endpoint = from.endpoint ?? '';
    switch (mode) {
        case 'PSK':
            return { securityConfigClientMode: mode, endpoint, identity: from.identity || endpoint, key: from.key ?? '' };
        case 'RPK':
            return { securityConfigClientMode: mode, endpoint, key: from.key ?? '' };
        case 'X509':
            return { securityConfigClientMode: mode, endpoint, cert: from.cert ?? '' };
        default:
            return { securityConfigClientMode: 'NO_SEC', endpoint };
    }
};

/** A server's fields its mode uses: none without security, the client's public key or id and secret key otherwise. */
export const serverFor = (mode: Lwm2mSecurityMode, from: Partial<Lwm2mServerSecurity> = {}): Lwm2mServerSecurity =>
    mode === 'NO_SEC' ? { securityMode: 'NO_SEC' } : { securityMode: mode, clientPublicKeyOrId: from.clientPublicKeyOrId ?? '', clientSecretKey: from.clientSecretKey ?? '' };

/** Credentials read from their JSON text; anything missing or unreadable starts without security. */
export const readLwm2mCredentials = (credentialsValue: string | null | undefined): Lwm2mCredentials => {
    let parsed: Record<string, unknown> = {};
    try {
        parsed = record(JSON.parse(credentialsValue ?? ''));
    } catch {
        // A device that had other credentials starts empty.
    }
    const client = record(parsed.client);
    const bootstrap = record(parsed.bootstrap);
    const server = (name: Lwm2mServerName) => {
        const sent = record(bootstrap[name]);
        return serverFor(modeOf(sent.securityMode), { clientPublicKeyOrId: text(sent.clientPublicKeyOrId), clientSecretKey: text(sent.clientSecretKey) });
    };
    return {
        client: clientFor(modeOf(client.securityConfigClientMode), { endpoint: text(client.endpoint), identity: text(client.identity), key: text(client.key), cert: text(client.cert) }),
        bootstrap: { bootstrapServer: server('bootstrapServer'), lwm2mServer: server('lwm2mServer') },
    };
};

export const writeLwm2mCredentials = (credentials: Lwm2mCredentials): string => JSON.stringify(credentials);

const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** PSK keys are hexadecimal of 32, 64 or 128 characters (RFC 4279). */
const PSK_KEY_LENGTHS = [32, 64, 128];

const keyProblem = (mode: Lwm2mSecurityMode, key: string | undefined): string | null => {
    const value = (key ?? '').trim();
    if (!value) return 'device-credentials.lwm2m.key-required';
    if (mode === 'PSK' && (!HEX.test(value) || !PSK_KEY_LENGTHS.includes(value.length))) return 'device-credentials.lwm2m.psk-key-format';
    if (mode !== 'PSK' && !BASE64.test(value)) return 'device-credentials.lwm2m.base64-format';
    return null;
};

/** What each field lacks, as i18n keys by field path ('client.endpoint', 'bootstrapServer.clientSecretKey'). */
export const lwm2mProblems = ({ client, bootstrap }: Lwm2mCredentials): Record<string, string> => {
    const problems: Record<string, string> = {};
    if (!client.endpoint.trim()) problems['client.endpoint'] = 'device-credentials.lwm2m.endpoint-required';
    if (client.securityConfigClientMode === 'PSK' && !client.identity?.trim()) problems['client.identity'] = 'device-credentials.lwm2m.identity-required';
    if (client.securityConfigClientMode === 'PSK' || client.securityConfigClientMode === 'RPK') {
        const problem = keyProblem(client.securityConfigClientMode, client.key);
        if (problem) problems['client.key'] = problem;
    }
    for (const name of ['bootstrapServer', 'lwm2mServer'] as const) {
        const server = bootstrap[name];
        if (server.securityMode === 'NO_SEC') continue;
        if (!server.clientPublicKeyOrId?.trim()) problems[`${name}.clientPublicKeyOrId`] = 'device-credentials.lwm2m.public-key-or-id-required';
        if (!server.clientSecretKey?.trim()) problems[`${name}.clientSecretKey`] = 'device-credentials.lwm2m.secret-key-required';
    }
    return problems;
};
