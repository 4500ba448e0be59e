import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { FilterValueType, PredicateScalar } from './keyFilterModel';

interface ScalarInputProps {
    valueType: FilterValueType;
    label: string;
    value: PredicateScalar;
    onChange: (value: PredicateScalar) => void;
}

/** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input shows it. */
const toLocalInput = (ms: number) => {
    const date = new Date(ms - new Date(ms).getTimezoneOffset() * 60000);
    return Number.isFinite(ms) ? date.toISOString().slice(0, 16) : '';
};

/** One typed value: text, number, on/off or a date and time (kept as epoch milliseconds). */
export const ScalarInput = ({ valueType, label, value, onChange }: ScalarInputProps) => {
    if (valueType === 'BOOLEAN') {
        return <FormControlLabel control={<Switch checked={value === true} onChange={event => onChange(event.target.checked)} />} label={label} sx={{ minWidth: 120 }} />;
    }
    if (valueType === 'NUMERIC') {
        const invalid = typeof value !== 'number' || !Number.isFinite(value);
        return (
            <TextField
                size="small"
                type="number"
                label={label}
                value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
                error={invalid}
                onChange={event => onChange(event.target.value === '' ? null : Number(event.target.value))}
                sx={{ minWidth: 100, flex: 1 }}
            />
        );
    }
    if (valueType === 'DATE_TIME') {
        return (
            <TextField
                size="small"
                type="datetime-local"
                label={label}
                value={typeof value === 'number' ? toLocalInput(value) : ''}
                onChange={event => onChange(event.target.value ? new Date(event.target.value).getTime() : null)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ minWidth: 200, flex: 1 }}
            />
        );
    }
    return <TextField size="small" label={label} value={value ?? ''} onChange={event => onChange(event.target.value)} sx={{ minWidth: 100, flex: 1 }} />;
};
