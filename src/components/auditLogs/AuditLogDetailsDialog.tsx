import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { AuditLog } from '../../../shared/generated/api.gen';
import { JsonObjectViewer } from '../editors/JsonObjectViewer';

/** An entry's action data (read-only JSON) and, for a failure, its failure details. */
export const AuditLogDetailsDialog = ({ entry, onClose }: { entry: AuditLog; onClose: () => void }) => {
    const translate = useTranslate();
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
        <Dialog open onClose={onClose} fullScreen={small} maxWidth="md" fullWidth aria-labelledby="audit-log-details-title">
            <DialogTitle id="audit-log-details-title">{translate('audit-log.audit-log-details')}</DialogTitle>
            <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <Typography variant="subtitle2" component="h3">
                    {translate('audit-log.action-data')}
                </Typography>
                <JsonObjectViewer value={entry.actionData} width={840} label={translate('audit-log.action-data')} />
                {entry.actionStatus === 'FAILURE' && (
                    <TextField
                        label={translate('audit-log.failure-details')}
                        value={entry.actionFailureDetails ?? ''}
                        multiline
                        minRows={3}
                        fullWidth
                        slotProps={{ htmlInput: { readOnly: true } }}
                    />
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
