import { describe, expect, it } from 'vitest';
import { allowedCredentialsTypes, readMqttBasic, transportOf, writeMqttBasic } from './credentialTypes';

describe('device credentials per transport', () => {
    it('offers only what the transport allows (part 2 §3.6)', () => {
        expect(allowedCredentialsTypes('DEFAULT')).toEqual(['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC']);
        expect(allowedCredentialsTypes('MQTT')).toEqual(['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC']);
        expect(allowedCredentialsTypes('COAP')).toEqual(['ACCESS_TOKEN', 'X509_CERTIFICATE']);
        expect(allowedCredentialsTypes('LWM2M')).toEqual(['LWM2M_CREDENTIALS']);
        expect(allowedCredentialsTypes('SNMP')).toEqual(['ACCESS_TOKEN']);
    });

    it('reads the transport from the device data, DEFAULT when unknown', () => {
        expect(transportOf({ deviceData: { transportConfiguration: { type: 'COAP' } } })).toBe('COAP');
        expect(transportOf({ deviceData: null })).toBe('DEFAULT');
        expect(transportOf(undefined)).toBe('DEFAULT');
    });

    it('keeps MQTT basic values as ThingsBoard\'s JSON string', () => {
        expect(readMqttBasic('{"clientId":"c","userName":null,"password":"p"}')).toEqual({ clientId: 'c', userName: '', password: 'p' });
        expect(readMqttBasic(null)).toEqual({ clientId: '', userName: '', password: '' });
        expect(JSON.parse(writeMqttBasic({ clientId: '', userName: 'u', password: 'p' }))).toEqual({ clientId: null, userName: 'u', password: 'p' });
    });
});
