import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { DateTime } from 'luxon';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatTimestamp } from '../../../lib/time/timewindowText';
import { REALTIME_TYPE, TIMEWINDOW_TAB } from '../../../lib/time/timewindow';
import { DAY, MINUTE } from '../../../lib/time/units';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { seriesColors } from '../../runtime/seriesColors';
import { useWidgetTimewindow } from '../../runtime/WidgetTimewindowContext';
import { variantWidget } from './variantWidget';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { alignSeries, type AlignedColumns } from './alignSeries';
import { groupedBars } from './groupedBars';
import { tooltipPlugin, type TooltipSeries } from './tooltipPlugin';
import { serverClock } from '../../../lib/time/serverClock';

export type ChartStyle = 'line' | 'bars' | 'steps';

const SLIDE_EVERY_MS = 1000;

/** How each chart style draws series `index` of `count` (ThingsBoard's line, bar and state charts). */
const PATHS: Record<ChartStyle, (index: number, count: number) => uPlot.Series['paths']> = {
    line: () => undefined,
    bars: groupedBars,
    steps: () => uPlot.paths.stepped?.({ align: 1 }),
};

interface ChartProps extends WidgetComponentProps {
    chartStyle: ChartStyle;
}

/**
 * A time-series chart on canvas (uPlot): one series per data key with its label, colour, units
 * and decimals; the time axis and tooltip in the window's time zone; the x range is the
 * window, so a realtime chart slides. New data goes through setData, never a new chart.
 */
const TimeseriesChart = ({ widget, snapshot, width, height, chartStyle }: ChartProps) => {
    const theme = useTheme();
    const translate = useTranslate();
    const window = useWidgetTimewindow();
    const holder = useRef<HTMLDivElement>(null);
    const plot = useRef<uPlot | null>(null);
    const zone = window?.model.timezone ?? null;

    const colors = seriesColors(snapshot.data);
    const series: TooltipSeries[] = snapshot.data.map(({ datasource, dataKey }, index) => ({
        label: dataKeyLabel(datasource, dataKey),
        color: colors[index],
        units: dataKey.units ?? (widget.config.units as string | undefined),
        decimals: dataKey.decimals ?? (widget.config.decimals as number | undefined),
    }));
    const signature = JSON.stringify([series, chartStyle, zone, theme.palette.mode]);
    const columns = useMemo(() => alignSeries(snapshot.data), [snapshot.data]);
    const xRange = window ? { min: window.startTs, max: window.endTs } : null;

    useEffect(() => {
        if (!holder.current) return;
        const axisStroke = theme.palette.text.secondary;
        const grid = { stroke: theme.palette.divider, width: 1 };
        const scales = yScales(series);
        const options: uPlot.Options = {
            width,
            height,
            ms: 1,
            legend: { show: false },
            cursor: { drag: { x: false, y: false }, points: { size: 6 } },
            tzDate: zone ? ts => uPlot.tzDate(new Date(ts), zone) : undefined,
            scales: { x: { time: true } },
            axes: [
                { stroke: axisStroke, grid, ticks: grid, values: (_, splits, _axis, _space, increment) => splits.map(ts => formatTick(ts, increment, zone)) },
                ...scales.map((scale, index) => ({
                    scale: scale.name,
                    side: index === 0 ? 3 : 1,
                    stroke: axisStroke,
                    grid: index === 0 ? grid : { show: false },
                    ticks: grid,
                    // As wide as the longest label, so '24.25 °C' is never clipped.
                    size: (_: uPlot, values: string[] | null) => (values?.length ? Math.max(...values.map(value => value.length)) * 7 + 20 : 40),
                    space: 36,
                    values: (_: uPlot, splits: number[]) => splits.map(value => `${Number(value.toPrecision(6))}${scale.units ? ` ${scale.units}` : ''}`),
                })),
            ],
            series: [
                {},
                ...series.map((entry, index) => ({
                    label: entry.label,
                    scale: scaleName(entry.units),
                    stroke: entry.color,
                    width: 1.5,
                    spanGaps: true,
                    paths: PATHS[chartStyle](index, series.length),
                    fill: chartStyle === 'bars' ? `${entry.color}99` : undefined,
                })),
            ],
            plugins: [tooltipPlugin(series, (ts: number) => formatTimestamp(ts, zone))],
        };
        const chart = new uPlot(options, columns, holder.current);
        showWindow(chart, columns, xRange);
        plot.current = chart;
        return () => {
            chart.destroy();
            plot.current = null;
        };
        // Rebuilt only when the series or their look change; data and size have their own updates.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [signature]);

    useEffect(() => {
        const chart = plot.current;
        if (!chart) return;
        chart.batch(() => {
            chart.setData(columns, false);
            showWindow(chart, columns, xRange);
        });
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [columns, xRange?.min, xRange?.max]);

    useEffect(() => {
        plot.current?.setSize({ width, height });
    }, [width, height]);

    // A 'last N' realtime window slides with the clock even while no point arrives.
    const slidingSpan = window && window.model.selectedTab === TIMEWINDOW_TAB.REALTIME && window.model.realtime.realtimeType === REALTIME_TYPE.LAST_INTERVAL ? window.endTs - window.startTs : null;
    useEffect(() => {
        if (slidingSpan === null) return;
        const timer = setInterval(() => {
            const now = serverClock.now();
            plot.current?.setScale('x', { min: now - slidingSpan, max: now });
        }, SLIDE_EVERY_MS);
        return () => clearInterval(timer);
    }, [slidingSpan]);

    // No point in the window: the axes stay, and the chart says so, as the value card does.
    const empty = !snapshot.loading && snapshot.data.every(entry => entry.data.length === 0);
    return (
        <>
            {/* Time runs left to right in every language; the axes' canvas text (1 °C) too. */}
            <Box ref={holder} dir="ltr" role="img" aria-label={series.map(entry => entry.label).join(', ')} sx={{ position: 'absolute', inset: 0, '& .u-over': { cursor: 'crosshair' } }} />
            {empty && (
                <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
                    <Typography color="text.secondary" sx={{ bgcolor: 'background.paper', px: 1, borderRadius: 1 }} data-testid="chart-no-data">
                        {translate('widget.no-data-found')}
                    </Typography>
                </Box>
            )}
        </>
    );
};

/** Series with the same units share a y axis: the first on the left, the others on the right. */
const scaleName = (units: string | null | undefined) => `y:${units ?? ''}`;

function yScales(series: readonly TooltipSeries[]): Array<{ name: string; units: string | null | undefined }> {
    const scales = new Map<string, string | null | undefined>();
    for (const entry of series) if (!scales.has(scaleName(entry.units))) scales.set(scaleName(entry.units), entry.units);
    if (scales.size === 0) scales.set(scaleName(undefined), undefined);
    return [...scales].map(([name, units]) => ({ name, units }));
}

/** Time axis labels in the window's zone: seconds, minutes or dates as the tick spacing needs. */
const formatTick = (ts: number, increment: number, zone: string | null) =>
    DateTime.fromMillis(ts, zone ? { zone } : {}).toFormat(increment < MINUTE ? 'HH:mm:ss' : increment < DAY ? 'HH:mm' : 'yyyy-MM-dd');

/** The x axis spans the time window (the data's extent without one); each y axis fits its series. */
function showWindow(chart: uPlot, columns: AlignedColumns, xRange: { min: number; max: number } | null) {
    chart.setScale('x', xRange ?? { min: columns[0][0] ?? 0, max: columns[0].at(-1) ?? 1 });
    const byScale = new Map<string, Array<Array<number | null>>>();
    chart.series.forEach((series, index) => {
        if (index === 0 || !series.scale) return;
        byScale.set(series.scale, [...(byScale.get(series.scale) ?? []), columns[index] ?? []]);
    });
    for (const [scale, ys] of byScale) chart.setScale(scale, yRange(ys));
}

/** The y range of some columns with a little headroom; a flat or empty series still gets a visible band. */
function yRange(ys: ReadonlyArray<ReadonlyArray<number | null>>): { min: number; max: number } {
    let min = Infinity;
    let max = -Infinity;
    for (const column of ys) {
        for (const value of column) {
            if (value === null) continue;
            if (value < min) min = value;
            if (value > max) max = value;
        }
    }
    if (min === Infinity) return { min: 0, max: 1 };
    const pad = (max - min) * 0.05 || Math.abs(max) * 0.05 || 1;
    return { min: min - pad, max: max + pad };
}

/** The chart of one style as a widget component (one component per style, so React keeps it between renders). */
export const chartWidget = variantWidget<ChartStyle, 'chartStyle'>(TimeseriesChart, 'chartStyle');
