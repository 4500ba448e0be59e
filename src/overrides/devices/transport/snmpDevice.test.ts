import { describe, expect, it } from 'vitest';
import { protocolLabel, snmpDeviceOf, snmpProblems } from './snmpDevice';

describe("an SNMP device's settings", () => {
    it('start as ThingsBoard defaults them: localhost:161, v2c, public', () => {
        expect(snmpDeviceOf({ type: 'SNMP' })).toEqual({ type: 'SNMP', host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public' });
    });

    it('v3 brings its security fields, SHA-1 and DES preselected, and drops the community', () => {
        expect(snmpDeviceOf({ type: 'SNMP', host: 'h', port: 1161, protocolVersion: 'V3', community: 'x' })).toEqual({
            type: 'SNMP', host: 'h', port: 1161, protocolVersion: 'V3', username: '', securityName: '', contextName: '',
            authenticationProtocol: 'SHA_1', authenticationPassphrase: '', privacyProtocol: 'DES', privacyPassphrase: '', engineId: '',
        });
    });

    it('need a host, a port in range, and the community (v1, v2c) or the v3 names and passphrases', () => {
        expect(snmpProblems(snmpDeviceOf({ host: '', port: 0 }))).toEqual({ host: 'device.snmp.host-required', port: 'device.snmp.port-range' });
        expect(snmpProblems({ ...snmpDeviceOf({}), community: '' })).toEqual({ community: 'device.snmp.community-required' });
        expect(Object.keys(snmpProblems(snmpDeviceOf({ protocolVersion: 'V3' })))).toEqual(['username', 'securityName', 'authenticationPassphrase', 'privacyPassphrase']);
        expect(snmpProblems(snmpDeviceOf({}))).toEqual({});
    });

    it('name protocols as people write them', () => {
        expect([protocolLabel('SHA_256'), protocolLabel('AES_128'), protocolLabel('MD5')]).toEqual(['SHA-256', 'AES-128', 'MD5']);
    });
});
