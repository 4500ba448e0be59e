import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';

/** ThingsBoard's activation link dialog: the link, and a button that copies it. */
export const ActivationLinkDialog = ({ link, onClose }: { link: string; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" onClick={event => event.stopPropagation()}>
            <DialogTitle>{translate('user-actions.activation-link-title')}</DialogTitle>
            <DialogContent>
                <Typography variant="body2" sx={{ mb: 1 }}>
                    {translate('user-actions.activation-link-text')}
                </Typography>
                <Link href={link} target="_blank" rel="noreferrer" sx={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 13 }}>
                    {link}
                </Link>
            </DialogContent>
            <DialogActions>
                <MuiButton
                    startIcon={<ContentCopyIcon />}
                    onClick={async () => {
                        await navigator.clipboard?.writeText(link).catch(() => undefined);
                        notify('user-actions.activation-link-copied', { type: 'info' });
                    }}
                >
                    {translate('user-actions.copy-activation-link')}
                </MuiButton>
                <MuiButton variant="contained" onClick={onClose}>
                    {translate('entity.done')}
                </MuiButton>
            </DialogActions>
        </Dialog>
    );
};
