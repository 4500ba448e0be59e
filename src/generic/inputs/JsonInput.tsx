import Box from '@mui/material/Box';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { JsonContentEditor } from '../../components/editors/JsonContentEditor';
import { validJson } from './validators';

/** Objects are edited as indented JSON text; the form's transform parses them back. */
export const formatJson = (value: unknown): string =>
    value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

export const parseJsonText = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? null : JSON.parse(value);
};

/** A JSON field of a generic form, in the shared JSON content editor. */
export const JsonInput = ({ source, label, validate = [] }: { source: string; label: string; validate?: Validator[] }) => {
    const translate = useTranslate();
    const { field, fieldState, isRequired } = useInput({ source, validate: [...validate, validJson], format: formatJson, parse: value => value });
    const error = fieldState.invalid ? fieldState.error?.message : undefined;
    return (
        <Box sx={{ width: '100%', my: 1 }}>
            <JsonContentEditor value={(field.value as string | undefined) ?? ''} onChange={field.onChange} label={translate(label)} required={isRequired} height={200} />
            {error && (
                <Box sx={{ color: 'error.main', fontSize: 12, mt: 0.5, mx: 1.75 }}>
                    <InputHelperText error={error} helperText={false} />
                </Box>
            )}
        </Box>
    );
};
