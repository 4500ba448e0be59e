import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { ALARM_DYNAMIC_SOURCES } from '../../keyFilters/keyFilterModel';
import { PredicateValueInput } from '../../keyFilters/PredicateValueInput';
import { conditionSpecError, defaultConditionSpec } from '../alarmRules';
import { TIME_UNITS, type AlarmConditionSpec, type TimeUnit } from '../profileModel';

const SPEC_TYPES: readonly AlarmConditionSpec['type'][] = ['SIMPLE', 'DURATION', 'REPEATING'];

/** SIMPLE fires at once, DURATION after the condition held for a time, REPEATING after N events. */
export const ConditionSpecEditor = ({ value, onChange }: { value: AlarmConditionSpec; onChange: (spec: AlarmConditionSpec) => void }) => {
    const translate = useTranslate();
    const error = conditionSpecError(value);
    return (
        <Stack spacing={1.5}>
            <TextField
                select
                size="small"
                label={translate('device-profile.condition-type')}
                value={value.type}
                onChange={event => onChange(defaultConditionSpec(event.target.value as AlarmConditionSpec['type']))}
                sx={{ maxWidth: 320 }}
            >
                {SPEC_TYPES.map(type => (
                    <MenuItem key={type} value={type}>
                        {translate(`device-profile.condition-type-${type.toLowerCase()}`)}
                    </MenuItem>
                ))}
            </TextField>
            {value.type !== 'SIMPLE' && (
                <Stack spacing={0.5}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                        <PredicateValueInput
                            valueType="NUMERIC"
                            value={value.predicate}
                            onChange={predicate => onChange({ ...value, predicate: predicate as typeof value.predicate })}
                            dynamicSources={ALARM_DYNAMIC_SOURCES}
                        />
                        {value.type === 'DURATION' && (
                            <TextField
                                select
                                size="small"
                                label={translate('device-profile.condition-duration-time-unit')}
                                value={value.unit}
                                onChange={event => onChange({ ...value, unit: event.target.value as TimeUnit })}
                                sx={{ width: { xs: '100%', sm: 140 }, flexShrink: 0 }}
                            >
                                {TIME_UNITS.map(unit => (
                                    <MenuItem key={unit} value={unit}>
                                        {translate(`device-profile.time-unit-${unit.toLowerCase()}`)}
                                    </MenuItem>
                                ))}
                            </TextField>
                        )}
                    </Stack>
                    {error && <FormHelperText error>{translate(error)}</FormHelperText>}
                </Stack>
            )}
        </Stack>
    );
};
