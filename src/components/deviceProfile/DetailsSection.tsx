import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { EntityAutocomplete } from '../pickers/EntityAutocomplete';
import { DashboardAutocomplete } from '../pickers/DashboardAutocomplete';
import { OtaPackageAutocomplete } from '../pickers/OtaPackageAutocomplete';
import { QueueAutocomplete } from '../pickers/QueueAutocomplete';
import { ImageField } from './ImageField';
import { DEVICE_PROFILE_IMAGE_MAX_BYTES } from './imageFile';
import type { EntityType } from '../../../resources/kernel';
import type { DeviceProfile, EntityId } from './profileModel';

const ref = (entityType: EntityType, id: string | null): EntityId | null => (id ? { entityType, id } : null);

interface DetailsSectionProps {
    value: DeviceProfile;
    onChange: (value: DeviceProfile) => void;
    showErrors: boolean;
}

/** Name, defaults for the profile's devices (rule chain, dashboard, queue, OTA packages), image and description. */
export const DetailsSection = ({ value, onChange, showErrors }: DetailsSectionProps) => {
    const translate = useTranslate();
    const set = (patch: Partial<DeviceProfile>) => onChange({ ...value, ...patch });
    const nameMissing = showErrors && !value.name.trim();
    const profileId = value.id?.id ?? null;
    return (
        <Stack spacing={2}>
            <TextField
                size="small"
                required
                fullWidth
                name="name"
                label={translate('device-profile.name')}
                value={value.name}
                error={nameMissing}
                helperText={nameMissing ? translate('device-profile.name-required') : ' '}
                onChange={event => set({ name: event.target.value })}
            />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <EntityAutocomplete
                    entityType="RULE_CHAIN"
                    label={translate('device-profile.default-rule-chain')}
                    value={value.defaultRuleChainId?.id ?? null}
                    onChange={id => set({ defaultRuleChainId: ref('RULE_CHAIN', id) })}
                    size="small"
                />
                <QueueAutocomplete
                    label={translate('device-profile.queue-name')}
                    value={value.defaultQueueName}
                    onChange={defaultQueueName => set({ defaultQueueName })}
                />
            </Stack>
            <DashboardAutocomplete
                label={translate('device-profile.mobile-dashboard')}
                value={value.defaultDashboardId?.id ?? null}
                onChange={id => set({ defaultDashboardId: ref('DASHBOARD', id) })}
            />
            {profileId ? (
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                    <OtaPackageAutocomplete
                        deviceProfileId={profileId}
                        type="FIRMWARE"
                        value={value.firmwareId?.id ?? null}
                        onChange={id => set({ firmwareId: ref('OTA_PACKAGE', id) })}
                    />
                    <OtaPackageAutocomplete
                        deviceProfileId={profileId}
                        type="SOFTWARE"
                        value={value.softwareId?.id ?? null}
                        onChange={id => set({ softwareId: ref('OTA_PACKAGE', id) })}
                    />
                </Stack>
            ) : (
                // OTA packages are listed per profile (GET /api/otaPackages/{deviceProfileId}/{type}).
                <Typography variant="body2" color="text.secondary">
                    {translate('device-profile.ota-after-create')}
                </Typography>
            )}
            <ImageField label={translate('device-profile.image')} value={value.image} onChange={image => set({ image })} maxBytes={DEVICE_PROFILE_IMAGE_MAX_BYTES} />
            <TextField
                size="small"
                multiline
                minRows={2}
                fullWidth
                label={translate('device-profile.description')}
                value={value.description ?? ''}
                onChange={event => set({ description: event.target.value || null })}
            />
        </Stack>
    );
};
