import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ColorPickerDialog } from '../../../components/dialogs/ColorPickerDialog';
import { isColor } from '../../../components/dialogs/colorValue';

interface ColorFieldProps {
    label: string;
    value: string | null | undefined;
    /** Null when cleared. */
    onChange(color: string | null): void;
    error?: string | null;
    required?: boolean;
}

/** A colour as text with a swatch that opens the colour picker dialog. */
export const ColorField = ({ label, value, onChange, error, required }: ColorFieldProps) => {
    const translate = useTranslate();
    const [picking, setPicking] = useState(false);
    const color = value ?? '';
    return (
        <>
            <TextField
                fullWidth
                size="small"
                label={label}
                value={color}
                required={required}
                onChange={event => onChange(event.target.value || null)}
                error={!!error || (color !== '' && !isColor(color))}
                helperText={error ?? (color !== '' && !isColor(color) ? translate('color.color-invalid') : undefined)}
                slotProps={{
                    input: {
                        startAdornment: (
                            <InputAdornment position="start">
                                <IconButton size="small" edge="start" aria-label={`${translate('color.select-color')}: ${label}`} onClick={() => setPicking(true)}>
                                    <Box sx={{ width: 20, height: 20, borderRadius: '50%', border: 1, borderColor: 'divider', bgcolor: isColor(color) ? color : 'transparent' }} />
                                </IconButton>
                            </InputAdornment>
                        ),
                    },
                }}
            />
            {picking && (
                <ColorPickerDialog
                    color={color}
                    onClose={picked => {
                        setPicking(false);
                        if (picked) onChange(picked);
                    }}
                />
            )}
        </>
    );
};
