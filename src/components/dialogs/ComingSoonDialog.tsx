import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { useCloseOnNavigation } from './useCloseOnNavigation';

/** A placeholder for what is not built yet, with one OK button. */
export const ComingSoonDialog = ({ onClose }: { onClose(): void }) => {
    const translate = useTranslate();
    useCloseOnNavigation(true, onClose);
    return (
        <Dialog open onClose={onClose} aria-labelledby="coming-soon-title" maxWidth="xs" fullWidth>
            <DialogTitle id="coming-soon-title">{translate('dialog.coming-soon')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('dialog.coming-soon-text')}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button variant="contained" onClick={onClose} autoFocus>
                    {translate('action.ok')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
