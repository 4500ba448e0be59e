import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { JsonObjectEditor } from '../editors/JsonObjectEditor';
import { checkJsonObjectText, jsonObjectText } from '../editors/jsonText';
import { useCloseOnNavigation } from './useCloseOnNavigation';

export interface JsonEditDialogProps {
    /** The JSON value to edit; the dialog opens with it. */
    value: unknown;
    /** Cancel (or navigation) closes with undefined, Save with the edited value. */
    onClose(result: unknown): void;
    /** Default: the translated edit-JSON text. */
    title?: string;
    /** Fills the screen, as the value input's JSON editor does. */
    fullScreen?: boolean;
}

/** Edits a required JSON value (part 2 §2.2). */
export const JsonEditDialog = ({ value, onClose, title, fullScreen }: JsonEditDialogProps) => {
    const translate = useTranslate();
    const [edited, setEdited] = useState(() => checkJsonObjectText(jsonObjectText(value), true));
    useCloseOnNavigation(true, () => onClose(undefined));
    return (
        <Dialog open onClose={() => onClose(undefined)} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="json-edit-dialog-title">
            <DialogTitle id="json-edit-dialog-title">{title ?? translate('details.edit-json')}</DialogTitle>
            <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
                <JsonObjectEditor
                    value={value}
                    required
                    fullscreenAllowed={!fullScreen}
                    label={translate('value.json-value')}
                    height={fullScreen ? window.innerHeight - 200 : 300}
                    onChange={change => setEdited(change.valid ? { valid: true, value: change.value } : { valid: false, error: '' })}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={() => onClose(undefined)}>{translate('action.cancel')}</Button>
                <Button variant="contained" disabled={!edited.valid} onClick={() => edited.valid && onClose(edited.value)}>
                    {translate('action.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
