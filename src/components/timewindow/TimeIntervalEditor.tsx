import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { intervalChoices } from '../../lib/time/aggregation';
import { boundEditorInterval, isPredefinedInterval, msOfParts, partsOf, settleParts, type TimeIntervalParts } from '../../lib/time/timeIntervalParts';
import { intervalChoiceText } from './intervalChoiceText';

export interface TimeIntervalEditorProps {
    /** Milliseconds; null while the fields add up to nothing. */
    value: number | null;
    onChange: (value: number | null) => void;
    /** Bounds in ms (rounded to whole seconds; 1 s … 7300 days when absent). */
    min?: number;
    max?: number;
    label: string;
    disabled?: boolean;
    required?: boolean;
}

const FIELDS = [
    { field: 'days', label: 'timeinterval.days' },
    { field: 'hours', label: 'timeinterval.hours' },
    { field: 'minutes', label: 'timeinterval.minutes' },
    { field: 'seconds', label: 'timeinterval.seconds' },
] as const satisfies readonly { field: keyof TimeIntervalParts; label: string }[];

type Typed = Record<keyof TimeIntervalParts, string>;
const typedOf = (ms: number | null): Typed => {
    const parts = partsOf(ms ?? 0);
    return { days: String(parts.days), hours: String(parts.hours), minutes: String(parts.minutes), seconds: String(parts.seconds) };
};

/**
 * The time-interval editor of part2 §4: in simple mode a choice among the predefined intervals
 * between min and max; in advanced mode days, hours, minutes and seconds with carry-over and
 * borrowing. The value is kept within min and max (and snapped to a choice in simple mode).
 */
export const TimeIntervalEditor = ({ value, onChange, min, max, label, disabled, required }: TimeIntervalEditorProps) => {
    const translate = useTranslate();
    const id = useId();
    // A value within the bounds that is no predefined choice opens advanced; one outside them is snapped in simple mode.
    const [advanced, setAdvanced] = useState(
        () => value !== null && value === boundEditorInterval(value, min, max, true) && !isPredefinedInterval(value, min, max),
    );
    const [typed, setTyped] = useState<Typed>(() => typedOf(value));

    // The bounds move with the window (an aggregation interval); keep the value inside them.
    useEffect(() => {
        if (value === null) return;
        const bounded = boundEditorInterval(value, min, max, advanced);
        if (bounded !== value) {
            setTyped(typedOf(bounded));
            onChange(bounded);
        }
    }, [value, min, max, advanced, onChange]);

    // A value set from outside (a reset, another tab) shows in the fields.
    useEffect(() => {
        const shown = msOfParts({ days: Number(typed.days) || 0, hours: Number(typed.hours) || 0, minutes: Number(typed.minutes) || 0, seconds: Number(typed.seconds) || 0 });
        if (value !== null && shown !== value) setTyped(typedOf(value));
    }, [value]);

    const choices = intervalChoices(min, max);
    const emit = (ms: number | null) => {
        const bounded = ms === null ? null : boundEditorInterval(ms, min, max, advanced);
        if (bounded !== null && bounded !== ms) setTyped(typedOf(bounded));
        onChange(bounded);
    };

    const typeField = (field: keyof TimeIntervalParts, text: string) => {
        const number = Number(text);
        if (text.trim() === '' || text === '-' || !Number.isInteger(number)) {
            setTyped(current => ({ ...current, [field]: text }));
            return;
        }
        const parts = { days: Number(typed.days) || 0, hours: Number(typed.hours) || 0, minutes: Number(typed.minutes) || 0, seconds: Number(typed.seconds) || 0 };
        const settled = settleParts({ ...parts, [field]: number }, field);
        setTyped({ days: String(settled.days), hours: String(settled.hours), minutes: String(settled.minutes), seconds: String(settled.seconds) });
        emit(msOfParts(settled));
    };

    const switchMode = (toAdvanced: boolean) => {
        setAdvanced(toAdvanced);
        if (value === null) return;
        const next = boundEditorInterval(value, min, max, toAdvanced);
        setTyped(typedOf(next));
        if (next !== value) onChange(next);
    };

    const missing = required && value === null;
    return (
        <Stack sx={{ gap: 1, minWidth: { sm: 355 } }} role="group" aria-label={label}>
            {/* Advanced fields take the whole row and push the switch below; the select keeps it beside. */}
            <Stack direction="row" sx={{ alignItems: 'center', columnGap: 1, rowGap: 0.5, flexWrap: 'wrap' }}>
                {advanced ? (
                    <Stack direction="row" sx={{ gap: 1, flex: '1 1 100%' }}>
                        {FIELDS.map(({ field, label: fieldLabel }) => (
                            <TextField
                                key={field}
                                id={`${id}-${field}`}
                                size="small"
                                type="number"
                                label={translate(fieldLabel)}
                                value={typed[field]}
                                disabled={disabled}
                                error={missing}
                                onChange={event => typeField(field, event.target.value)}
                                slotProps={{ htmlInput: { step: 1, min: field === 'days' ? 0 : undefined } }}
                                sx={{ flex: 1, minWidth: 0 }}
                            />
                        ))}
                    </Stack>
                ) : (
                    <TextField
                        select
                        size="small"
                        label={label}
                        value={value !== null && choices.includes(value) ? value : ''}
                        disabled={disabled}
                        error={missing}
                        onChange={event => emit(Number(event.target.value))}
                        sx={{ flex: '1 1 180px' }}
                    >
                        {choices.map(choice => (
                            <MenuItem key={choice} value={choice}>
                                {intervalChoiceText(choice, translate)}
                            </MenuItem>
                        ))}
                    </TextField>
                )}
                <FormControlLabel
                    control={<Switch size="small" checked={advanced} disabled={disabled} onChange={event => switchMode(event.target.checked)} />}
                    label={translate('timeinterval.advanced')}
                    slotProps={{ typography: { variant: 'body2' } }}
                    sx={{ mr: 0, ml: 'auto', whiteSpace: 'nowrap' }}
                />
            </Stack>
            {missing && (
                <Typography variant="caption" color="error">
                    {translate('timeinterval.interval-required')}
                </Typography>
            )}
        </Stack>
    );
};
