import { BAR_CHART, LINE_CHART, STATE_CHART } from '../frameTemplates';
import { card, functionDatasource, randomKey, REALTIME_MINUTE, type WidgetBundleManifest } from '../manifest';

const timeseriesChart = (title: string) => ({
    ...card(title, functionDatasource(randomKey('First', '#2196f3'), randomKey('Second', '#4caf50'))),
    timewindow: REALTIME_MINUTE, showLegend: true,
});

export const bundle: WidgetBundleManifest = {
    alias: 'charts',
    title: 'Charts',
    types: [
        { typeAlias: 'basic_timeseries', name: 'Timeseries Line Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: LINE_CHART, defaultConfig: timeseriesChart('Timeseries Line Chart') },
        { typeAlias: 'timeseries_bars_flot', name: 'Timeseries Bar Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: BAR_CHART, defaultConfig: timeseriesChart('Timeseries Bar Chart') },
        { typeAlias: 'state_chart', name: 'State Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: STATE_CHART, defaultConfig: timeseriesChart('State Chart') },
    ],
};
