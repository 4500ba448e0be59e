import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { isShown, type SettingsField, type SettingsValues } from './settingsFields';

interface Props {
    fields: ReadonlyArray<SettingsField>;
    values: SettingsValues;
    errors: Record<string, string>;
    /** Fields the person has changed: their errors show at once, the others after a save attempt. */
    touched: ReadonlySet<string>;
    onChange: (name: string, value: string | boolean) => void;
}

/** The inputs of a settings form in two columns (one on phones), with their messages under them. */
export const SettingsFieldsGrid = ({ fields, values, errors, touched, onChange }: Props) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {fields.filter(field => isShown(field, values)).map(field => {
                const wide = { gridColumn: field.wide || field.kind === 'checkbox' ? { sm: '1 / -1' } : undefined };
                if (field.kind === 'checkbox') {
                    return (
                        <FormControlLabel
                            key={field.name}
                            sx={{ ...wide, mt: -0.5 }}
                            control={<Checkbox name={field.name} checked={values[field.name] === true} onChange={event => onChange(field.name, event.target.checked)} />}
                            label={translate(field.label)}
                        />
                    );
                }
                const error = touched.has(field.name) ? errors[field.name] : undefined;
                return (
                    <TextField
                        key={field.name}
                        name={field.name}
                        label={translate(field.label)}
                        type={field.kind === 'password' ? 'password' : 'text'}
                        inputMode={field.kind === 'number' ? 'numeric' : undefined}
                        autoComplete={field.autoComplete ?? (field.kind === 'password' ? 'new-password' : 'off')}
                        select={field.kind === 'select'}
                        required={Boolean(field.required)}
                        value={values[field.name] ?? ''}
                        error={Boolean(error)}
                        helperText={error ? translate(error) : field.hint ? translate(field.hint) : undefined}
                        onChange={event => onChange(field.name, event.target.value)}
                        sx={wide}
                    >
                        {field.options?.map(option => (
                            <MenuItem key={option.value} value={option.value}>
                                {translate(option.label)}
                            </MenuItem>
                        ))}
                    </TextField>
                );
            })}
        </Box>
    );
};
