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
