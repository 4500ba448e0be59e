import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { inferValueType, parseTypedInput, VALUE_TYPES, type JsonValue, type ValueType } from './valueTypes';

export interface AttributeDialogProps {
    /** The entry being edited; without it the dialog adds a new key. */
    editing: { key: string; value: JsonValue } | null;
    onCancel: () => void;
    onSave: (key: string, value: JsonValue) => Promise<void>;
}

const initialText = (value: JsonValue | undefined) =>
    value === undefined || typeof value === 'boolean' ? '' : typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value);

/** Adds an attribute or edits one's value, with an input that fits the value's type. */
export const AttributeDialog = ({ editing, onCancel, onSave }: AttributeDialogProps) => {
    const translate = useTranslate();
    const [key, setKey] = useState(editing?.key ?? '');
    const [type, setType] = useState<ValueType>(editing ? inferValueType(editing.value) : 'string');
    const [text, setText] = useState(initialText(editing?.value));
    const [checked, setChecked] = useState(editing?.value === true);
    const [saving, setSaving] = useState(false);

    const value = parseTypedInput(type, text, checked);
    const valid = key.trim() !== '' && value !== null;
    const save = async () => {
        if (!valid) return;
        setSaving(true);
        try {
            await onSave(key.trim(), value);
        } catch {
            // The http client has already reported the failure; the dialog stays open to retry.
        } finally {
            setSaving(false);
        }
    };

    return (
        <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
            <DialogTitle>{translate(editing ? 'attribute.edit-attribute' : 'attribute.add-attribute')}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <TextField label={translate('attribute.key')} value={key} onChange={event => setKey(event.target.value)} disabled={editing !== null} required autoFocus={!editing} />
                    <TextField select label={translate('attribute.value-type')} value={type} onChange={event => setType(event.target.value as ValueType)}>
                        {VALUE_TYPES.map(option => <MenuItem key={option} value={option}>{translate(`attribute.type-${option}`)}</MenuItem>)}
                    </TextField>
                    {type === 'boolean' ? (
                        <FormControlLabel control={<Switch checked={checked} onChange={event => setChecked(event.target.checked)} />} label={translate(checked ? 'attribute.true' : 'attribute.false')} />
                    ) : (
                        <TextField
                            label={translate('attribute.value')}
                            value={text}
                            onChange={event => setText(event.target.value)}
                            type={type === 'integer' || type === 'double' ? 'number' : 'text'}
                            multiline={type === 'json'}
                            minRows={type === 'json' ? 4 : undefined}
                            error={text !== '' && value === null}
                            helperText={text !== '' && value === null ? translate(`attribute.invalid-${type}`) : ' '}
                            autoFocus={editing !== null}
                        />
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={() => void save()} disabled={!valid || saving}>{translate(editing ? 'action.save' : 'attribute.add')}</Button>
            </DialogActions>
        </Dialog>
    );
};
