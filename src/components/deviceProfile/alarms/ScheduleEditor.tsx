import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { TimezoneSelect } from '../../pickers/TimezoneSelect';
import { DAYS_OF_WEEK, defaultSchedule, msToTime, timeToMs } from '../alarmRules';
import type { AlarmSchedule, CustomScheduleItem } from '../profileModel';

const SCHEDULE_TYPES: readonly AlarmSchedule['type'][] = ['ANY_TIME', 'SPECIFIC_TIME', 'CUSTOM'];
const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const TimeRange = ({ startsOn, endsOn, onChange, disabled }: { startsOn: number; endsOn: number; onChange: (range: { startsOn: number; endsOn: number }) => void; disabled?: boolean }) => {
    const translate = useTranslate();
    const input = (label: string, ms: number, set: (value: number) => void) => (
        <TextField
            size="small"
            type="time"
            disabled={disabled}
            label={translate(label)}
            value={msToTime(ms)}
            onChange={event => set(timeToMs(event.target.value))}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 130 }}
        />
    );
    return (
        <Stack direction="row" spacing={1}>
            {input('device-profile.schedule-time-from', startsOn, value => onChange({ startsOn: value, endsOn }))}
            {input('device-profile.schedule-time-to', endsOn, value => onChange({ startsOn, endsOn: value }))}
        </Stack>
    );
};

/** When the rule is active: always, on chosen days between two times, or per-day times; in a time zone. */
export const ScheduleEditor = ({ value, onChange }: { value: AlarmSchedule | null | undefined; onChange: (schedule: AlarmSchedule | null) => void }) => {
    const translate = useTranslate();
    const schedule = value ?? { type: 'ANY_TIME' as const };
    const dayLabel = (day: number) => translate(`device-profile.schedule-day.${day}`);
    const setItem = (item: CustomScheduleItem) =>
        schedule.type === 'CUSTOM' && onChange({ ...schedule, items: schedule.items.map(existing => (existing.dayOfWeek === item.dayOfWeek ? item : existing)) });
    return (
        <Stack spacing={1.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <TextField
                    select
                    size="small"
                    label={translate('device-profile.schedule-type')}
                    value={schedule.type}
                    onChange={event => {
                        const type = event.target.value as AlarmSchedule['type'];
                        onChange(type === 'ANY_TIME' ? null : defaultSchedule(type, browserTimezone()));
                    }}
                    sx={{ minWidth: 220 }}
                >
                    {SCHEDULE_TYPES.map(type => (
                        <MenuItem key={type} value={type}>
                            {translate(`device-profile.schedule-${type.toLowerCase().replace(/_/g, '-')}`)}
                        </MenuItem>
                    ))}
                </TextField>
                {schedule.type !== 'ANY_TIME' && (
                    <TimezoneSelect
                        required
                        showErrors
                        value={schedule.timezone || null}
                        onChange={timezone => onChange({ ...schedule, timezone: timezone ?? '' })}
                    />
                )}
            </Stack>
            {schedule.type === 'SPECIFIC_TIME' && (
                <>
                    <FormGroup row>
                        {DAYS_OF_WEEK.map(day => (
                            <FormControlLabel
                                key={day}
                                label={dayLabel(day)}
                                control={
                                    <Checkbox
                                        size="small"
                                        checked={schedule.daysOfWeek.includes(day)}
                                        onChange={event =>
                                            onChange({
                                                ...schedule,
                                                daysOfWeek: event.target.checked ? [...schedule.daysOfWeek, day].sort((a, b) => a - b) : schedule.daysOfWeek.filter(d => d !== day),
                                            })
                                        }
                                    />
                                }
                            />
                        ))}
                    </FormGroup>
                    {schedule.daysOfWeek.length === 0 && (
                        <Typography variant="caption" color="error">
                            {translate('device-profile.schedule-days-of-week-required')}
                        </Typography>
                    )}
                    <TimeRange startsOn={schedule.startsOn} endsOn={schedule.endsOn} onChange={range => onChange({ ...schedule, ...range })} />
                </>
            )}
            {schedule.type === 'CUSTOM' && (
                <Stack spacing={1}>
                    {schedule.items.map(item => (
                        <Stack key={item.dayOfWeek} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                            <FormControlLabel
                                sx={{ width: 150 }}
                                label={dayLabel(item.dayOfWeek)}
                                control={<Checkbox size="small" checked={item.enabled} onChange={event => setItem({ ...item, enabled: event.target.checked })} />}
                            />
                            <TimeRange disabled={!item.enabled} startsOn={item.startsOn} endsOn={item.endsOn} onChange={range => setItem({ ...item, ...range })} />
                        </Stack>
                    ))}
                </Stack>
            )}
        </Stack>
    );
};
