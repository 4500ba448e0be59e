import { TextInput, type Validator } from 'react-admin';
import { validJson } from './validators';

/** Objects are edited as indented JSON text; the form's transform parses them back. */
export const formatJson = (value: unknown): string =>
    value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

export const parseJsonText = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? null : JSON.parse(value);
};

export const JsonInput = ({ source, label, validate = [] }: { source: string; label: string; validate?: Validator[] }) => (
    <TextInput
        source={source}
        label={label}
        multiline
        minRows={4}
        format={formatJson}
        parse={value => value}
        validate={[...validate, validJson]}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
    />
);
