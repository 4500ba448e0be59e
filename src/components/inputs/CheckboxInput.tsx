import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export interface CheckboxInputProps<T> {
    value: T;
    onChange(value: T): void;
    label: string;
    /** What checked and unchecked stand for (part 2 §3.1: true and false by default). */
    trueValue?: T;
    falseValue?: T;
    disabled?: boolean;
}

/** A checkbox whose checked and unchecked states stand for any two values. */
export const CheckboxInput = <T = boolean,>({ value, onChange, label, trueValue = true as T, falseValue = false as T, disabled }: CheckboxInputProps<T>) => (
    <FormControlLabel
        label={label}
        disabled={disabled}
        control={<Checkbox checked={value === trueValue} onChange={event => onChange(event.target.checked ? trueValue : falseValue)} />}
    />
);
