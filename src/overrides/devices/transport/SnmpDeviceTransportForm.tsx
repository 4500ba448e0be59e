import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { AUTHENTICATION_PROTOCOLS, PRIVACY_PROTOCOLS, protocolLabel, SNMP_VERSIONS, snmpDeviceOf, snmpProblems, type SnmpDeviceConfig } from './snmpDevice';

export interface SnmpDeviceTransportFormProps {
    value: SnmpDeviceConfig;
    onChange: (value: SnmpDeviceConfig) => void;
    showErrors: boolean;
    disabled?: boolean;
}

const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;

/** Host, port, SNMP version and its security: the community for v1 and v2c, user and protocols for v3. */
export const SnmpDeviceTransportForm = ({ value, onChange, showErrors, disabled }: SnmpDeviceTransportFormProps) => {
    const translate = useTranslate();
    const problems = snmpProblems(value);
    const set = (change: Partial<SnmpDeviceConfig>) => onChange({ ...value, ...change });
    const problem = (field: keyof SnmpDeviceConfig) => (showErrors && problems[field] ? translate(problems[field]!) : ' ');
    const text = (field: 'host' | 'community' | 'username' | 'securityName' | 'contextName' | 'engineId' | 'authenticationPassphrase' | 'privacyPassphrase', required: boolean, type = 'text') => (
        <TextField
            name={`snmp.${field}`}
            label={translate(`device.snmp.${field}`)}
            value={value[field] ?? ''}
            onChange={event => set({ [field]: event.target.value })}
            // Marked, not enforced by the browser: the form says what is missing in its own words.
            slotProps={{ inputLabel: { required } }}
            type={type}
            autoComplete={type === 'password' ? 'new-password' : 'off'}
            disabled={disabled}
            error={showErrors && !!problems[field]}
            helperText={problem(field)}
            fullWidth
        />
    );
    /** A v3 protocol choice: the field, its options and the default ThingsBoard preselects. */
    const protocol = <F extends 'authenticationProtocol' | 'privacyProtocol'>(field: F, options: readonly NonNullable<SnmpDeviceConfig[F]>[], fallback: NonNullable<SnmpDeviceConfig[F]>) => (
        <TextField
            select
            name={`snmp.${field}`}
            label={translate(`device.snmp.${field}`)}
            value={value[field] ?? fallback}
            onChange={event => set({ [field]: event.target.value } as Partial<SnmpDeviceConfig>)}
            disabled={disabled}
            helperText=" "
            fullWidth
        >
            {options.map(option => (
                <MenuItem key={option} value={option}>
                    {protocolLabel(option)}
                </MenuItem>
            ))}
        </TextField>
    );
    return (
        <Stack spacing={0.5} sx={{ width: '100%' }}>
            <Stack {...row}>
                {text('host', true)}
                <TextField
                    name="snmp.port"
                    type="number"
                    label={translate('device.snmp.port')}
                    value={value.port ?? ''}
                    onChange={event => set({ port: event.target.value === '' ? null : Number(event.target.value) })}
                    disabled={disabled}
                    error={showErrors && !!problems.port}
                    helperText={problem('port')}
                    slotProps={{ inputLabel: { required: true }, htmlInput: { inputMode: 'numeric' } }}
                    sx={{ width: { sm: 180 }, flexShrink: 0 }}
                />
            </Stack>
            <TextField
                select
                name="snmp.protocolVersion"
                label={translate('device.snmp.protocolVersion')}
                value={value.protocolVersion}
                // Another version keeps host and port and brings that version's own fields.
                onChange={event => onChange(snmpDeviceOf({ ...value, protocolVersion: event.target.value }))}
                disabled={disabled}
                helperText=" "
                fullWidth
            >
                {SNMP_VERSIONS.map(version => (
                    <MenuItem key={version} value={version}>
                        {translate(`device.snmp.version-${version}`)}
                    </MenuItem>
                ))}
            </TextField>
            {value.protocolVersion !== 'V3' ? (
                text('community', true, 'password')
            ) : (
                <>
                    <Stack {...row}>
                        {text('username', true)}
                        {text('securityName', true)}
                    </Stack>
                    <Stack {...row}>
                        {text('contextName', false)}
                        {text('engineId', false)}
                    </Stack>
                    <Stack {...row}>
                        {protocol('authenticationProtocol', AUTHENTICATION_PROTOCOLS, 'SHA_1')}
                        {text('authenticationPassphrase', true, 'password')}
                    </Stack>
                    <Stack {...row}>
                        {protocol('privacyProtocol', PRIVACY_PROTOCOLS, 'DES')}
                        {text('privacyPassphrase', true, 'password')}
                    </Stack>
                </>
            )}
        </Stack>
    );
};
