import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { TimewindowPicker } from '../../../components/timewindow/TimewindowPicker';
import type { Timewindow } from '../../../lib/time/timewindow';
import type { WidgetConfig } from '../../model/dashboardConfig';
import { widgetKindTraits } from '../../runtime/widgetKinds';

interface DataSettingsProps {
    kind: string;
    config: WidgetConfig;
    onChange(config: WidgetConfig): void;
}

/** The widget's own time window, at the top of the Data tab as in ThingsBoard 3.3. */
export const TimewindowSettings = ({ kind, config, onChange }: DataSettingsProps) => {
    const translate = useTranslate();
    if (!widgetKindTraits(kind).usesTimewindow) return null;
    const set = (changes: Partial<WidgetConfig>) => onChange({ ...config, ...changes });
    const ownWindow = config.useDashboardTimewindow === false;
    return (
        <Stack spacing={1} sx={{ pt: 1, pb: 2 }}>
            <Typography variant="subtitle2">{translate('widget-config.timewindow')}</Typography>
            <Stack direction="row" flexWrap="wrap">
                <FormControlLabel control={<Checkbox checked={!ownWindow} onChange={event => set({ useDashboardTimewindow: event.target.checked })} />} label={translate('widget-config.use-dashboard-timewindow')} />
                <FormControlLabel disabled={!ownWindow} control={<Checkbox checked={config.displayTimewindow !== false} onChange={event => set({ displayTimewindow: event.target.checked })} />} label={translate('widget-config.display-timewindow')} />
            </Stack>
            {ownWindow && <TimewindowPicker isEdit aggregation value={config.timewindow as Timewindow | undefined} onChange={timewindow => set({ timewindow: timewindow as WidgetConfig['timewindow'] })} />}
        </Stack>
    );
};

/** Units and decimals every data key starts with, under the datasources as ThingsBoard's "Data settings". */
export const ValueFormatSettings = ({ config, onChange }: Omit<DataSettingsProps, 'kind'>) => {
    const translate = useTranslate();
    const set = (changes: Partial<WidgetConfig>) => onChange({ ...config, ...changes });
    return (
        <Stack spacing={1} sx={{ pt: 2 }}>
            <Typography variant="subtitle2">{translate('widget-config.value-format')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField size="small" label={translate('widget-config.units')} value={config.units ?? ''} onChange={event => set({ units: event.target.value || null })} />
                <TextField
                    size="small"
                    type="number"
                    label={translate('widget-config.decimals')}
                    value={config.decimals ?? ''}
                    onChange={event => set({ decimals: event.target.value === '' ? null : Number(event.target.value) })}
                    slotProps={{ htmlInput: { min: 0, max: 15, step: 1 } }}
                />
            </Stack>
        </Stack>
    );
};
