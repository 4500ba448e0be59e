import { describe, expect, it } from 'vitest';
import { lwm2mAttributeError } from './lwm2mAttributes';
import { defaultTransportConfiguration, newDeviceProfile, normalizeProfile, protobufPayloadConfiguration, provisioningErrors, withProvisioning, withTransportType } from './profileModel';

describe('transport defaults (part2 §3.6)', () => {
    it('DEFAULT has only its type', () => {
        expect(defaultTransportConfiguration('DEFAULT')).toEqual({ type: 'DEFAULT' });
    });
    it('MQTT: ThingsBoard topics, JSON payload, compatibility flags off', () => {
        expect(defaultTransportConfiguration('MQTT')).toMatchObject({
            type: 'MQTT',
            deviceTelemetryTopic: 'v1/devices/me/telemetry',
            deviceAttributesTopic: 'v1/devices/me/attributes',
            transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
        });
        expect(protobufPayloadConfiguration()).toMatchObject({
            transportPayloadType: 'PROTOBUF',
            enableCompatibilityWithJsonPayloadFormat: false,
            useJsonPayloadFormatForDefaultDownlinkTopics: false,
        });
        expect(String(protobufPayloadConfiguration().deviceTelemetryProtoSchema)).toContain('message SensorDataReading');
    });
    it('CoAP: DEFAULT device type with JSON payload, power mode DRX', () => {
        expect(defaultTransportConfiguration('COAP')).toMatchObject({
            coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' } },
            clientSettings: { powerMode: 'DRX' },
        });
    });
    it('LwM2M: empty observe lists and bootstrap, client settings 1/1/1, DRX, no composite operations', () => {
        expect(defaultTransportConfiguration('LWM2M')).toEqual({
            type: 'LWM2M',
            observeAttr: { observe: [], attribute: [], telemetry: [], keyName: {}, attributeLwm2m: {} },
            bootstrapServerUpdateEnable: false,
            bootstrap: [],
            clientLwM2mSettings: { clientOnlyObserveAfterConnect: 1, fwUpdateStrategy: 1, swUpdateStrategy: 1, powerMode: 'DRX', compositeOperationsSupport: false },
        });
    });
    it('SNMP: timeout 500, retries 0, no communication configs', () => {
        expect(defaultTransportConfiguration('SNMP')).toEqual({ type: 'SNMP', timeoutMs: 500, retries: 0, communicationConfigs: null });
    });
    it('changing the transport starts from the new defaults; the same type keeps the settings', () => {
        const mqtt = withTransportType(newDeviceProfile(), 'MQTT');
        const edited = { ...mqtt, profileData: { ...mqtt.profileData, transportConfiguration: { ...mqtt.profileData.transportConfiguration, deviceTelemetryTopic: 'x' } } };
        expect(withTransportType(edited, 'MQTT')).toBe(edited);
        expect(withTransportType(edited, 'SNMP').profileData.transportConfiguration.type).toBe('SNMP');
    });
});

describe('provisioning', () => {
    it('key and secret are required once enabled, and mirrored on the profile', () => {
        expect(provisioningErrors({ type: 'DISABLED' })).toEqual({});
        expect(provisioningErrors({ type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceKey: ' ', provisionDeviceSecret: null })).toEqual({
            key: 'device-profile.provision-device-key-required',
            secret: 'device-profile.provision-device-secret-required',
        });
        const enabled = withProvisioning(newDeviceProfile(), { type: 'CHECK_PRE_PROVISIONED_DEVICES', provisionDeviceKey: 'k', provisionDeviceSecret: 's' });
        expect(enabled).toMatchObject({ provisionType: 'CHECK_PRE_PROVISIONED_DEVICES', provisionDeviceKey: 'k', profileData: { provisionConfiguration: { provisionDeviceSecret: 's' } } });
        expect(withProvisioning(enabled, { type: 'DISABLED' })).toMatchObject({ provisionDeviceKey: null, profileData: { provisionConfiguration: { provisionDeviceKey: null } } });
    });
    it('a profile from the server with alarms null still edits', () => {
        expect(normalizeProfile({ name: 'default', profileData: { alarms: null } as never }).profileData.alarms).toEqual([]);
    });
});

describe('LwM2M attributes (part2 §5.1)', () => {
    it('are required; pmin and pmax digits only', () => {
        expect(lwm2mAttributeError('pmin', '')).toBe('device-profile.lwm2m.attribute-value-required');
        expect(lwm2mAttributeError('pmax', '-1')).toBe('device-profile.lwm2m.attribute-value-pattern');
        expect(lwm2mAttributeError('pmin', '1.5')).toBe('device-profile.lwm2m.attribute-value-pattern');
        expect(lwm2mAttributeError('pmin', '10')).toBeNull();
        expect(lwm2mAttributeError('gt', '-1.5')).toBeNull();
        expect(lwm2mAttributeError('st', 'abc')).toBe('device-profile.lwm2m.attribute-value-number');
    });
});
