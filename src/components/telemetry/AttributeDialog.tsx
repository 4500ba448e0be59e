import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TypedValueInput } from '../inputs/TypedValueInput';
import { typedValueOf, draftOf, type JsonValue } from '../inputs/valueTypes';

export interface AttributeDialogProps {
    /** The entry being edited; without it the dialog adds a new key. */
    editing: { key: string; value: JsonValue } | null;
    onCancel: () => void;
    onSave: (key: string, value: JsonValue) => Promise<void>;
}

/** Adds an attribute or edits one's value, with the shared typed value input. */
export const AttributeDialog = ({ editing, onCancel, onSave }: AttributeDialogProps) => {
    const translate = useTranslate();
    const [key, setKey] = useState(editing?.key ?? '');
    const [value, setValue] = useState<JsonValue | null>(() => typedValueOf(draftOf(editing?.value)));
    const [saving, setSaving] = useState(false);

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
                    <TypedValueInput value={editing?.value} onChange={setValue} label={translate('attribute.value')} autoFocus={editing !== null} />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={() => void save()} disabled={!valid || saving}>{translate(editing ? 'action.save' : 'attribute.add')}</Button>
            </DialogActions>
        </Dialog>
    );
};
