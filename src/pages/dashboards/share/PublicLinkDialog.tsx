import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../../components/display/CopyButton';
import { publicLinkOf } from './publicLink';

interface PublicLinkDialogProps {
    dashboardId: string;
    title: string;
    publicId: string;
    onClose: () => void;
}

/** ThingsBoard's "Dashboard is now public": the public link, a button that copies it, and the devices notice. */
export const PublicLinkDialog = ({ dashboardId, title, publicId, onClose }: PublicLinkDialogProps) => {
    const translate = useTranslate();
    const link = publicLinkOf(dashboardId, publicId);
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" onClick={event => event.stopPropagation()}>
            <DialogTitle>{translate('dashboard.public-dashboard-title')}</DialogTitle>
            <DialogContent>
                <Typography variant="body2" sx={{ mb: 2 }}>
                    {translate('dashboard.public-dashboard-text', { dashboardTitle: title })}
                </Typography>
                <TextField
                    fullWidth
                    size="small"
                    label={translate('dashboard.public-link')}
                    value={link}
                    slotProps={{
                        htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: 13 } },
                        input: {
                            endAdornment: (
                                <InputAdornment position="end">
                                    <CopyButton text={link} tooltipText={translate('dashboard.copy-public-link')} />
                                </InputAdornment>
                            ),
                        },
                    }}
                    onFocus={event => event.target.select()}
                />
                <Alert severity="info" sx={{ mt: 2 }}>
                    {translate('dashboard.public-dashboard-notice')}
                </Alert>
            </DialogContent>
            <DialogActions>
                <Button variant="contained" onClick={onClose}>
                    {translate('action.close', { _: 'Close' })}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
