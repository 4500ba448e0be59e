import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { draftOf, INTERVAL_UNITS, intervalParts, LAST_INTERVALS_MS, sameWindow, windowOf, type HistoryWindow, type HistoryWindowDraft, type IntervalUnit } from './historyWindow';
import { durationText } from './historyWindowText';

export interface HistoryWindowPanelProps {
    value: HistoryWindow;
    onCancel: () => void;
    onUpdate: (window: HistoryWindow) => void;
}

const msOf = (value: DateTime | null) => (value && value.isValid ? value.toMillis() : null);

/**
 * The History tab of the time-window panel (part2 §2.4, history-only mode): 'last interval' (a count
 * and a unit) or 'fixed period' (start and end date-time); Update only when valid and changed.
 */
export const HistoryWindowPanel = ({ value, onCancel, onUpdate }: HistoryWindowPanelProps) => {
    const translate = useTranslate();
    const [draft, setDraft] = useState<HistoryWindowDraft>(() => draftOf(value));
    const edit = (change: Partial<HistoryWindowDraft>) => setDraft(current => ({ ...current, ...change }));
    const window = windowOf(draft);
    const periodInvalid = draft.historyType === 'FIXED' && draft.startTimeMs !== null && draft.endTimeMs !== null && draft.startTimeMs >= draft.endTimeMs;
    const isLast = draft.historyType === 'LAST_INTERVAL';

    return (
        <LocalizationProvider dateAdapter={AdapterLuxon}>
            <Stack sx={{ p: 2, gap: 2, height: '100%', boxSizing: 'border-box' }}>
                <Typography variant="subtitle1" component="h2">
                    {translate('timewindow.history')}
                </Typography>
                <RadioGroup value={draft.historyType} onChange={event => edit({ historyType: event.target.value as HistoryWindowDraft['historyType'] })} sx={{ gap: 1 }}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1 }}>
                        <FormControlLabel value="LAST_INTERVAL" control={<Radio />} label={translate('timewindow.last')} sx={{ minWidth: 130 }} />
                        <Stack direction="row" sx={{ gap: 1, minWidth: { sm: 240 }, flexGrow: 1 }}>
                            <TextField
                                size="small"
                                type="number"
                                label={translate('timewindow.interval-count')}
                                value={draft.count}
                                disabled={!isLast}
                                error={isLast && window === null}
                                onChange={event => edit({ count: event.target.value })}
                                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                                sx={{ width: 110 }}
                            />
                            <TextField
                                select
                                size="small"
                                label={translate('timewindow.interval-unit')}
                                value={draft.unit}
                                disabled={!isLast}
                                onChange={event => edit({ unit: event.target.value as IntervalUnit })}
                                sx={{ flexGrow: 1, minWidth: 120 }}
                            >
                                {INTERVAL_UNITS.map(({ unit, label }) => (
                                    <MenuItem key={unit} value={unit}>
                                        {translate(label)}
                                    </MenuItem>
                                ))}
                            </TextField>
                        </Stack>
                    </Stack>
                    {/* Presets: one click picks a common interval. */}
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, pl: { sm: '138px' } }}>
                        {LAST_INTERVALS_MS.map(ms => {
                            const parts = intervalParts(ms);
                            const chosen = isLast && window?.historyType === 'LAST_INTERVAL' && window.timewindowMs === ms;
                            return (
                                <Chip
                                    key={ms}
                                    size="small"
                                    label={durationText(ms, translate)}
                                    color={chosen ? 'primary' : 'default'}
                                    variant={chosen ? 'filled' : 'outlined'}
                                    onClick={() => edit({ historyType: 'LAST_INTERVAL', count: String(parts.count), unit: parts.unit })}
                                />
                            );
                        })}
                    </Stack>
                    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' }, gap: 1 }}>
                        <FormControlLabel value="FIXED" control={<Radio />} label={translate('timewindow.time-period')} sx={{ minWidth: 130 }} />
                        <Stack sx={{ gap: 2, flexGrow: 1, pt: { sm: 0.5 } }}>
                            <DateTimePicker
                                label={translate('datetime.date-from')}
                                value={draft.startTimeMs === null ? null : DateTime.fromMillis(draft.startTimeMs)}
                                onChange={next => edit({ startTimeMs: msOf(next) })}
                                disabled={isLast}
                                ampm={false}
                                format="yyyy-MM-dd HH:mm:ss"
                                views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
                                slotProps={{ textField: { size: 'small', variant: 'filled', fullWidth: true } }}
                            />
                            <DateTimePicker
                                label={translate('datetime.date-to')}
                                value={draft.endTimeMs === null ? null : DateTime.fromMillis(draft.endTimeMs)}
                                onChange={next => edit({ endTimeMs: msOf(next) })}
                                disabled={isLast}
                                ampm={false}
                                format="yyyy-MM-dd HH:mm:ss"
                                views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
                                slotProps={{ textField: { size: 'small', variant: 'filled', fullWidth: true, error: periodInvalid, helperText: periodInvalid ? translate('timewindow.start-before-end') : undefined } }}
                            />
                        </Stack>
                    </Stack>
                </RadioGroup>
                <Box sx={{ flexGrow: 1 }} />
                <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
                    <Button onClick={onCancel}>{translate('action.cancel')}</Button>
                    <Button variant="contained" disabled={window === null || sameWindow(window, value)} onClick={() => window && onUpdate(window)}>
                        {translate('action.update')}
                    </Button>
                </Stack>
            </Stack>
        </LocalizationProvider>
    );
};
