// Checked by the typecheck `npm test` runs first: what the alarm editors build must fit the document
// the server validates (schemas/documents/device-profile-data.json, as codegen types it).
import { describe, expectTypeOf, it } from 'vitest';
import type * as ProfileDocument from '../../../shared/generated/deviceProfileData.gen';
import type { AlarmConditionSpec, AlarmRule, AlarmSchedule, DeviceProfileAlarm } from './profileModel';

describe('the console alarm-rule model', () => {
    it('is a device-profile-data.json document', () => {
        expectTypeOf<AlarmRule>().toMatchTypeOf<ProfileDocument.AlarmRule>();
        expectTypeOf<DeviceProfileAlarm>().toMatchTypeOf<ProfileDocument.DeviceProfileAlarm>();
        expectTypeOf<AlarmRule['condition']['condition'][number]>().toMatchTypeOf<ProfileDocument.AlarmConditionFilter>();
        expectTypeOf<AlarmConditionSpec>().toMatchTypeOf<ProfileDocument.AlarmConditionSpec>();
        expectTypeOf<AlarmSchedule>().toEqualTypeOf<ProfileDocument.AlarmSchedule>();
    });
});
