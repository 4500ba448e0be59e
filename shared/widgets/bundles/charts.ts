import { BAR_CHART, LINE_CHART, STATE_CHART } from '../frameTemplates';
import { card, choice, flag, functionDatasource, integer, number, randomKey, REALTIME_MINUTE, settingsForm, text, type SettingsProperty, type WidgetBundleManifest, type WidgetTypeManifest } from '../manifest';

const timeseriesChart = (title: string) => ({
    ...card(title, functionDatasource(randomKey('First', '#2196f3'), randomKey('Second', '#4caf50'))),
    timewindow: REALTIME_MINUTE, showLegend: true,
});

const color = (title: string, value?: string): SettingsProperty => ({ ...text(title, value), format: 'color' });

/** A random walk that stays between 0 and 100: the latest-value charts need positive shares. */
const positiveKey = (label: string, colour: string) => ({
    ...randomKey(label, colour),
    funcBody: 'var value = (prevValue || 50) + Math.random() * 10 - 5;\nif (value < 0) value = 0;\nif (value > 100) value = 100;\nreturn value;',
});
const THREE_KEYS = functionDatasource(positiveKey('First', '#2196f3'), positiveKey('Second', '#4caf50'), positiveKey('Third', '#f44336'));

const TOOLTIP = { showTooltip: flag('Show a tooltip on hover', true) };
const CHART_JS_SETTINGS = settingsForm(TOOLTIP);
const DOUGHNUT_SETTINGS = settingsForm({
    ...TOOLTIP,
    borderWidth: number('Slice border width', 5),
    borderColor: color('Slice border colour', '#fff'),
    legend: { title: 'Legend', type: 'object', properties: { display: flag('Show the legend', true), labelsFontColor: color('Legend text colour', '#666666') } },
});
/** The Flot pie's settings: radius, hole, labels and percentages on the slices, legend. */
const FLOT_PIE_SETTINGS = settingsForm({
    radius: number('Radius (0 to 1 of the room)', 1),
    innerRadius: number('Hole (0 to 1 of the radius)', 0),
    tilt: number('Tilt (1: flat)', 1),
    animatedPie: flag('Animate the slices', false),
    stroke: { title: 'Slice border', type: 'object', properties: { color: color('Colour'), width: number('Width', 0) } },
    showLabels: flag('Label the slices', false),
    showPercentages: flag('Show the percentages on the slices', false),
    fontColor: color('Label colour', '#545454'),
    fontSize: integer('Label size', 10, 1),
    decimals: integer('Decimals of the percentages', 1, 0),
    legend: {
        title: 'Legend', type: 'object',
        properties: { show: flag('Show the legend', true), position: choice('Position', ['nw', 'ne', 'sw', 'se'], 'nw'), labelBoxBorderColor: color('Box border colour'), backgroundColor: color('Background colour'), backgroundOpacity: number('Background opacity') },
    },
});
const FLOT_PIE_KEY_SETTINGS = settingsForm({
    hideDataByDefault: flag('Hide the slice at first', false),
    disableDataHiding: flag('Keep the slice always shown', false),
    removeFromLegend: flag('Leave the key out of the legend', false),
});

const latestChart = (typeAlias: string, name: string, size: [number, number], settingsSchema: WidgetTypeManifest['settingsSchema'], settings: Record<string, unknown> = {}, extra: Partial<WidgetTypeManifest> = {}): WidgetTypeManifest => ({
    typeAlias, name, kind: 'latest', sizeX: size[0], sizeY: size[1], settingsSchema, defaultConfig: card(name, THREE_KEYS, settings), ...extra,
});

export const bundle: WidgetBundleManifest = {
    alias: 'charts',
    title: 'Charts',
    types: [
        { typeAlias: 'basic_timeseries', name: 'Timeseries Line Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: LINE_CHART, defaultConfig: timeseriesChart('Timeseries Line Chart') },
        { typeAlias: 'timeseries_bars_flot', name: 'Timeseries Bar Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: BAR_CHART, defaultConfig: timeseriesChart('Timeseries Bar Chart') },
        { typeAlias: 'state_chart', name: 'State Chart', kind: 'timeseries', sizeX: 8, sizeY: 5, template: STATE_CHART, defaultConfig: timeseriesChart('State Chart') },
        latestChart('bars', 'Bars', [7, 5], CHART_JS_SETTINGS),
        latestChart('doughnut_chart_js', 'Doughnut', [7, 5], DOUGHNUT_SETTINGS, { borderWidth: 5, borderColor: '#fff', legend: { display: true, labelsFontColor: '#666666' } }),
        latestChart('pie', 'Pie - Flot', [8, 5], FLOT_PIE_SETTINGS, {
            radius: 1, innerRadius: 0, tilt: 1, animatedPie: false, stroke: { width: 5 }, showLabels: true, showPercentages: true, fontColor: '#545454', fontSize: 10, decimals: 1,
            legend: { show: true, position: 'nw', labelBoxBorderColor: '#CCCCCC', backgroundColor: '#F0F0F0', backgroundOpacity: 0.85 },
        }, { dataKeySettingsSchema: FLOT_PIE_KEY_SETTINGS }),
        latestChart('pie_chart_js', 'Pie - Chart.js', [8, 5], CHART_JS_SETTINGS),
        latestChart('polar_area_chart_js', 'Polar Area', [7, 5], CHART_JS_SETTINGS),
        latestChart('radar_chart_js', 'Radar', [7, 5], CHART_JS_SETTINGS),
    ],
};
