import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { TrashRestoreResult } from '../../../shared/generated/api.gen';
import { entityPath } from '../../components/commandPalette/paletteEntities';
import { notRestoredText } from './notRestoredText';

/** What a restore could not bring back as it was, line by line, with a way to the restored entity. */
export const RestoreResultDialog = ({ result, onClose }: { result: TrashRestoreResult | null; onClose: () => void }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const path = result ? entityPath(result.entityId.entityType, result.entityId.id) : null;
    return (
        <Dialog open={result !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="trash-result-title">
            <DialogTitle id="trash-result-title">{result && translate('trash.result-title', { name: result.name })}</DialogTitle>
            <DialogContent dividers>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {translate('trash.result-intro')}
                </Typography>
                <List dense disablePadding>
                    {result?.notRestored.map((item, index) => (
                        <ListItem key={index} disableGutters alignItems="flex-start">
                            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                                <WarningAmberIcon fontSize="small" color="warning" />
                            </ListItemIcon>
                            <ListItemText primary={notRestoredText(item, translate)} />
                        </ListItem>
                    ))}
                </List>
            </DialogContent>
            <DialogActions>
                {path && (
                    <Button
                        onClick={() => {
                            onClose();
                            navigate(path);
                        }}
                    >
                        {translate('trash.open')}
                    </Button>
                )}
                <Button variant="contained" onClick={onClose}>
                    {translate('trash.close')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
