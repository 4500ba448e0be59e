import { describe, expect, it } from 'vitest';
import { newAlarm } from './alarmRules';
import { newDeviceProfile, withProvisioning, withTransportType, type DeviceProfile } from './profileModel';
import { invalidSections } from './profileSections';

const named = (): DeviceProfile => ({ ...newDeviceProfile(), name: 'Sensors' });

describe('profile sections', () => {
    it('a named default profile is complete; an unnamed one stops at details', () => {
        expect(invalidSections(named())).toEqual([]);
        expect(invalidSections(newDeviceProfile())).toEqual(['details']);
    });
    it('an empty MQTT topic, an incomplete alarm and missing provisioning secrets are caught', () => {
        const mqtt = withTransportType(named(), 'MQTT');
        const noTopic = { ...mqtt, profileData: { ...mqtt.profileData, transportConfiguration: { ...mqtt.profileData.transportConfiguration, deviceTelemetryTopic: '' } } };
        expect(invalidSections(noTopic)).toEqual(['transport']);
        const withAlarm = { ...named(), profileData: { ...named().profileData, alarms: [newAlarm(() => 'a')] } };
        expect(invalidSections(withAlarm)).toEqual(['alarms']);
        expect(invalidSections(withProvisioning(named(), { type: 'ALLOW_CREATE_NEW_DEVICES' }))).toEqual(['provisioning']);
    });
});
