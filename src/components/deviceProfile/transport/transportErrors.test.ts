import { describe, expect, it } from 'vitest';
import { defaultTransportConfiguration } from '../profileModel';
import { topicFilterError } from './MqttTransport';
import { transportErrors } from './transportErrors';

describe('transport step errors', () => {
    it('MQTT topic filters: required, + as a whole level, # only last', () => {
        expect(topicFilterError('v1/devices/me/telemetry')).toBeNull();
        expect(topicFilterError('sensors/+/data/#')).toBeNull();
        expect(topicFilterError(' ')).toBe('device-profile.topic-filter-required');
        expect(topicFilterError('sensors/#/data')).toBe('device-profile.not-valid-multi-character');
        expect(topicFilterError('sensors/a+')).toBe('device-profile.not-valid-multi-character');
    });
    it('default transports are complete; LwM2M key names must be unique', () => {
        for (const type of ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'] as const) expect(transportErrors(defaultTransportConfiguration(type))).toEqual([]);
        const lwm2m = defaultTransportConfiguration('LWM2M');
        const observeAttr = { ...(lwm2m.observeAttr as object), keyName: { '/3_1.0/0/1': 'a', '/3_1.0/0/2': 'a' } };
        expect(transportErrors({ ...lwm2m, observeAttr })).toEqual(['device-profile.lwm2m.key-name-duplicate']);
    });
});

describe('schema form errors block the transport step', () => {
    it('SNMP: a negative timeout or a mapping with a bad OID or no key', () => {
        const snmp = defaultTransportConfiguration('SNMP');
        expect(transportErrors({ ...snmp, timeoutMs: -1 })).toHaveLength(1);
        const mapping = (oid: string, key: string) => ({ ...snmp, communicationConfigs: [{ spec: 'TELEMETRY_QUERYING', queryingFrequencyMs: 5000, mappings: [{ oid, key, dataType: 'LONG' }] }] });
        expect(transportErrors(mapping('1.3.6.1.2.1.1.1.0', 'uptime'))).toEqual([]);
        expect(transportErrors(mapping('1.3.x', 'uptime'))).toHaveLength(1);
        expect(transportErrors(mapping('1.3.6', ''))).toHaveLength(1);
    });
    it('LwM2M: a bootstrap server port out of range, a negative lifetime', () => {
        const lwm2m = defaultTransportConfiguration('LWM2M');
        const server = { shortServerId: 123, host: 'localhost', port: 5685, securityMode: 'NO_SEC', lifetime: 300 };
        expect(transportErrors({ ...lwm2m, bootstrap: [server] })).toEqual([]);
        expect(transportErrors({ ...lwm2m, bootstrap: [{ ...server, port: 70000 }] })).toHaveLength(1);
        expect(transportErrors({ ...lwm2m, bootstrap: [{ ...server, lifetime: -1 }] })).toHaveLength(1);
    });
});
