import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import type { RelationDirection, RelationRow } from './relationRows';

export interface DeleteRelationsDialogProps {
    rows: readonly RelationRow[];
    direction: RelationDirection;
    onCancel: () => void;
    onConfirm: () => void;
}

/** Asks before relations are deleted, naming the entity when there is one (ThingsBoard's texts). */
export const DeleteRelationsDialog = ({ rows, direction, onCancel, onConfirm }: DeleteRelationsDialogProps) => {
    const translate = useTranslate();
    const side = direction === 'FROM' ? 'to' : 'from';
    const single = rows.length === 1 ? rows[0] : undefined;
    const title = single
        ? translate(`relation.delete-${side}-relation-title`, { entityName: single.entityName })
        : translate(`relation.delete-${side}-relations-title`, { smart_count: rows.length });
    const text = single
        ? translate(`relation.delete-${side}-relation-text`, { entityName: single.entityName })
        : translate(`relation.delete-${side}-relations-text`);
    return (
        <Dialog open onClose={onCancel}>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
                <DialogContentText>{text}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{translate('action.cancel')}</Button>
                <Button color="error" variant="contained" onClick={onConfirm}>{translate('action.delete')}</Button>
            </DialogActions>
        </Dialog>
    );
};
