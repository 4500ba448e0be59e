import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import * as colors from '@mui/material/colors';
import { useState } from 'react';
import { useLoading, useTranslate } from 'react-admin';
import { canSelectColor, colorProblem } from './colorValue';
import { useCloseOnNavigation } from './useCloseOnNavigation';

/** The material colour families and shades the inline picker offers (part 2 §3.12). */
const FAMILIES = ['red', 'pink', 'purple', 'deepPurple', 'indigo', 'blue', 'lightBlue', 'cyan', 'teal', 'green', 'lightGreen', 'lime', 'yellow', 'amber', 'orange', 'deepOrange', 'brown', 'grey', 'blueGrey'] as const;
const SHADES = [100, 300, 500, 700, 900] as const;

export interface ColorPickerDialogProps {
    color: string;
    /** Cancel (or navigation) closes with null, Select with the chosen colour. */
    onClose(color: string | null): void;
}

/** An inline colour picker: the material palette, plus any colour typed as hex or rgb(a). */
export const ColorPickerDialog = ({ color, onClose }: ColorPickerDialogProps) => {
    const translate = useTranslate();
    const loading = useLoading();
    const [current, setCurrent] = useState(color);
    useCloseOnNavigation(true, () => onClose(null));
    const problem = colorProblem(current);
    return (
        <Dialog open onClose={() => onClose(null)} aria-labelledby="color-picker-title" maxWidth="xs" fullWidth>
            <DialogTitle id="color-picker-title">{translate('color.select-color')}</DialogTitle>
            <DialogContent>
                <Box role="listbox" aria-label={translate('color.palette')} sx={{ display: 'grid', gridTemplateColumns: `repeat(${FAMILIES.length}, 1fr)`, gap: '2px', mb: 2 }}>
                    {SHADES.flatMap(shade =>
                        FAMILIES.map(family => {
                            const swatch = colors[family][shade];
                            const selected = swatch.toLowerCase() === current.trim().toLowerCase();
                            return (
                                <Box
                                    component="button"
                                    type="button"
                                    key={`${family}-${shade}`}
                                    title={swatch}
                                    role="option"
                                    aria-selected={selected}
                                    aria-label={swatch}
                                    onClick={() => setCurrent(swatch)}
                                    sx={{ aspectRatio: '1', bgcolor: swatch, border: 0, p: 0, cursor: 'pointer', borderRadius: '2px', outline: selected ? '2px solid' : 'none', outlineColor: 'text.primary', outlineOffset: 1 }}
                                />
                            );
                        })
                    )}
                </Box>
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                    <Box aria-hidden sx={{ width: 56, height: 56, flex: 'none', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: problem ? 'transparent' : current }} />
                    <TextField
                        label={translate('color.color')}
                        value={current}
                        onChange={event => setCurrent(event.target.value)}
                        required
                        fullWidth
                        error={problem !== null}
                        helperText={problem ? translate(problem === 'required' ? 'color.color-required' : 'color.color-invalid') : ' '}
                    />
                </Box>
            </DialogContent>
            <DialogActions>
                <Button onClick={() => onClose(null)}>{translate('action.cancel')}</Button>
                <Button variant="contained" disabled={!canSelectColor(color, current, loading)} onClick={() => onClose(current.trim())}>
                    {translate('action.select')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
