import type { LatestChartKind } from '../chart/latest/latestChartSettings';
import type { BundleCatalogue, WidgetLoader } from './types';

const chart = (style: 'line' | 'bars' | 'steps'): WidgetLoader => () => import('../chart/TimeseriesChart').then(module => module.chartWidget(style));
const latestChart = (kind: LatestChartKind): WidgetLoader => () => import('../chart/latest/LatestChart').then(module => module.latestChartWidget(kind));

export const loaders: BundleCatalogue = {
    basic_timeseries: chart('line'),
    timeseries_bars_flot: chart('bars'),
    state_chart: chart('steps'),
    bars: latestChart('bars'),
    doughnut_chart_js: latestChart('doughnut'),
    pie: latestChart('flotPie'),
    pie_chart_js: latestChart('pie'),
    polar_area_chart_js: latestChart('polarArea'),
    radar_chart_js: latestChart('radar'),
};
