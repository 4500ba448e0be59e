import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { addKeys, KEY_SEPARATORS, keysListError, pendingText } from './keyList';

export interface KeysListInputProps {
    value: string[];
    onChange(keys: string[]): void;
    label?: string;
    /** Suggestions (a subtype list's known types); the typed text is offered when nothing matches. */
    options?: readonly string[];
    required?: boolean;
    requiredText?: string;
    disabled?: boolean;
    placeholder?: string;
}

/** Keys as chips: Enter, comma or semicolon adds the typed key, trimmed; duplicates are ignored. */
export const KeysListInput = ({ value, onChange, label, options = [], required = false, requiredText, disabled, placeholder }: KeysListInputProps) => {
    const translate = useTranslate();
    const [input, setInput] = useState('');
    const [touched, setTouched] = useState(false);
    const error = touched ? keysListError(value, required, requiredText) : null;
    const commit = (text: string) => {
        const next = addKeys(value, text);
        if (next.length !== value.length) onChange(next);
    };
    return (
        <Autocomplete
            multiple
            freeSolo
            disabled={disabled}
            options={options.filter(option => !value.includes(option))}
            value={value}
            inputValue={input}
            onInputChange={(_event, text, reason) => {
                if (reason !== 'input' || !KEY_SEPARATORS.test(text)) return setInput(reason === 'reset' ? '' : text);
                commit(text.slice(0, text.length - pendingText(text).length));
                setInput(pendingText(text).trimStart());
            }}
            onChange={(_event, keys) => onChange(keys.reduce<string[]>((list, key) => addKeys(list, key), []))}
            onBlur={() => {
                setTouched(true);
                if (input.trim()) commit(input);
                setInput('');
            }}
            renderValue={(keys, getItemProps) => keys.map((key, index) => <Chip size="small" label={key} {...getItemProps({ index })} key={key} />)}
            renderInput={params => (
                <TextField
                    {...params}
                    label={label}
                    required={required}
                    placeholder={value.length === 0 ? placeholder : undefined}
                    error={error !== null}
                    helperText={error ? translate(error) : undefined}
                />
            )}
        />
    );
};
