import { isDeviceProfileAlarmValid } from './alarmRules';
import { provisioningErrors, type DeviceProfile } from './profileModel';
import { transportErrors } from './transport/transportErrors';

/** The stepper's steps and the edit page's tabs, in ThingsBoard's order. */
export const PROFILE_SECTIONS = ['details', 'transport', 'alarms', 'provisioning'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const SECTION_LABELS: Readonly<Record<ProfileSection, string>> = {
    details: 'device-profile.profile-configuration',
    transport: 'device-profile.transport-configuration',
    alarms: 'device-profile.alarm-rules',
    provisioning: 'device-profile.device-provisioning',
};

/** Whether each section may be saved as it is. */
export const SECTION_VALIDITY: Readonly<Record<ProfileSection, (profile: DeviceProfile) => boolean>> = {
    details: profile => profile.name.trim().length > 0,
    transport: profile => transportErrors(profile.profileData.transportConfiguration).length === 0,
    alarms: profile => (profile.profileData.alarms ?? []).every(isDeviceProfileAlarmValid),
    provisioning: profile => Object.keys(provisioningErrors(profile.profileData.provisionConfiguration)).length === 0,
};

export const invalidSections = (profile: DeviceProfile): ProfileSection[] => PROFILE_SECTIONS.filter(section => !SECTION_VALIDITY[section](profile));
