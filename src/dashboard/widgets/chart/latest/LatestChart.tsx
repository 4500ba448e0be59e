import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../../runtime/custom/loadCustomWidget';
import { useWidgetActions } from '../../../runtime/WidgetActionContext';
import { variantWidget } from '../variantWidget';
import { BarsChart } from './BarsChart';
import { ChartLegend, type LegendItem } from './ChartLegend';
import type { LatestChartBodyProps } from './latestChartBody';
import { latestChartSettings, type LatestChartKind } from './latestChartSettings';
import { caption, latestSeries, type LatestSeries } from './latestSeries';
import { PieChart } from './PieChart';
import { PolarAreaChart } from './PolarAreaChart';
import { RadarChart } from './RadarChart';
import { useChartTooltip } from './useChartTooltip';

const BODIES: Record<LatestChartKind, ComponentType<LatestChartBodyProps>> = {
    pie: PieChart,
    doughnut: PieChart,
    flotPie: PieChart,
    polarArea: PolarAreaChart,
    radar: RadarChart,
    bars: BarsChart,
};

/** Pies need a positive value to draw a slice; the axis charts draw any number. */
const drawable = (kind: LatestChartKind, series: readonly LatestSeries[]) =>
    series.some(entry => entry.value !== null && (kind === 'radar' || kind === 'bars' || entry.value > 0));

/** The radar draws one shape: the legend names its datasource (the entity), as ThingsBoard's does. */
function legendItems(kind: LatestChartKind, series: readonly LatestSeries[], datasourceName: string): LegendItem[] {
    if (kind === 'radar') return series.length > 0 ? [{ color: series[0]!.color, label: datasourceName }] : [];
    return series.map(entry => ({ color: entry.color, label: caption(entry), detail: kind === 'flotPie' ? undefined : entry.text }));
}

const LEGEND_GAP = 8;

const LatestChart = ({ widget, snapshot, width, height, kind }: WidgetComponentProps & { kind: LatestChartKind }) => {
    const translate = useTranslate();
    const runActions = useWidgetActions();
    const settings = latestChartSettings(kind, widget.config.settings ?? {});
    const series = latestSeries(snapshot.data, widget.config);
    const tooltip = useChartTooltip(settings.showTooltip);
    const first = snapshot.data[0]?.datasource;
    const legend = settings.showLegend ? legendItems(kind, series, first?.entityLabel || first?.entityName || first?.name || '') : [];
    const Body = BODIES[kind];
    const decimals = typeof widget.config.decimals === 'number' ? widget.config.decimals : null;
    // The legend takes what it needs; the chart gets the rest of the widget's box.
    const legendRoom = legend.length === 0 ? 0 : settings.legendPlace === 'top' ? Math.min(height * 0.35, Math.ceil(legend.length / Math.max(1, Math.floor(width / 140))) * 20) + LEGEND_GAP : Math.min(width * 0.45, 160) + LEGEND_GAP;
    const chartWidth = Math.max(0, width - (settings.legendPlace === 'side' ? legendRoom : 0));
    const chartHeight = Math.max(0, height - (settings.legendPlace === 'top' ? legendRoom : 0));
    const empty = !snapshot.loading && !drawable(kind, series);
    return (
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: settings.legendPlace === 'top' ? 'column' : 'row', gap: `${LEGEND_GAP}px` }}>
            {legend.length > 0 && <ChartLegend items={legend} place={settings.legendPlace} color={settings.legendColor} />}
            <Box ref={tooltip.box} role="img" aria-label={series.map(entry => `${entry.label}: ${entry.text}`).join(', ')} sx={{ position: 'relative', flex: 1, minWidth: 0, minHeight: 0, overflow: 'hidden' }}>
                {chartWidth > 0 && chartHeight > 0 && (
                    <Body
                        series={series}
                        settings={settings}
                        width={chartWidth}
                        height={chartHeight}
                        decimals={decimals}
                        tooltip={tooltip}
                        onSliceClick={kind === 'flotPie' && (widget.config.actions?.sliceClick?.length ?? 0) > 0 ? entry => runActions('sliceClick', entry.entity) : undefined}
                    />
                )}
                {tooltip.element}
                {empty && (
                    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
                        <Typography color="text.secondary" sx={{ bgcolor: 'background.paper', px: 1, borderRadius: 1 }} data-testid="chart-no-data">
                            {translate('widget.no-data-found')}
                        </Typography>
                    </Box>
                )}
            </Box>
        </Box>
    );
};

/** The latest-value chart of one kind as a widget component (one component per kind, kept between renders). */
export const latestChartWidget = variantWidget<LatestChartKind, 'kind'>(LatestChart, 'kind');
