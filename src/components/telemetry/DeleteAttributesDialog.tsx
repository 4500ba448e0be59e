import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';

export interface DeleteAttributesDialogProps {
    keys: readonly string[];
    onCancel: () => void;
    onConfirm: () => void;
}

/** Asks before the selected attributes are deleted: there is no undo. */
export const DeleteAttributesDialog = ({ keys, onCancel, onConfirm }: DeleteAttributesDialogProps) => {
    const translate = useTranslate();
    return (
        <Dialog open onClose={onCancel}>
            <DialogTitle>{translate('attribute.delete-attributes-title', { smart_count: keys.length })}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('attribute.delete-attributes-text', { keys: keys.join(', ') })}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{translate('action.cancel')}</Button>
                <Button color="error" variant="contained" onClick={onConfirm}>{translate('attribute.delete')}</Button>
            </DialogActions>
        </Dialog>
    );
};
