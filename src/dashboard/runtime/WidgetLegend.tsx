import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { DatasourceData } from '../model/widgetData';
import { formatValue } from './formatValue';
import type { LegendSettings } from './legendConfig';
import { legendEntries, type LegendStats } from './legendStats';

/** The statistics a legend may show, in ThingsBoard's order, with its label keys. */
const STAT_COLUMNS: ReadonlyArray<{ stat: keyof LegendStats; flag: keyof LegendSettings; labelKey: string }> = [
    { stat: 'min', flag: 'showMin', labelKey: 'legend.Min' },
    { stat: 'max', flag: 'showMax', labelKey: 'legend.Max' },
    { stat: 'avg', flag: 'showAvg', labelKey: 'legend.Avg' },
    { stat: 'total', flag: 'showTotal', labelKey: 'legend.Total' },
];

const Swatch = ({ color }: { color?: string }) => (
    <Box component="span" sx={{ display: 'inline-block', width: 12, height: 4, borderRadius: 1, bgcolor: color ?? 'text.secondary', flexShrink: 0 }} />
);

export interface WidgetLegendProps {
    data: readonly DatasourceData[];
    config: LegendSettings;
    /** Statistics cover only this window when given. */
    window?: { startTs: number; endTs: number };
}

/**
 * A widget's legend (part2 §3.2): one entry per data key with its colour, and the chosen
 * statistics computed over the window. Column direction is a table with a header of statistic
 * names; row direction is a wrapping line of entries.
 */
export const WidgetLegend = ({ data, config, window }: WidgetLegendProps) => {
    const translate = useTranslate();
    const entries = legendEntries(data, config, window);
    const columns = STAT_COLUMNS.filter(column => config[column.flag]);
    const cellSx = { px: 1, py: 0.25, textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

    if (config.direction === 'row') {
        return (
            <Box component="ul" aria-label={translate('legend.legend')} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5, m: 0, p: 0.5, listStyle: 'none', typography: 'caption' }}>
                {entries.map((entry, index) => (
                    <Box component="li" key={index} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                        <Swatch color={entry.color} />
                        <span>{entry.label}</span>
                        {columns.map(column => (
                            <Box component="span" key={column.stat} sx={{ color: 'text.secondary' }}>
                                {translate(column.labelKey)}: {formatValue(entry[column.stat], entry.decimals, entry.units)}
                            </Box>
                        ))}
                    </Box>
                ))}
            </Box>
        );
    }
    return (
        <Box sx={{ overflow: 'auto', maxHeight: '100%', px: 0.5 }}>
            <Box component="table" aria-label={translate('legend.legend')} sx={{ borderCollapse: 'collapse', typography: 'caption', mx: 'auto' }}>
                {columns.length > 0 && (
                    <thead>
                        <tr>
                            <th />
                            {columns.map(column => (
                                <Box component="th" key={column.stat} sx={{ ...cellSx, color: 'text.secondary', fontWeight: 500 }}>
                                    {translate(column.labelKey)}
                                </Box>
                            ))}
                        </tr>
                    </thead>
                )}
                <tbody>
                    {entries.map((entry, index) => (
                        <tr key={index}>
                            <Box component="td" sx={{ px: 1, py: 0.25, whiteSpace: 'nowrap' }}>
                                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                                    <Swatch color={entry.color} />
                                    {entry.label}
                                </Box>
                            </Box>
                            {columns.map(column => (
                                <Box component="td" key={column.stat} sx={cellSx}>
                                    {formatValue(entry[column.stat], entry.decimals, entry.units)}
                                </Box>
                            ))}
                        </tr>
                    ))}
                </tbody>
            </Box>
        </Box>
    );
};
