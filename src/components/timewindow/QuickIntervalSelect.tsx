import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { quickIntervalChoices, quickIntervalLabelKey, type QuickTimeInterval } from '../../lib/time/quickIntervals';

export interface QuickIntervalSelectProps {
    value: QuickTimeInterval;
    onChange: (value: QuickTimeInterval) => void;
    /** Only the CURRENT_ intervals (the realtime tab). */
    currentOnly?: boolean;
    label: string;
    disabled?: boolean;
}

/** The quick time-interval select of part2 §9: every quick interval, or only the current ones. */
export const QuickIntervalSelect = ({ value, onChange, currentOnly = false, label, disabled }: QuickIntervalSelectProps) => {
    const translate = useTranslate();
    const choices = quickIntervalChoices(currentOnly);
    return (
        <TextField
            select
            fullWidth
            size="small"
            label={label}
            value={choices.includes(value) ? value : ''}
            disabled={disabled}
            onChange={event => onChange(event.target.value as QuickTimeInterval)}
        >
            {choices.map(interval => (
                <MenuItem key={interval} value={interval}>
                    {translate(quickIntervalLabelKey(interval))}
                </MenuItem>
            ))}
        </TextField>
    );
};
