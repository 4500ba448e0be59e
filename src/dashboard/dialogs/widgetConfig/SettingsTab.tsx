import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { LegendConfig, WidgetConfig } from '../../model/dashboardConfig';
import { ColorField } from './ColorField';

interface SettingsTabProps {
    kind: string;
    config: WidgetConfig;
    onChange(config: WidgetConfig): void;
}

/** ThingsBoard's legend defaults: a column at the bottom, averages shown for time series. */
const DEFAULT_LEGEND: LegendConfig = { direction: 'column', position: 'bottom', sortDataKeys: false, showMin: false, showMax: false, showAvg: true, showTotal: false };
const LEGEND_FLAGS = ['sortDataKeys', 'showMin', 'showMax', 'showAvg', 'showTotal'] as const;

/**
 * The Settings tab, as ThingsBoard 3.3's: the title, the widget's style (colours, spacing, shadow,
 * fullscreen) and, for time series, the legend. The widget type's own settings are the Advanced tab.
 */
export const SettingsTab = ({ kind, config, onChange }: SettingsTabProps) => {
    const translate = useTranslate();
    const set = (changes: Partial<WidgetConfig>) => onChange({ ...config, ...changes });
    const check = (field: keyof WidgetConfig, label: string, fallback: boolean) => (
        <FormControlLabel control={<Checkbox checked={(config[field] as boolean | undefined) ?? fallback} onChange={event => set({ [field]: event.target.checked })} />} label={translate(label)} />
    );
    const legend = { ...DEFAULT_LEGEND, ...config.legendConfig };
    const setLegend = (changes: Partial<LegendConfig>) => set({ legendConfig: { ...legend, ...changes } });
    return (
        <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="subtitle2">{translate('widget-config.title')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
                <TextField size="small" label={translate('widget-config.title')} value={config.title ?? ''} onChange={event => set({ title: event.target.value })} sx={{ flex: 1 }} />
                {check('showTitle', 'widget-config.display-title', true)}
            </Stack>
            <Divider />
            <Typography variant="subtitle2">{translate('widget-config.widget-style')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <ColorField label={translate('widget-config.background-color')} value={config.backgroundColor} onChange={backgroundColor => set({ backgroundColor })} />
                <ColorField label={translate('widget-config.text-color')} value={config.color} onChange={color => set({ color })} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField size="small" label={translate('widget-config.padding')} placeholder="8px" value={config.padding ?? ''} onChange={event => set({ padding: event.target.value || null })} />
                <TextField size="small" label={translate('widget-config.margin')} placeholder="0px" value={config.margin ?? ''} onChange={event => set({ margin: event.target.value || null })} />
            </Stack>
            <Stack direction="row" flexWrap="wrap">
                {check('dropShadow', 'widget-config.drop-shadow', true)}
                {check('enableFullscreen', 'widget-config.enable-fullscreen', true)}
            </Stack>
            {kind === 'timeseries' && (
                <>
                    <Divider />
                    <Typography variant="subtitle2">{translate('widget-config.legend')}</Typography>
                    {check('showLegend', 'widget-config.display-legend', true)}
                    {config.showLegend !== false && (
                        <Stack spacing={1} sx={{ pl: { sm: 4 } }}>
                            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                                <TextField select size="small" label={translate('legend.direction')} value={legend.direction} onChange={event => setLegend({ direction: event.target.value as LegendConfig['direction'] })} sx={{ minWidth: 160 }}>
                                    {(['column', 'row'] as const).map(direction => (
                                        <MenuItem key={direction} value={direction}>{translate(`legend.direction-${direction}`)}</MenuItem>
                                    ))}
                                </TextField>
                                <TextField select size="small" label={translate('legend.position')} value={legend.position} onChange={event => setLegend({ position: event.target.value as LegendConfig['position'] })} sx={{ minWidth: 160 }}>
                                    {(['top', 'bottom', 'left', 'right'] as const).map(position => (
                                        <MenuItem key={position} value={position}>{translate(`legend.position-${position}`)}</MenuItem>
                                    ))}
                                </TextField>
                            </Stack>
                            <Stack direction="row" flexWrap="wrap">
                                {LEGEND_FLAGS.map(flag => (
                                    <FormControlLabel key={flag} control={<Checkbox checked={legend[flag] === true} onChange={event => setLegend({ [flag]: event.target.checked })} />} label={translate(`legend.${flag}`)} />
                                ))}
                            </Stack>
                        </Stack>
                    )}
                </>
            )}
        </Stack>
    );
};
