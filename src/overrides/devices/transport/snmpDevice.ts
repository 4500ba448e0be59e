/** An SNMP device's transport settings (ThingsBoard's SnmpDeviceTransportConfiguration, part 2 §3.6). */
export interface SnmpDeviceConfig {
    type: 'SNMP';
    host: string;
    port: number | null;
    protocolVersion: SnmpVersion;
    community?: string;
    username?: string;
    securityName?: string;
    contextName?: string;
    authenticationProtocol?: AuthenticationProtocol;
    authenticationPassphrase?: string;
    privacyProtocol?: PrivacyProtocol;
    privacyPassphrase?: string;
    engineId?: string;
}

export const SNMP_VERSIONS = ['V1', 'V2C', 'V3'] as const;
export type SnmpVersion = (typeof SNMP_VERSIONS)[number];
export const AUTHENTICATION_PROTOCOLS = ['SHA_1', 'SHA_224', 'SHA_256', 'SHA_384', 'SHA_512', 'MD5'] as const;
export type AuthenticationProtocol = (typeof AUTHENTICATION_PROTOCOLS)[number];
export const PRIVACY_PROTOCOLS = ['DES', 'AES_128', 'AES_192', 'AES_256'] as const;
export type PrivacyProtocol = (typeof PRIVACY_PROTOCOLS)[number];

/** How a protocol name reads: SHA_256 → SHA-256, AES_128 → AES-128. */
export const protocolLabel = (protocol: string) => protocol.replace('_', '-');

export const PORT_RANGE = { min: 1, max: 65535 };

/** A new SNMP device: localhost:161, v2c, community public; v3 fields start empty with SHA-1 and DES. */
export const snmpDeviceOf = (value: unknown): SnmpDeviceConfig => {
    const sent = value !== null && typeof value === 'object' ? (value as Partial<SnmpDeviceConfig>) : {};
    const version = SNMP_VERSIONS.includes(sent.protocolVersion as SnmpVersion) ? (sent.protocolVersion as SnmpVersion) : 'V2C';
    const base: SnmpDeviceConfig = {
        type: 'SNMP',
        host: typeof sent.host === 'string' ? sent.host : 'localhost',
        port: typeof sent.port === 'number' ? sent.port : 161,
        protocolVersion: version,
    };
    return version === 'V3'
        ? {
              ...base,
              username: sent.username ?? '',
              securityName: sent.securityName ?? '',
              contextName: sent.contextName ?? '',
              authenticationProtocol: sent.authenticationProtocol ?? 'SHA_1',
              authenticationPassphrase: sent.authenticationPassphrase ?? '',
              privacyProtocol: sent.privacyProtocol ?? 'DES',
              privacyPassphrase: sent.privacyPassphrase ?? '',
              engineId: sent.engineId ?? '',
          }
        : { ...base, community: sent.community ?? 'public' };
};

/** What each field lacks, as i18n keys by field: the rules ThingsBoard's server checks on save. */
export const snmpProblems = (config: SnmpDeviceConfig): Partial<Record<keyof SnmpDeviceConfig, string>> => {
    const problems: Partial<Record<keyof SnmpDeviceConfig, string>> = {};
    if (!config.host.trim()) problems.host = 'device.snmp.host-required';
    if (config.port === null || !Number.isInteger(config.port) || config.port < PORT_RANGE.min || config.port > PORT_RANGE.max) problems.port = 'device.snmp.port-range';
    if (config.protocolVersion !== 'V3') {
        if (!config.community) problems.community = 'device.snmp.community-required';
        return problems;
    }
    if (!config.username?.trim()) problems.username = 'device.snmp.username-required';
    if (!config.securityName?.trim()) problems.securityName = 'device.snmp.security-name-required';
    if (!config.authenticationPassphrase?.trim()) problems.authenticationPassphrase = 'device.snmp.authentication-passphrase-required';
    if (!config.privacyPassphrase?.trim()) problems.privacyPassphrase = 'device.snmp.privacy-passphrase-required';
    return problems;
};
