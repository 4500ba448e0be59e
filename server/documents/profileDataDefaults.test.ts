import { describe, expect, it } from 'vitest';
import { withProfileDataDefaults } from './profileDataDefaults';

describe('withProfileDataDefaults', () => {
    it('writes the four parts of a DeviceProfileData, with the defaults of the profile types', () => {
        expect(withProfileDataDefaults({ configuration: { type: 'DEFAULT' } }, 'MQTT', 'ALLOW_CREATE_NEW_DEVICES')).toEqual({
            configuration: { type: 'DEFAULT' },
            transportConfiguration: expect.objectContaining({ type: 'MQTT', deviceTelemetryTopic: 'v1/devices/me/telemetry' }),
            provisionConfiguration: { type: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceSecret: null },
            alarms: null,
        });
    });

    it('keeps every part the data has', () => {
        const data = { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' }, provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null }, alarms: [] };
        expect(withProfileDataDefaults(data, 'MQTT', 'DISABLED')).toEqual(data);
    });

    it("writes each alarm rule's unset properties as ThingsBoard serialises them", () => {
        const condition = { condition: [], spec: { type: 'SIMPLE' } };
        const data = withProfileDataDefaults({ alarms: [{ id: 'a', alarmType: 'High', createRules: { CRITICAL: { condition } }, propagate: true }] }, 'DEFAULT', 'DISABLED') as { alarms: unknown[] };
        expect(data.alarms[0]).toEqual({
            id: 'a',
            alarmType: 'High',
            createRules: { CRITICAL: { condition, schedule: null, alarmDetails: null, dashboardId: null } },
            clearRule: null,
            propagate: true,
            propagateToOwner: false,
            propagateToTenant: false,
            propagateRelationTypes: null,
        });
    });

    it('leaves what is not an object as it is', () => {
        expect(withProfileDataDefaults(null, 'DEFAULT', 'DISABLED')).toBeNull();
    });
});
