import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useLocale, useTranslate } from 'react-admin';
import { fromPolyglotLocale, formatLocaleOf } from '../../../shared/i18n/languages';
import { formatNumber } from '../../providers/i18n/localeFormat';

const BARS_HEIGHT = 44;

/**
 * The last day hour by hour as plain CSS bars (no chart library): each bar's height is its share of the busiest hour.
 * The tooltips describe their bars rather than name them: a bare div may not carry a name.
 */
export const HourlyBars = ({ hours, name, color }: { hours: ReadonlyArray<{ ts: number; value: number }>; name: string; color: string }) => {
    const translate = useTranslate();
    const locale = useLocale();
    const max = Math.max(1, ...hours.map(hour => hour.value));
    const hourLabel = (ts: number) => new Date(ts).toLocaleTimeString(formatLocaleOf(fromPolyglotLocale(locale)), { hour: '2-digit', minute: '2-digit' });
    return (
        <Box role="img" aria-label={translate('api-usage.hourly-chart', { name })} sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: BARS_HEIGHT }}>
            {hours.map(hour => (
                <Tooltip key={hour.ts} title={translate('api-usage.hour-value', { hour: hourLabel(hour.ts), value: formatNumber(hour.value) })} placement="top" disableInteractive describeChild>
                    <Box
                        data-value={hour.value}
                        sx={{
                            flex: 1,
                            minWidth: 0,
                            height: hour.value > 0 ? `${Math.max(8, (hour.value / max) * 100)}%` : '2px',
                            bgcolor: hour.value > 0 ? color : 'action.disabledBackground',
                            borderRadius: '2px 2px 0 0',
                            opacity: hour.value > 0 ? 0.85 : 1,
                            transition: 'height 200ms',
                            '&:hover': { opacity: 1 },
                        }}
                    />
                </Tooltip>
            ))}
        </Box>
    );
};
