import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { PROVISION_TYPES, provisioningErrors, type ProvisionConfiguration, type ProvisionType } from './profileModel';

const PROVISION_LABELS: Readonly<Record<ProvisionType, string>> = {
    DISABLED: 'device-profile.provision-strategy-disabled',
    ALLOW_CREATE_NEW_DEVICES: 'device-profile.provision-strategy-created-new',
    CHECK_PRE_PROVISIONED_DEVICES: 'device-profile.provision-strategy-check-pre-provisioned',
};

/** The provisioning strategy; enabled strategies need a device key and secret. */
export const ProvisioningSection = ({ value, onChange, showErrors }: { value: ProvisionConfiguration; onChange: (value: ProvisionConfiguration) => void; showErrors: boolean }) => {
    const translate = useTranslate();
    const errors = provisioningErrors(value);
    const field = (key: 'provisionDeviceKey' | 'provisionDeviceSecret', label: string, error?: string) => (
        <TextField
                size="small"
                required
                fullWidth
                label={translate(label)}
                value={value[key] ?? ''}
                error={showErrors && !!error}
                helperText={showErrors && error ? translate(error) : ' '}
                onChange={event => onChange({ ...value, [key]: event.target.value })}
            />
    );
    return (
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
            <TextField
                select
                size="small"
                label={translate('device-profile.provision-strategy')}
                value={value.type}
                helperText={translate(`${PROVISION_LABELS[value.type]}-hint`)}
                onChange={event => onChange({ ...value, type: event.target.value as ProvisionType })}
            >
                {PROVISION_TYPES.map(type => (
                    <MenuItem key={type} value={type}>
                        {translate(PROVISION_LABELS[type])}
                    </MenuItem>
                ))}
            </TextField>
            {value.type !== 'DISABLED' && (
                <>
                    {field('provisionDeviceKey', 'device-profile.provision-device-key', errors.key)}
                    {field('provisionDeviceSecret', 'device-profile.provision-device-secret', errors.secret)}
                </>
            )}
        </Stack>
    );
};
