import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ProtobufEditor } from '../../editors/ProtobufEditor';
import { protobufPayloadConfiguration } from '../profileModel';

export type PayloadConfiguration = { transportPayloadType: 'JSON' | 'PROTOBUF' } & Record<string, unknown>;

const PROTO_SCHEMAS = [
    ['deviceTelemetryProtoSchema', 'device-profile.telemetry-proto-schema'],
    ['deviceAttributesProtoSchema', 'device-profile.attributes-proto-schema'],
    ['deviceRpcRequestProtoSchema', 'device-profile.rpc-request-proto-schema'],
    ['deviceRpcResponseProtoSchema', 'device-profile.rpc-response-proto-schema'],
] as const;

/** JSON or PROTOBUF payloads; PROTOBUF brings four schema editors and, for MQTT, the two compatibility flags. */
export const PayloadEditor = ({ value, onChange, compatibilityFlags }: { value: PayloadConfiguration; onChange: (value: PayloadConfiguration) => void; compatibilityFlags: boolean }) => {
    const translate = useTranslate();
    const flag = (key: string, label: string, disabled = false) => (
        <FormControlLabel
            disabled={disabled}
            control={<Switch checked={value[key] === true} onChange={event => onChange({ ...value, [key]: event.target.checked })} />}
            label={translate(label)}
        />
    );
    return (
        <Stack spacing={1.5}>
            <Typography variant="subtitle2">{translate('device-profile.transport-device-payload-type')}</Typography>
            <RadioGroup
                row
                value={value.transportPayloadType}
                onChange={event =>
                    onChange(event.target.value === 'PROTOBUF' ? (protobufPayloadConfiguration() as PayloadConfiguration) : { transportPayloadType: 'JSON' })
                }
            >
                <FormControlLabel value="JSON" control={<Radio />} label="JSON" />
                <FormControlLabel value="PROTOBUF" control={<Radio />} label="Protobuf" />
            </RadioGroup>
            {value.transportPayloadType === 'PROTOBUF' && (
                <>
                    {compatibilityFlags && (
                        <Stack>
                            {flag('enableCompatibilityWithJsonPayloadFormat', 'device-profile.mqtt-enable-compatibility-with-json-payload-format')}
                            {flag(
                                'useJsonPayloadFormatForDefaultDownlinkTopics',
                                'device-profile.mqtt-use-json-format-for-default-downlink-topics',
                                value.enableCompatibilityWithJsonPayloadFormat !== true
                            )}
                        </Stack>
                    )}
                    {PROTO_SCHEMAS.map(([key, label]) => (
                        <ProtobufEditor key={key} label={translate(label)} value={String(value[key] ?? '')} onChange={text => onChange({ ...value, [key]: text })} />
                    ))}
                </>
            )}
        </Stack>
    );
};
