import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { JsonObjectViewer } from '../editors/JsonObjectViewer';

/** An edge event's body (the attributes written, the relation …), read-only. */
export const EdgeEventBodyDialog = ({ body, onClose }: { body: unknown; onClose: () => void }) => {
    const translate = useTranslate();
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
        <Dialog open onClose={onClose} fullScreen={small} maxWidth="md" fullWidth aria-labelledby="edge-event-body-title">
            <DialogTitle id="edge-event-body-title">{translate('edge.event-body')}</DialogTitle>
            <DialogContent dividers>
                <JsonObjectViewer value={body} width={840} label={translate('edge.event-body')} />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
