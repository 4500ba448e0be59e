import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { TransportConfiguration } from '../profileModel';
import { PayloadEditor, type PayloadConfiguration } from './PayloadEditor';
import { PowerSavingSettings, type PowerSaving } from './PowerSavingSettings';

type CoapDeviceType = { coapDeviceType: 'DEFAULT' | 'EFENTO'; transportPayloadTypeConfiguration?: PayloadConfiguration };

/** CoAP: a DEFAULT device with JSON or PROTOBUF payloads, or an Efento NB-IoT sensor; power saving settings. */
export const CoapTransport = ({ value, onChange }: { value: TransportConfiguration; onChange: (value: TransportConfiguration) => void }) => {
    const translate = useTranslate();
    const deviceType = (value.coapDeviceTypeConfiguration ?? { coapDeviceType: 'DEFAULT' }) as CoapDeviceType;
    const setDeviceType = (coapDeviceTypeConfiguration: CoapDeviceType) => onChange({ ...value, coapDeviceTypeConfiguration });
    return (
        <Stack spacing={2}>
            <TextField
                select
                size="small"
                label={translate('device-profile.coap-device-type')}
                value={deviceType.coapDeviceType}
                onChange={event =>
                    setDeviceType(
                        event.target.value === 'EFENTO'
                            ? { coapDeviceType: 'EFENTO' }
                            : { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' } }
                    )
                }
                sx={{ maxWidth: 320 }}
            >
                <MenuItem value="DEFAULT">{translate('device-profile.coap-device-type-default')}</MenuItem>
                <MenuItem value="EFENTO">{translate('device-profile.coap-device-type-efento')}</MenuItem>
            </TextField>
            {deviceType.coapDeviceType === 'DEFAULT' && (
                <PayloadEditor
                    compatibilityFlags={false}
                    value={deviceType.transportPayloadTypeConfiguration ?? { transportPayloadType: 'JSON' }}
                    onChange={transportPayloadTypeConfiguration => setDeviceType({ ...deviceType, transportPayloadTypeConfiguration })}
                />
            )}
            <Typography variant="subtitle2">{translate('device-profile.power-saving-settings')}</Typography>
            <PowerSavingSettings value={(value.clientSettings ?? {}) as PowerSaving} onChange={clientSettings => onChange({ ...value, clientSettings })} />
        </Stack>
    );
};
