import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DeviceCredentialsType } from '../../../shared/generated/api.gen';
import { CopyButton } from '../../components/display/CopyButton';
import type { MqttBasicValue, TransportType } from './credentialTypes';
import { ACCESS_TOKEN_MAX_LENGTH, type Draft } from './credentialsDraft';
import { Lwm2mCredentialsForm } from './Lwm2mCredentialsForm';

export interface CredentialsFieldsProps {
    draft: Draft;
    onChange(next: Draft): void;
    transport: TransportType;
    allowedTypes: readonly DeviceCredentialsType[];
    readOnly?: boolean;
    /** The problem to show (translated), once the person tried to save. */
    problem?: string;
}

/** The credentials type and that type's values: the credentials dialog and the create-device wizard. */
export const CredentialsFields = ({ draft, onChange, transport, allowedTypes, readOnly = false, problem: showProblem }: CredentialsFieldsProps) => {
    const translate = useTranslate();
    const change = (next: Partial<Draft>) => onChange({ ...draft, ...next });
    const changeMqtt = (next: Partial<MqttBasicValue>) => onChange({ ...draft, mqtt: { ...draft.mqtt, ...next } });
    return (
        <Stack spacing={2}>
            <TextField
                select
                name="credentialsType"
                label={translate('device-credentials.type')}
                value={draft.credentialsType}
                onChange={event => change({ credentialsType: event.target.value as DeviceCredentialsType })}
                disabled={readOnly}
                helperText={translate('device-credentials.only-types', { transport })}
            >
                {allowedTypes.map(type => (
                    <MenuItem key={type} value={type}>
                        {translate(`device-credentials.${type}`)}
                    </MenuItem>
                ))}
            </TextField>
            {draft.credentialsType === 'ACCESS_TOKEN' && (
                <TextField
                    name="accessToken"
                    label={translate('device-credentials.access-token')}
                    value={draft.accessToken}
                    onChange={event => change({ accessToken: event.target.value })}
                    required
                    disabled={readOnly}
                    error={!!showProblem}
                    helperText={showProblem ?? ' '}
                    slotProps={{
                        htmlInput: { maxLength: ACCESS_TOKEN_MAX_LENGTH + 1, style: { fontFamily: 'monospace' } },
                        input: {
                            endAdornment: (
                                <InputAdornment position="end">
                                    <CopyButton text={draft.accessToken} tooltipText={translate('device-credentials.copy')} disabled={!draft.accessToken} />
                                </InputAdornment>
                            ),
                        },
                    }}
                />
            )}
            {draft.credentialsType === 'X509_CERTIFICATE' && (
                <TextField
                    name="certificate"
                    label={translate('device-credentials.rsa-key')}
                    value={draft.certificate}
                    onChange={event => change({ certificate: event.target.value })}
                    required
                    multiline
                    minRows={5}
                    disabled={readOnly}
                    error={!!showProblem}
                    helperText={showProblem ?? ' '}
                    slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 12 } } }}
                />
            )}
            {draft.credentialsType === 'MQTT_BASIC' && (
                <>
                    <TextField
                        name="clientId"
                        label={translate('device-credentials.client-id')}
                        value={draft.mqtt.clientId}
                        onChange={event => changeMqtt({ clientId: event.target.value })}
                        disabled={readOnly}
                    />
                    <TextField
                        name="userName"
                        label={translate('device-credentials.user-name')}
                        value={draft.mqtt.userName}
                        onChange={event => changeMqtt({ userName: event.target.value })}
                        disabled={readOnly}
                    />
                    <TextField
                        name="mqttPassword"
                        type="password"
                        label={translate('device-credentials.password')}
                        value={draft.mqtt.password}
                        onChange={event => changeMqtt({ password: event.target.value })}
                        disabled={readOnly}
                        autoComplete="new-password"
                    />
                    {showProblem && (
                        <Typography variant="caption" color="error">
                            {showProblem}
                        </Typography>
                    )}
                </>
            )}
            {draft.credentialsType === 'LWM2M_CREDENTIALS' && (
                // Each field says what it lacks once the person tried to save.
                <Lwm2mCredentialsForm value={draft.lwm2m} onChange={lwm2m => change({ lwm2m })} showErrors={showProblem !== undefined} readOnly={readOnly} />
            )}
        </Stack>
    );
};
