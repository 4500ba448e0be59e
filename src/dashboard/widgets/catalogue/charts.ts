import type { BundleCatalogue, WidgetLoader } from './types';

const chart = (style: 'line' | 'bars' | 'steps'): WidgetLoader => () => import('../chart/TimeseriesChart').then(module => module.chartWidget(style));

export const loaders: BundleCatalogue = {
    basic_timeseries: chart('line'),
    timeseries_bars_flot: chart('bars'),
    state_chart: chart('steps'),
};
