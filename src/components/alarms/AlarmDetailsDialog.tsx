import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { AlarmInfo } from '../../../shared/generated/api.gen';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { httpClient } from '../../providers/http/httpClient';
import { CONFIRMATIONS, type AlarmAction } from './alarmActions';
import { canAcknowledge, canClear, statusLabel } from './alarmSeverity';
import { SeverityLabel } from './SeverityLabel';

export interface AlarmDetailsDialogProps {
    alarm: AlarmInfo;
    onAction: (action: AlarmAction, ids: readonly string[]) => Promise<void>;
    onClose: () => void;
}

const time = (ms: number) => (ms > 0 ? formatDateTime(ms) : '—');

/** Every field of an alarm, its details as JSON, and Acknowledge / Clear as its status allows. */
export const AlarmDetailsDialog = ({ alarm: initial, onAction, onClose }: AlarmDetailsDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [alarm, setAlarm] = useState(initial);
    const [busy, setBusy] = useState(false);
    // Acknowledge and Clear ask first, here as in the table's rows.
    const [asking, setAsking] = useState<AlarmAction | null>(null);

    const act = async (action: AlarmAction) => {
        setAsking(null);
        setBusy(true);
        await onAction(action, [alarm.id.id]);
        const fresh = await httpClient.request<AlarmInfo>(`/api/alarm/info/${alarm.id.id}`).catch(() => null);
        if (fresh) setAlarm(fresh);
        setBusy(false);
    };

    const fields: Array<[string, ReactNode]> = [
        ['alarm.originator', alarm.originatorName ?? alarm.originator.id],
        ['alarm.originator-type', alarm.originator.entityType],
        ['alarm.type', alarm.type],
        ['alarm.severity', <SeverityLabel severity={alarm.severity} />],
        ['alarm.status', translate(statusLabel(alarm.status))],
        ['alarm.created-time', time(alarm.createdTime)],
        ['alarm.start-time', time(alarm.startTs)],
        ['alarm.end-time', time(alarm.endTs)],
        ['alarm.ack-time', time(alarm.ackTs)],
        ['alarm.clear-time', time(alarm.clearTs)],
    ];
    const hasDetails = alarm.details !== null && alarm.details !== undefined && !(typeof alarm.details === 'object' && Object.keys(alarm.details as object).length === 0);

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="alarm-details-title">
            <DialogTitle id="alarm-details-title">{translate('alarm.alarm-details')}</DialogTitle>
            <DialogContent dividers>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
                    {fields.map(([label, value]) => (
                        <Box key={label} sx={{ display: 'contents' }}>
                            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                                {translate(label)}
                            </Typography>
                            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }} data-field={label}>
                                {value}
                            </Typography>
                        </Box>
                    ))}
                </Box>
                <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
                    {translate('alarm.details')}
                </Typography>
                {hasDetails ? (
                    <Box
                        component="pre"
                        aria-label={translate('alarm.details')}
                        sx={{ m: 0, p: 1.5, bgcolor: theme => theme.palette.action.hover, borderRadius: 1, fontSize: 13, fontFamily: 'monospace', overflow: 'auto', maxHeight: 240 }}
                    >
                        {JSON.stringify(alarm.details, null, 2)}
                    </Box>
                ) : (
                    <Typography variant="body2" color="text.secondary">
                        {translate('alarm.no-details')}
                    </Typography>
                )}
            </DialogContent>
            <DialogActions>
                {/* Both always offered, each enabled while the alarm's status allows it. */}
                <Button disabled={busy || !canAcknowledge(alarm.status)} startIcon={<DoneIcon />} onClick={() => setAsking('acknowledge')}>
                    {translate('alarm.acknowledge')}
                </Button>
                <Button disabled={busy || !canClear(alarm.status)} startIcon={<ClearIcon />} onClick={() => setAsking('clear')}>
                    {translate('alarm.clear')}
                </Button>
                <Button variant="contained" onClick={onClose}>
                    {translate('action.close')}
                </Button>
            </DialogActions>
            {asking && (
                <Confirm
                    isOpen
                    title={translate(CONFIRMATIONS[asking].title, { smart_count: 1 })}
                    content={translate(CONFIRMATIONS[asking].text, { smart_count: 1 })}
                    onClose={() => setAsking(null)}
                    onConfirm={() => void act(asking)}
                />
            )}
        </Dialog>
    );
};
