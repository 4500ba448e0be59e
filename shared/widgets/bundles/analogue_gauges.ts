import { card, flag, functionDatasource, integer, number, randomKey, settingsForm, text, choice, type WidgetTypeManifest, type WidgetBundleManifest } from '../manifest';

const BAND = { type: 'object', properties: { from: { type: 'number' }, to: { type: 'number' }, color: { type: 'string' } } };

/** The settings both gauge bundles offer (digital_gauges uses them too). */
export const GAUGE_SETTINGS = settingsForm({
    minValue: number('Minimum value', 0),
    maxValue: number('Maximum value', 100),
    unitTitle: text('Unit title'),
    units: text('Units'),
    decimals: { title: 'Decimals', type: 'integer', minimum: 0 },
    majorTicksCount: integer('Major ticks count', 10, 1),
    minorTicks: integer('Minor ticks count', 2, 0),
    gaugeType: choice('Gauge type', ['arc', 'donut', 'horizontalBar', 'verticalBar']),
    levelColors: { title: 'Level colours, from min to max', type: 'array', items: { type: 'string' } },
    useFixedLevelColor: flag('Use fixed level colours', false),
    fixedLevelColors: { title: 'Fixed level colours', type: 'array', items: BAND },
    highlights: { title: 'Highlights', type: 'array', items: BAND },
    showMinMax: flag('Show min and max', true),
});

/** A gauge type: one value key of a random walk, the given settings over the shared gauge settings. */
export const gaugeType = (typeAlias: string, name: string, size: [number, number], key: string, settings: Record<string, unknown>): WidgetTypeManifest => ({
    typeAlias, name, kind: 'latest', sizeX: size[0], sizeY: size[1], settingsSchema: GAUGE_SETTINGS,
    defaultConfig: card(name, functionDatasource(randomKey(key, '#2196f3')), settings),
});

export const bundle: WidgetBundleManifest = {
    alias: 'analogue_gauges',
    title: 'Analogue gauges',
    types: [
        gaugeType('radial_gauge_canvas_gauges', 'Radial gauge', [6, 5], 'Speed', { minValue: -100, maxValue: 100 }),
        gaugeType('speed_gauge_canvas_gauges', 'Speed gauge', [7, 5], 'Speed', { minValue: 0, maxValue: 180, majorTicksCount: 9, unitTitle: 'km/h' }),
        gaugeType('temperature_radial_gauge_canvas_gauges', 'Temperature radial gauge', [6, 5], 'Temp', {
            minValue: -60, maxValue: 60, majorTicksCount: 12, unitTitle: 'Temperature', highlights: [{ from: 30, to: 60, color: 'rgba(244, 67, 54, .4)' }],
        }),
        gaugeType('temperature_gauge_canvas_gauges', 'Thermometer scale', [7, 3], 'Temp', { minValue: -60, maxValue: 60, majorTicksCount: 6, unitTitle: 'Temperature' }),
        gaugeType('analogue_compass', 'Compass', [6, 5], 'Direction', { minValue: 0, maxValue: 360 }),
    ],
};
