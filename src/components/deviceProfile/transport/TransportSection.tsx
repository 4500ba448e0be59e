import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { TRANSPORT_TYPES, type TransportConfiguration, type TransportType } from '../profileModel';
import { CoapTransport } from './CoapTransport';
import { Lwm2mTransport } from './Lwm2mTransport';
import { MqttTransport } from './MqttTransport';
import { SnmpTransport } from './SnmpTransport';
import { transportErrors } from './transportErrors';

type TransportEditor = ComponentType<{ value: TransportConfiguration; onChange: (value: TransportConfiguration) => void }>;

const EDITORS: Readonly<Partial<Record<TransportType, TransportEditor>>> = {
    MQTT: MqttTransport,
    COAP: CoapTransport,
    LWM2M: Lwm2mTransport,
    SNMP: SnmpTransport,
};

interface TransportSectionProps {
    transportType: TransportType;
    onTransportTypeChange: (type: TransportType) => void;
    value: TransportConfiguration;
    onChange: (value: TransportConfiguration) => void;
    /** After a refused Next or Save: say why the step cannot complete. */
    showErrors?: boolean;
}

/**
 * The transport type and the settings of that transport. ThingsBoard refuses a new transport
 * while devices use the profile; the server says so on save.
 */
export const TransportSection = ({ transportType, onTransportTypeChange, value, onChange, showErrors = false }: TransportSectionProps) => {
    const translate = useTranslate();
    const Editor = EDITORS[transportType];
    const key = transportType.toLowerCase();
    return (
        <Stack spacing={2}>
            <TextField
                select
                size="small"
                label={translate('device-profile.transport-type')}
                value={transportType}
                onChange={event => onTransportTypeChange(event.target.value as TransportType)}
                helperText={translate(`device-profile.transport-type-${key}-hint`)}
                sx={{ maxWidth: 420 }}
            >
                {TRANSPORT_TYPES.map(type => (
                    <MenuItem key={type} value={type}>
                        {translate(`device-profile.transport-type-${type.toLowerCase()}`)}
                    </MenuItem>
                ))}
            </TextField>
            {showErrors && transportErrors(value).length > 0 && <Alert severity="error">{translate('device-profile.transport-settings-invalid')}</Alert>}
            {Editor ? (
                <Editor value={value} onChange={onChange} />
            ) : (
                <Typography color="text.secondary">{translate('device-profile.no-transport-settings')}</Typography>
            )}
        </Stack>
    );
};
