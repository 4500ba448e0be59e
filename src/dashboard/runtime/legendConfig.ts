import type { LegendConfig, WidgetConfig, WidgetKind } from '../model/dashboardConfig';

/** A legend with every setting decided. */
export type LegendSettings = Required<Pick<LegendConfig, 'direction' | 'position' | 'sortDataKeys' | 'showMin' | 'showMax' | 'showAvg' | 'showTotal'>>;

/** ThingsBoard's default legend (part2 §3.2): a column at the bottom, the average only for time series. */
export const defaultLegendConfig = (kind: WidgetKind): LegendSettings => ({
    direction: 'column',
    position: 'bottom',
    sortDataKeys: false,
    showMin: false,
    showMax: false,
    showAvg: kind === 'timeseries',
    showTotal: false,
});

/** The widget's legend, its stored settings over the defaults; null when the legend is off. */
export const legendConfigOf = (kind: WidgetKind, config: WidgetConfig): LegendSettings | null =>
    config.showLegend ? { ...defaultLegendConfig(kind), ...(config.legendConfig ?? {}) } : null;
