import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { TransportConfiguration } from '../profileModel';
import { PayloadEditor, type PayloadConfiguration } from './PayloadEditor';

const TOPICS = [
    ['deviceTelemetryTopic', 'device-profile.telemetry-topic-filter'],
    ['deviceAttributesTopic', 'device-profile.attributes-topic-filter'],
] as const;

/** Topic filters may use + and # wildcards, never an empty level name after a #. */
export const topicFilterError = (topic: string): string | null => {
    if (!topic.trim()) return 'device-profile.topic-filter-required';
    const levels = topic.split('/');
    const hash = levels.indexOf('#');
    if ((hash >= 0 && hash !== levels.length - 1) || levels.some(level => level !== '#' && level.includes('#')) || levels.some(level => level !== '+' && level.includes('+'))) {
        return 'device-profile.not-valid-multi-character';
    }
    return null;
};

export const mqttErrors = (configuration: TransportConfiguration): string[] =>
    TOPICS.map(([key]) => topicFilterError(String(configuration[key] ?? ''))).filter((error): error is string => !!error);

export const MqttTransport = ({ value, onChange }: { value: TransportConfiguration; onChange: (value: TransportConfiguration) => void }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={2}>
            {TOPICS.map(([key, label]) => {
                const error = topicFilterError(String(value[key] ?? ''));
                return (
                    <TextField
                        key={key}
                        size="small"
                        required
                        fullWidth
                        label={translate(label)}
                        value={String(value[key] ?? '')}
                        error={!!error}
                        helperText={translate(error ?? 'device-profile.support-level-wildcards')}
                        onChange={event => onChange({ ...value, [key]: event.target.value })}
                    />
                );
            })}
            <PayloadEditor
                compatibilityFlags
                value={value.transportPayloadTypeConfiguration as PayloadConfiguration}
                onChange={transportPayloadTypeConfiguration => onChange({ ...value, transportPayloadTypeConfiguration })}
            />
            <FormControlLabel
                control={<Checkbox checked={value.sendAckOnValidationException === true} onChange={event => onChange({ ...value, sendAckOnValidationException: event.target.checked })} />}
                label={translate('device-profile.mqtt-send-ack-on-validation-exception')}
            />
        </Stack>
    );
};
