import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { keyValueRowsValid, mapOf, rowsOf, type KeyValueRow } from './keyValueMap';

export interface KeyValueMapInputProps {
    value: Record<string, string> | null | undefined;
    /** Every edit: the map, and whether each row has a key and a value. */
    onChange(map: Record<string, string>, valid: boolean): void;
    label?: string;
    keyLabel?: string;
    valueLabel?: string;
    disabled?: boolean;
}

/** Rows of key and value, added and removed one by one. */
export const KeyValueMapInput = ({ value, onChange, label, keyLabel, valueLabel, disabled }: KeyValueMapInputProps) => {
    const translate = useTranslate();
    const [rows, setRows] = useState<KeyValueRow[]>(() => rowsOf(value));
    const update = (next: KeyValueRow[]) => {
        setRows(next);
        onChange(mapOf(next), keyValueRowsValid(next));
    };
    const edit = (index: number, change: Partial<KeyValueRow>) => update(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
    const keyText = keyLabel ?? translate('key-val.key');
    const valueText = valueLabel ?? translate('key-val.value');
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            {label && (
                <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {label}
                </Typography>
            )}
            {rows.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                    {translate('key-val.no-data')}
                </Typography>
            )}
            {rows.map((row, index) => (
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
                    <TextField size="small" label={keyText} value={row.key} disabled={disabled} required error={row.key === ''} onChange={event => edit(index, { key: event.target.value })} sx={{ flex: 1 }} />
                    <TextField size="small" label={valueText} value={row.value} disabled={disabled} required error={row.value === ''} onChange={event => edit(index, { value: event.target.value })} sx={{ flex: 1 }} />
                    <IconButton aria-label={translate('key-val.remove-entry')} disabled={disabled} onClick={() => update(rows.filter((_, at) => at !== index))} sx={{ mt: 0.25 }}>
                        <CloseIcon fontSize="small" />
                    </IconButton>
                </Box>
            ))}
            <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={() => update([...rows, { key: '', value: '' }])}>
                {translate('key-val.add-entry')}
            </Button>
        </Box>
    );
};
