import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ALARM_DYNAMIC_SOURCES } from '../../keyFilters/keyFilterModel';
import { KeyFilterList } from '../../keyFilters/KeyFilterList';
import { DashboardAutocomplete } from '../../pickers/DashboardAutocomplete';
import { isAlarmRuleValid } from '../alarmRules';
import type { AlarmRule } from '../profileModel';
import { ConditionSpecEditor } from './ConditionSpecEditor';
import { ScheduleEditor } from './ScheduleEditor';

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
    <Stack spacing={1}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {title}
        </Typography>
        {children}
    </Stack>
);

/** One create or clear rule: its conditions, how they must hold, when it is active, and what the alarm says. */
export const AlarmRuleEditor = ({ value, onChange, showErrors }: { value: AlarmRule; onChange: (rule: AlarmRule) => void; showErrors: boolean }) => {
    const translate = useTranslate();
    const setCondition = (condition: Partial<AlarmRule['condition']>) => onChange({ ...value, condition: { ...value.condition, ...condition } });
    return (
        <Stack spacing={2}>
            <Part title={translate('device-profile.condition')}>
                <KeyFilterList
                    value={value.condition.condition}
                    onChange={condition => setCondition({ condition })}
                    dynamicSources={ALARM_DYNAMIC_SOURCES}
                    error={showErrors && !isAlarmRuleValid(value) ? 'device-profile.condition-required' : null}
                />
            </Part>
            <Part title={translate('device-profile.condition-spec')}>
                <ConditionSpecEditor value={value.condition.spec ?? { type: 'SIMPLE' }} onChange={spec => setCondition({ spec })} />
            </Part>
            <Part title={translate('device-profile.schedule')}>
                <ScheduleEditor value={value.schedule} onChange={schedule => onChange({ ...value, schedule })} />
            </Part>
            <Part title={translate('device-profile.alarm-rule-details')}>
                <TextField
                    size="small"
                    multiline
                    minRows={2}
                    fullWidth
                    label={translate('device-profile.alarm-details')}
                    placeholder={translate('device-profile.alarm-details-placeholder')}
                    helperText={translate('device-profile.alarm-rule-details-hint')}
                    value={value.alarmDetails ?? ''}
                    onChange={event => onChange({ ...value, alarmDetails: event.target.value || null })}
                />
                <DashboardAutocomplete
                    label={translate('device-profile.alarm-rule-mobile-dashboard')}
                    value={value.dashboardId?.id ?? null}
                    onChange={id => onChange({ ...value, dashboardId: id ? { entityType: 'DASHBOARD', id } : null })}
                />
            </Part>
        </Stack>
    );
};
