import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { newAlarm } from '../alarmRules';
import type { DeviceProfileAlarm } from '../profileModel';
import { AlarmEditor } from './AlarmEditor';

interface AlarmRulesSectionProps {
    value: DeviceProfileAlarm[];
    onChange: (alarms: DeviceProfileAlarm[]) => void;
    showErrors: boolean;
}

/** The profile's alarms, each collapsible; a newly added one opens. */
export const AlarmRulesSection = ({ value, onChange, showErrors }: AlarmRulesSectionProps) => {
    const translate = useTranslate();
    const [added, setAdded] = useState<string | null>(null);
    const add = () => {
        const alarm = newAlarm();
        setAdded(alarm.id);
        onChange([...value, alarm]);
    };
    return (
        <Stack spacing={1.5}>
            {value.length === 0 && (
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {translate('device-profile.no-alarm-rules')}
                </Typography>
            )}
            {value.map((alarm, index) => (
                <AlarmEditor
                    key={alarm.id || index}
                    value={alarm}
                    defaultExpanded={alarm.id === added || value.length === 1}
                    onChange={next => onChange(value.map((item, i) => (i === index ? next : item)))}
                    onRemove={() => onChange(value.filter((_, i) => i !== index))}
                    showErrors={showErrors}
                />
            ))}
            <div>
                <Button variant="outlined" startIcon={<AddIcon />} onClick={add}>
                    {translate('device-profile.add-alarm-rule')}
                </Button>
            </div>
        </Stack>
    );
};
