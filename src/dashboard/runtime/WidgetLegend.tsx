import { styled } from '@mui/material/styles';
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

// Styled once: a legend re-renders with every data update, so its cells carry no per-render styles.
const Table = styled('table')(({ theme }) => ({
    ...theme.typography.caption,
    borderCollapse: 'collapse',
    margin: '0 auto',
    '& th': { color: theme.palette.text.secondary, fontWeight: 500 },
    '& th, & td.stat': { padding: '2px 8px', textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    '& td.label': { padding: '2px 8px', minWidth: 96, wordBreak: 'break-word' },
}));
const Row = styled('ul')(({ theme }) => ({
    ...theme.typography.caption,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: theme.spacing(0.5, 1.5),
    margin: 0,
    padding: theme.spacing(0.5),
    listStyle: 'none',
    '& li': { display: 'flex', alignItems: 'center', gap: 6 },
    '& .stat': { color: theme.palette.text.secondary },
}));
const Swatch = styled('span')({ display: 'inline-block', width: 12, height: 4, borderRadius: 2, flexShrink: 0, marginRight: 6, verticalAlign: 'middle' });

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

    if (config.direction === 'row') {
        return (
            <Row aria-label={translate('legend.legend')}>
                {entries.map((entry, index) => (
                    <li key={index}>
                        <Swatch style={{ background: entry.color }} />
                        <span>{entry.label}</span>
                        {columns.map(column => (
                            <span className="stat" key={column.stat}>
                                {translate(column.labelKey)}: {formatValue(entry[column.stat], entry.decimals, entry.units)}
                            </span>
                        ))}
                    </li>
                ))}
            </Row>
        );
    }
    return (
        <Table aria-label={translate('legend.legend')}>
            {columns.length > 0 && (
                <thead>
                    <tr>
                        <th />
                        {columns.map(column => (
                            <th key={column.stat}>{translate(column.labelKey)}</th>
                        ))}
                    </tr>
                </thead>
            )}
            <tbody>
                {entries.map((entry, index) => (
                    <tr key={index}>
                        <td className="label">
                            <Swatch style={{ background: entry.color }} />
                            {entry.label}
                        </td>
                        {columns.map(column => (
                            <td className="stat" key={column.stat}>
                                {formatValue(entry[column.stat], entry.decimals, entry.units)}
                            </td>
                        ))}
                    </tr>
                ))}
            </tbody>
        </Table>
    );
};
