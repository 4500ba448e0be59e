import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LWM2M_ATTRIBUTE_NAMES, lwm2mAttributeError, lwm2mAttributeValue, type Lwm2mAttributeName } from '../lwm2mAttributes';

type Attributes = Partial<Record<Lwm2mAttributeName, number>>;
type Row = { name: Lwm2mAttributeName; text: string };

interface Lwm2mAttributesDialogProps {
    title: string;
    value: Attributes;
    onCancel: () => void;
    onSave: (value: Attributes) => void;
}

/** Write attributes of one resource: each of pmin, pmax, gt, lt, st at most once, validated as part2 §5.1. */
export const Lwm2mAttributesDialog = ({ title, value, onCancel, onSave }: Lwm2mAttributesDialogProps) => {
    const translate = useTranslate();
    const [rows, setRows] = useState<Row[]>(() => Object.entries(value).map(([name, number]) => ({ name: name as Lwm2mAttributeName, text: String(number) })));
    const unused = LWM2M_ATTRIBUTE_NAMES.filter(name => !rows.some(row => row.name === name));
    const errors = rows.map(row => lwm2mAttributeError(row.name, row.text));
    const setRow = (index: number, row: Row) => setRows(rows.map((item, i) => (i === index ? row : item)));
    return (
        <Dialog open onClose={onCancel} maxWidth="sm" fullWidth>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent dividers>
                <Stack spacing={1.5}>
                    {rows.length === 0 && <Typography color="text.secondary">{translate('device-profile.lwm2m.no-attributes-set')}</Typography>}
                    {rows.map((row, index) => (
                        <Stack key={row.name} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                            <TextField
                                select
                                size="small"
                                label={translate('device-profile.lwm2m.attribute-name')}
                                value={row.name}
                                onChange={event => setRow(index, { ...row, name: event.target.value as Lwm2mAttributeName })}
                                sx={{ width: 200 }}
                            >
                                {[row.name, ...unused].map(name => (
                                    <MenuItem key={name} value={name}>
                                        {translate(`device-profile.lwm2m.attribute-name-${name}`)}
                                    </MenuItem>
                                ))}
                            </TextField>
                            <TextField
                                size="small"
                                required
                                label={translate('device-profile.lwm2m.attribute-value')}
                                value={row.text}
                                error={!!errors[index]}
                                helperText={errors[index] ? translate(errors[index]) : ' '}
                                onChange={event => setRow(index, { ...row, text: event.target.value })}
                                sx={{ flex: 1 }}
                            />
                            <IconButton aria-label={translate('action.remove')} onClick={() => setRows(rows.filter((_, i) => i !== index))} size="small" sx={{ mt: 0.5 }}>
                                <DeleteIcon fontSize="small" />
                            </IconButton>
                        </Stack>
                    ))}
                    {unused.length > 0 && (
                        <div>
                            <Button size="small" startIcon={<AddIcon />} onClick={() => setRows([...rows, { name: unused[0]!, text: '' }])}>
                                {translate('device-profile.lwm2m.add-attribute')}
                            </Button>
                        </div>
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{translate('action.cancel')}</Button>
                <Button
                    variant="contained"
                    disabled={errors.some(Boolean)}
                    onClick={() => onSave(Object.fromEntries(rows.map(row => [row.name, lwm2mAttributeValue(row.text)])))}
                >
                    {translate('action.update')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
