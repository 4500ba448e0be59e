import { ProfileAlarmRules } from './alarms/ProfileAlarmRules';
import { DetailsSection } from './DetailsSection';
import { withProvisioning, withTransportType, type DeviceProfile } from './profileModel';
import type { ProfileSection } from './profileSections';
import { ProvisioningSection } from './ProvisioningSection';
import { TransportSection } from './transport/TransportSection';

interface DeviceProfileSectionEditorProps {
    section: ProfileSection;
    value: DeviceProfile;
    onChange: (value: DeviceProfile) => void;
    showErrors: boolean;
}

/** One section of the profile, shared by the create stepper and the edit tabs. */
export const DeviceProfileSectionEditor = ({ section, value, onChange, showErrors }: DeviceProfileSectionEditorProps) => {
    const data = value.profileData;
    const setData = (patch: Partial<DeviceProfile['profileData']>) => onChange({ ...value, profileData: { ...data, ...patch } });
    switch (section) {
        case 'details':
            return <DetailsSection value={value} onChange={onChange} showErrors={showErrors} />;
        case 'transport':
            return (
                <TransportSection
                    transportType={value.transportType}
                    onTransportTypeChange={type => onChange(withTransportType(value, type))}
                    value={data.transportConfiguration}
                    onChange={transportConfiguration => setData({ transportConfiguration })}
                    showErrors={showErrors}
                />
            );
        case 'alarms':
            return <ProfileAlarmRules profileId={value.id?.id ?? null} value={data.alarms ?? []} onChange={alarms => setData({ alarms })} showErrors={showErrors} />;
        case 'provisioning':
            return <ProvisioningSection value={data.provisionConfiguration} onChange={provision => onChange(withProvisioning(value, provision))} showErrors={showErrors} />;
    }
};
