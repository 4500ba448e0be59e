import { describe, expect, it } from 'vitest';
import { ThingsboardError } from '../errors';
import { DEFAULT_SNMP_DEVICE, deviceTransportConfiguration } from './deviceTransport';

const v3 = {
    type: 'SNMP', host: '10.0.0.7', port: 1161, protocolVersion: 'V3', username: 'ops', securityName: 'ops', contextName: '', engineId: '',
    authenticationProtocol: 'SHA_256', authenticationPassphrase: 'auth-secret', privacyProtocol: 'AES_128', privacyPassphrase: 'priv-secret',
};

describe("a device's transport configuration", () => {
    it("keeps what is sent for the profile's transport: SNMP's known fields", () => {
        expect(deviceTransportConfiguration({ ...v3, extra: 1 }, 'SNMP')).toEqual(v3);
        expect(deviceTransportConfiguration({ type: 'SNMP', host: 'h', port: 161, protocolVersion: 'V1', community: 'c' }, 'SNMP')).toEqual({ type: 'SNMP', host: 'h', port: 161, protocolVersion: 'V1', community: 'c' });
        expect(deviceTransportConfiguration({ type: 'MQTT', anything: 'kept' }, 'MQTT')).toEqual({ type: 'MQTT', anything: 'kept' });
        expect(deviceTransportConfiguration({ type: 'DEFAULT', x: 1 }, 'DEFAULT')).toEqual({ type: 'DEFAULT' });
    });

    it("falls back to the transport's default when none or another type is sent", () => {
        expect(deviceTransportConfiguration(undefined, 'SNMP')).toEqual(DEFAULT_SNMP_DEVICE);
        expect(deviceTransportConfiguration({ type: 'DEFAULT' }, 'LWM2M')).toEqual({ type: 'LWM2M' });
    });

    it.each([
        ['no host', { ...v3, host: ' ' }],
        ['no port', { ...v3, port: null }],
        ['an unknown version', { ...v3, protocolVersion: 'V4' }],
        ['v2c without community', { type: 'SNMP', host: 'h', port: 161, protocolVersion: 'V2C', community: '' }],
        ['v3 without privacy passphrase', { ...v3, privacyPassphrase: '' }],
        ['v3 with an unknown authentication protocol', { ...v3, authenticationProtocol: 'SHA_999' }],
    ])('refuses an SNMP configuration with %s, as ThingsBoard does', (_case, config) => {
        expect(() => deviceTransportConfiguration(config, 'SNMP')).toThrow(ThingsboardError);
        expect(() => deviceTransportConfiguration(config, 'SNMP')).toThrow('Transport configuration is not valid');
    });
});
