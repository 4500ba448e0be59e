import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** The form error the input raises for text that is not JSON (part 2 §5.1). */
export const INVALID_JSON = 'invalidJSON';

export const jsonToStringError = (text: string): typeof INVALID_JSON | null => {
    try {
        JSON.parse(text);
        return null;
    } catch {
        return INVALID_JSON;
    }
};

export interface JsonToStringInputProps {
    /** A string holding JSON. */
    value: string;
    onChange(text: string, error: typeof INVALID_JSON | null): void;
    label?: string;
    disabled?: boolean;
}

/** Edits a string that must hold JSON; anything else is flagged 'invalidJSON'. */
export const JsonToStringInput = ({ value, onChange, label, disabled }: JsonToStringInputProps) => {
    const translate = useTranslate();
    const [text, setText] = useState(value);
    const error = text.trim() === '' ? null : jsonToStringError(text);
    return (
        <TextField
            label={label}
            value={text}
            disabled={disabled}
            multiline
            minRows={3}
            fullWidth
            error={error !== null}
            helperText={error ? translate('value.json-value-invalid') : ' '}
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
            onChange={event => {
                setText(event.target.value);
                onChange(event.target.value, jsonToStringError(event.target.value));
            }}
        />
    );
};
