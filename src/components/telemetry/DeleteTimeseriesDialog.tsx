import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateTimeInput } from '../display/DateTimeInput';
import { DELETION_STRATEGIES, type TimeseriesDeletion } from './timeseriesDeletion';

export interface DeleteTimeseriesDialogProps {
    keys: readonly string[];
    onCancel: () => void;
    onConfirm: (deletion: TimeseriesDeletion) => void;
    /** The clock, for tests: the period defaults to the last day. */
    now?: () => number;
}

const DAY = 86_400_000;

/** Asks which data of the selected time series goes: all of it, the latest value, or a period's. */
export const DeleteTimeseriesDialog = ({ keys, onCancel, onConfirm, now = Date.now }: DeleteTimeseriesDialogProps) => {
    const translate = useTranslate();
    const [strategy, setStrategy] = useState<TimeseriesDeletion['strategy']>('all');
    const [period, setPeriod] = useState<{ startTs: number | null; endTs: number | null }>(() => {
        const end = now();
        return { startTs: end - DAY, endTs: end };
    });
    const periodValid = period.startTs !== null && period.endTs !== null && period.startTs < period.endTs;
    const valid = strategy !== 'period' || periodValid;
    const confirm = () => {
        if (strategy === 'period') {
            if (periodValid) onConfirm({ strategy, startTs: period.startTs!, endTs: period.endTs! });
        } else onConfirm({ strategy });
    };
    return (
        <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="delete-timeseries-title">
            <DialogTitle id="delete-timeseries-title">{translate('attribute.delete-timeseries-title', { smart_count: keys.length })}</DialogTitle>
            <DialogContent>
                <DialogContentText sx={{ mb: 1, wordBreak: 'break-word' }}>{translate('attribute.delete-timeseries-text', { keys: keys.join(', ') })}</DialogContentText>
                <RadioGroup value={strategy} onChange={event => setStrategy(event.target.value as TimeseriesDeletion['strategy'])} aria-label={translate('attribute.delete-strategy')}>
                    {DELETION_STRATEGIES.map(option => (
                        <FormControlLabel key={option} value={option} control={<Radio />} label={translate(`attribute.delete-strategy-${option}`)} />
                    ))}
                </RadioGroup>
                {strategy === 'period' && (
                    <Stack sx={{ gap: 2, mt: 1 }}>
                        <DateTimeInput label={translate('attribute.delete-period-start')} value={period.startTs} maxDate={period.endTs ?? undefined} required showErrors onChange={startTs => setPeriod(current => ({ ...current, startTs }))} />
                        <DateTimeInput label={translate('attribute.delete-period-end')} value={period.endTs} minDate={period.startTs ?? undefined} required showErrors onChange={endTs => setPeriod(current => ({ ...current, endTs }))} />
                    </Stack>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{translate('action.cancel')}</Button>
                <Button color="error" variant="contained" disabled={!valid} onClick={confirm}>{translate('attribute.delete')}</Button>
            </DialogActions>
        </Dialog>
    );
};
