import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AlarmSeverity } from '../../../../shared/generated/api.gen';
import { ALARM_SEVERITIES, severityOf } from '../../alarms/alarmSeverity';
import { isDeviceProfileAlarmValid, newAlarmRule, SEVERITIES, unusedSeverities } from '../alarmRules';
import type { AlarmRule, DeviceProfileAlarm } from '../profileModel';
import { AlarmRuleEditor } from './AlarmRuleEditor';
import { SeverityDot } from './SeverityDot';

interface RuleCardProps {
    /** Names the card for assistive technology: the severity, or the clear rule. */
    label: string;
    accent: string;
    header: ReactNode;
    onRemove: () => void;
    removeLabel: string;
    children: ReactNode;
}

const RuleCard = ({ label, accent, header, onRemove, removeLabel, children }: RuleCardProps) => (
    <Paper variant="outlined" role="group" aria-label={label} sx={{ borderLeft: 4, borderLeftColor: accent, p: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Box sx={{ flex: 1 }}>{header}</Box>
            <IconButton aria-label={removeLabel} onClick={onRemove} size="small">
                <DeleteIcon fontSize="small" />
            </IconButton>
        </Stack>
        {children}
    </Paper>
);

interface AlarmEditorProps {
    value: DeviceProfileAlarm;
    onChange: (alarm: DeviceProfileAlarm) => void;
    onRemove: () => void;
    showErrors: boolean;
    defaultExpanded?: boolean;
}

/** One alarm of the profile: its type, a create rule per severity, an optional clear rule, propagation. */
export const AlarmEditor = ({ value, onChange, onRemove, showErrors, defaultExpanded }: AlarmEditorProps) => {
    const translate = useTranslate();
    const severities = SEVERITIES.filter(severity => value.createRules[severity]);
    const unused = unusedSeverities(value);
    const invalid = showErrors && !isDeviceProfileAlarmValid(value);
    const setRule = (severity: AlarmSeverity, rule: AlarmRule) => onChange({ ...value, createRules: { ...value.createRules, [severity]: rule } });
    const removeRule = (severity: AlarmSeverity) => {
        const { [severity]: _removed, ...rest } = value.createRules;
        onChange({ ...value, createRules: rest });
    };
    const changeSeverity = (from: AlarmSeverity, to: AlarmSeverity) => {
        const { [from]: rule, ...rest } = value.createRules;
        onChange({ ...value, createRules: { ...rest, [to]: rule } });
    };
    return (
        <Accordion defaultExpanded={defaultExpanded} variant="outlined" disableGutters sx={{ borderColor: invalid ? 'error.main' : undefined }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { alignItems: 'center', gap: 1, minWidth: 0 } }}>
                <Typography sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {value.alarmType || translate('device-profile.alarm-type-unnamed')}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ display: { xs: 'none', sm: 'flex' } }}>
                    {severities.map(severity => (
                        <Chip key={severity} size="small" icon={<SeverityDot severity={severity} />} label={translate(severityOf(severity).label)} variant="outlined" />
                    ))}
                    {value.clearRule && <Chip size="small" label={translate('device-profile.clear-alarm-rule')} variant="outlined" />}
                </Stack>
                {invalid && (
                    <Typography variant="caption" color="error">
                        {translate('device-profile.alarm-rule-invalid')}
                    </Typography>
                )}
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 1.5, sm: 2 } }}>
                <Stack spacing={2}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'flex-end', sm: 'flex-start' } }}>
                        <TextField
                            size="small"
                            required
                            fullWidth
                            label={translate('device-profile.alarm-type')}
                            value={value.alarmType}
                            error={showErrors && !value.alarmType}
                            helperText={showErrors && !value.alarmType ? translate('device-profile.alarm-type-required') : ' '}
                            onChange={event => onChange({ ...value, alarmType: event.target.value })}
                        />
                        <Button color="error" startIcon={<DeleteIcon />} onClick={onRemove} sx={{ flexShrink: 0, mt: 0.5 }}>
                            {translate('device-profile.remove-alarm-rule')}
                        </Button>
                    </Stack>
                    <Typography variant="subtitle1">{translate('device-profile.create-alarm-rules')}</Typography>
                    {severities.length === 0 && showErrors && (
                        <Typography variant="body2" color="error">
                            {translate('device-profile.create-alarm-rules-required')}
                        </Typography>
                    )}
                    {severities.map(severity => (
                        <RuleCard
                            key={severity}
                            label={translate(ALARM_SEVERITIES[severity].label)}
                            accent={ALARM_SEVERITIES[severity].color}
                            removeLabel={translate('device-profile.remove-create-alarm-rule')}
                            onRemove={() => removeRule(severity)}
                            header={
                                <TextField
                                    select
                                    size="small"
                                    label={translate('alarm.severity')}
                                    value={severity}
                                    onChange={event => changeSeverity(severity, event.target.value as AlarmSeverity)}
                                    sx={{ minWidth: 200 }}
                                >
                                    {[severity, ...unused].map(option => (
                                        <MenuItem key={option} value={option}>
                                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                                <SeverityDot severity={option} />
                                                <span>{translate(ALARM_SEVERITIES[option].label)}</span>
                                            </Stack>
                                        </MenuItem>
                                    ))}
                                </TextField>
                            }
                        >
                            <AlarmRuleEditor value={value.createRules[severity]!} onChange={rule => setRule(severity, rule)} showErrors={showErrors} />
                        </RuleCard>
                    ))}
                    {unused.length > 0 && (
                        <div>
                            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setRule(unused[0]!, newAlarmRule())}>
                                {translate('device-profile.add-create-alarm-rule')}
                            </Button>
                        </div>
                    )}
                    <Typography variant="subtitle1">{translate('device-profile.clear-alarm-rule')}</Typography>
                    {value.clearRule ? (
                        <RuleCard
                            label={translate('device-profile.clear-alarm-rule')}
                            accent="#4caf50"
                            removeLabel={translate('device-profile.remove-clear-alarm-rule')}
                            onRemove={() => onChange({ ...value, clearRule: null })}
                            header={<Typography variant="body2" color="text.secondary">{translate('device-profile.clear-alarm-rule-hint')}</Typography>}
                        >
                            <AlarmRuleEditor value={value.clearRule} onChange={clearRule => onChange({ ...value, clearRule })} showErrors={showErrors} />
                        </RuleCard>
                    ) : (
                        <div>
                            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => onChange({ ...value, clearRule: newAlarmRule() })}>
                                {translate('device-profile.add-clear-alarm-rule')}
                            </Button>
                        </div>
                    )}
                    <Typography variant="subtitle1">{translate('device-profile.advanced-settings')}</Typography>
                    <Stack>
                        <FormControlLabel
                            control={<Checkbox checked={value.propagate} onChange={event => onChange({ ...value, propagate: event.target.checked })} />}
                            label={translate('device-profile.propagate-alarm')}
                        />
                        {value.propagate && (
                            <Autocomplete
                                multiple
                                freeSolo
                                options={['Contains', 'Manages']}
                                value={value.propagateRelationTypes ?? []}
                                onChange={(_, types) => onChange({ ...value, propagateRelationTypes: types.map(type => type.trim()).filter(Boolean) })}
                                renderInput={params => (
                                    <TextField {...params} size="small" label={translate('device-profile.alarm-rule-relation-types-list')} helperText={translate('device-profile.alarm-rule-relation-types-list-hint')} />
                                )}
                                sx={{ pl: 4, pb: 1 }}
                            />
                        )}
                        <FormControlLabel
                            control={<Checkbox checked={value.propagateToOwner ?? false} onChange={event => onChange({ ...value, propagateToOwner: event.target.checked })} />}
                            label={translate('device-profile.propagate-alarm-to-owner')}
                        />
                        <FormControlLabel
                            control={<Checkbox checked={value.propagateToTenant ?? false} onChange={event => onChange({ ...value, propagateToTenant: event.target.checked })} />}
                            label={translate('device-profile.propagate-alarm-to-tenant')}
                        />
                    </Stack>
                </Stack>
            </AccordionDetails>
        </Accordion>
    );
};
