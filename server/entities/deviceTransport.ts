import { badRequest } from '../errors';
import { isPlainObject } from '../lib/json';

type Json = Record<string, unknown>;

/** The fields of an SNMP device's transport configuration (ThingsBoard's SnmpDeviceTransportConfiguration). */
const SNMP_FIELDS = [
    'host', 'port', 'protocolVersion', 'community',
    'username', 'securityName', 'contextName', 'authenticationProtocol', 'authenticationPassphrase', 'privacyProtocol', 'privacyPassphrase', 'engineId',
] as const;
const SNMP_VERSIONS = ['V1', 'V2C', 'V3'];
const AUTHENTICATION_PROTOCOLS = ['SHA_1', 'SHA_224', 'SHA_256', 'SHA_384', 'SHA_512', 'MD5'];
const PRIVACY_PROTOCOLS = ['DES', 'AES_128', 'AES_192', 'AES_256'];

/** A new SNMP device's settings: localhost:161, SNMP v2c, community public (part 2 §3.6). */
export const DEFAULT_SNMP_DEVICE = { type: 'SNMP', host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public' };

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** ThingsBoard's isValid of an SNMP device configuration: a host, a port and a version, then what the version needs. */
const snmpIsValid = (config: Json): boolean => {
    if (blank(config.host) || typeof config.port !== 'number' || !SNMP_VERSIONS.includes(String(config.protocolVersion))) return false;
    if (config.protocolVersion !== 'V3') return typeof config.community === 'string' && config.community !== '';
    return !blank(config.username) && !blank(config.securityName) && typeof config.contextName === 'string'
        && AUTHENTICATION_PROTOCOLS.includes(String(config.authenticationProtocol)) && !blank(config.authenticationPassphrase)
        && PRIVACY_PROTOCOLS.includes(String(config.privacyProtocol)) && !blank(config.privacyPassphrase) && typeof config.engineId === 'string';
};

/** The known fields only, as ThingsBoard's JSON mapping keeps them. */
const snmpOf = (config: Json): Json => ({ type: 'SNMP', ...Object.fromEntries(SNMP_FIELDS.filter(field => config[field] !== undefined).map(field => [field, config[field]])) });

/**
 * A device's transport configuration as ThingsBoard 3.3 saves it (DeviceDataValidator, then
 * syncDeviceData): an SNMP one sent must be valid ("Transport configuration is not valid"); the
 * one sent is kept when its type is the profile's transport, else the transport's default.
 * MQTT, CoAP and LwM2M keep any property; DEFAULT has none; SNMP keeps its known fields.
 */
export function deviceTransportConfiguration(sent: unknown, transport: string): Json {
    const config = isPlainObject(sent) ? sent : null;
    if (config?.type === 'SNMP' && !snmpIsValid(config)) throw badRequest('Transport configuration is not valid');
    if (!config || config.type !== transport) return transport === 'SNMP' ? { ...DEFAULT_SNMP_DEVICE } : { type: transport };
    switch (transport) {
        case 'SNMP':
            return snmpOf(config);
        case 'DEFAULT':
            return { type: 'DEFAULT' };
        default:
            return { ...config };
    }
}
