import { card, choice, flag, functionDatasource, integer, number, randomKey, settingsForm, text, type SettingsProperty, type WidgetBundleManifest, type WidgetTypeManifest } from '../manifest';

/** A band of a scale: highlights of the canvas gauges, fixed level colours of the digital ones. */
const BAND = { type: 'object', properties: { from: { type: 'number' }, to: { type: 'number' }, color: { type: 'string' } } };
const color = (title: string, value?: string): SettingsProperty => ({ ...text(title, value), format: 'color' });
/** A font setting as ThingsBoard stores it: family, size, style, weight and colour. */
export const font = (title: string): SettingsProperty => ({
    title, type: 'object',
    properties: { family: text('Font family'), size: number('Size'), style: choice('Style', ['normal', 'italic', 'oblique']), weight: text('Weight'), color: color('Colour') },
});
const animation = {
    animation: flag('Animate value changes', true),
    animationDuration: integer('Animation duration (ms)', 500, 0),
    animationRule: choice('Animation rule', ['linear', 'quad', 'quint', 'cycle', 'bounce', 'elastic', 'dequad', 'dequint', 'decycle', 'debounce', 'delastic']),
};

/** The scale and value every gauge of both bundles reads. */
export const GAUGE_SCALE = {
    minValue: number('Minimum value', 0),
    maxValue: number('Maximum value', 100),
    unitTitle: text('Unit title'),
    showUnitTitle: flag('Show the unit title', true),
    units: text('Units'),
    decimals: { title: 'Decimals', type: 'integer', minimum: 0 },
    defaultColor: color('Gauge colour (needle, bar or level; the data key colour when empty)'),
};

/** The canvas gauges' settings (radial, speed, temperature radial and the thermometer scale). */
const CANVAS_SETTINGS = {
    ...GAUGE_SCALE,
    majorTicksCount: integer('Major ticks', 10, 1),
    minorTicks: integer('Minor ticks between two major ones', 2, 0),
    valueBox: flag('Show the value box', true),
    valueInt: integer('Integer digits of the value box (padded with zeros)', 3, 1),
    valueDec: integer('Decimals of the value box', 0, 0),
    colorPlate: color('Plate colour', '#fff'),
    colorMajorTicks: color('Major ticks colour', '#444'),
    colorMinorTicks: color('Minor ticks colour', '#666'),
    colorNeedle: color('Needle colour'),
    colorValueBoxBackground: color('Value box colour', '#babab2'),
    highlights: { title: 'Highlights along the scale', type: 'array', items: BAND },
    highlightsWidth: number('Highlights width', 15),
    showBorder: flag('Show the rim', true),
    numbersFont: font('Tick numbers font'),
    titleFont: font('Title font'),
    unitsFont: font('Units font'),
    valueFont: font('Value font (Segment7Standard: LCD digits)'),
    ...animation,
};
const RADIAL_SETTINGS = settingsForm({
    ...CANVAS_SETTINGS,
    startAngle: number('Start angle (degrees from the bottom)', 45),
    ticksAngle: number('Scale angle (degrees)', 270),
    needleCircleSize: number('Needle hub size', 10),
});
const LINEAR_SETTINGS = settingsForm({
    ...CANVAS_SETTINGS,
    barStrokeWidth: number('Tube outline width', 2.5),
    colorBarStroke: color('Tube outline colour'),
    colorBar: color('Tube colour', '#fff'),
    colorBarProgress: color('Fill colour at the start'),
    colorBarProgressEnd: color('Fill colour at the end'),
});
const COMPASS_SETTINGS = settingsForm({
    majorTicks: { title: 'Labels of the major ticks, clockwise from north', type: 'array', items: { type: 'string' } },
    minorTicks: integer('Minor ticks between two labels', 22, 0),
    needleCircleSize: number('Needle hub size', 15),
    showBorder: flag('Show the rim', true),
    borderOuterWidth: number('Rim width', 10),
    colorPlate: color('Plate colour', '#222'),
    colorMajorTicks: color('Major ticks colour', '#f5f5f5'),
    colorMinorTicks: color('Minor ticks colour', '#ddd'),
    colorNeedle: color('Needle colour', '#f08080'),
    colorNeedleCircle: color('Needle hub colour', '#e8e8e8'),
    colorBorder: color('Rim colour', '#ccc'),
    majorTickFont: font('Labels font'),
    ...animation,
    animationTarget: choice('Turns on a change', ['needle', 'plate'], 'needle'),
});

const ROBOTO = (size: number, colour: string, weight = '500') => ({ family: 'Roboto', size, style: 'normal', weight, color: colour });
const SEGMENT7 = (size: number, colour: string) => ({ family: 'Segment7Standard', size, style: 'normal', weight: 'normal', shadowColor: 'rgba(0, 0, 0, 0.49)', color: colour });
/** What ThingsBoard's canvas gauges share in their default settings. */
const CANVAS_DEFAULTS = {
    showUnitTitle: true, minorTicks: 2, valueBox: true, valueInt: 3, colorPlate: '#fff', colorMajorTicks: '#444', colorMinorTicks: '#666',
    colorValueBoxRect: '#888', colorValueBoxRectEnd: '#666', colorValueBoxBackground: '#babab2', colorValueBoxShadow: 'rgba(0,0,0,1)',
    highlightsWidth: 15, animation: true, animationDuration: 500, animationRule: 'cycle', defaultColor: '#e65100',
};

/** A gauge type with one value key; the default configuration carries the type's look in its settings. */
export const gaugeType = (typeAlias: string, name: string, size: [number, number], key: string, settingsSchema: WidgetTypeManifest['settingsSchema'], settings: Record<string, unknown>, frame: Record<string, unknown> = {}): WidgetTypeManifest => ({
    typeAlias, name, kind: 'latest', sizeX: size[0], sizeY: size[1], settingsSchema,
    defaultConfig: { ...card(name, functionDatasource(randomKey(key, '#2196f3')), settings), showTitle: false, ...frame },
});

/** A band of the temperature scales, the cold side blue and the warm side red, fading to the middle. */
const temperatureBands = (from: number, to: number, step: number, cold: string, warm: string) =>
    Array.from({ length: (to - from) / step }, (_, index) => {
        const start = from + index * step;
        const share = Math.abs(start + step / 2) / Math.max(Math.abs(from), Math.abs(to));
        return { from: start, to: start + step, color: `rgba(${start < 0 ? cold : warm}, ${Math.round(share * 100) / 100})` };
    });

export const bundle: WidgetBundleManifest = {
    alias: 'analogue_gauges',
    title: 'Analogue gauges',
    types: [
        gaugeType('radial_gauge_canvas_gauges', 'Radial gauge', [6, 5], 'Temp', RADIAL_SETTINGS, {
            ...CANVAS_DEFAULTS, minValue: -100, maxValue: 100, startAngle: 45, ticksAngle: 270, showBorder: true, needleCircleSize: 10, highlights: [], minorTicks: 10, valueDec: 0,
            numbersFont: ROBOTO(18, '#616161'), titleFont: ROBOTO(24, '#888'), unitsFont: ROBOTO(22, '#616161'), valueFont: SEGMENT7(36, '#444'),
        }),
        gaugeType('speed_gauge_canvas_gauges', 'Speed gauge', [7, 5], 'Speed', RADIAL_SETTINGS, {
            ...CANVAS_DEFAULTS, minValue: 0, maxValue: 180, startAngle: 45, ticksAngle: 270, showBorder: false, needleCircleSize: 7, showUnitTitle: false, majorTicksCount: 9, valueDec: 0, units: 'MPH',
            highlights: [{ from: 80, to: 120, color: '#fdd835' }, { from: 120, to: 180, color: '#e57373' }], animationDuration: 1500, animationRule: 'linear',
            numbersFont: ROBOTO(22, '#616161'), titleFont: ROBOTO(24, '#888'), unitsFont: ROBOTO(28, '#616161'), valueFont: SEGMENT7(32, '#444'),
        }),
        gaugeType('temperature_radial_gauge_canvas_gauges', 'Temperature radial gauge', [6, 5], 'Temperature', RADIAL_SETTINGS, {
            ...CANVAS_DEFAULTS, minValue: -60, maxValue: 60, startAngle: 67.5, ticksAngle: 225, showBorder: true, needleCircleSize: 7, colorPlate: '#cfd8dc', majorTicksCount: 12, valueDec: 1,
            units: '°C', unitTitle: 'Temperature', highlights: temperatureBands(-60, 60, 10, '66, 165, 245', '229, 115, 115'), animationDuration: 1000, animationRule: 'bounce',
            numbersFont: ROBOTO(20, '#263238', 'normal'), titleFont: ROBOTO(24, '#263238', 'normal'), unitsFont: ROBOTO(28, '#616161'), valueFont: SEGMENT7(30, '#444'),
        }),
        gaugeType('temperature_gauge_canvas_gauges', 'Thermometer scale', [7, 3], 'Temp', LINEAR_SETTINGS, {
            ...CANVAS_DEFAULTS, minValue: -60, maxValue: 100, majorTicksCount: 8, valueDec: 1, units: '°C', unitTitle: 'Temperature', showBorder: false, defaultColor: '#e64a19',
            barStrokeWidth: 2.5, colorBar: 'rgba(255, 255, 255, 0.4)', colorBarEnd: 'rgba(221, 221, 221, 0.38)', colorBarProgress: '#90caf9', colorBarProgressEnd: '#f44336', colorBarStroke: '#b0bec5',
            highlights: temperatureBands(-60, 100, 20, '144, 202, 249', '244, 67, 54'), highlightsWidth: 10, animationDuration: 1500, animationRule: 'linear',
            numbersFont: { ...ROBOTO(18, '#263238', 'normal'), family: 'Arial' }, titleFont: ROBOTO(24, '#78909c', 'normal'), unitsFont: ROBOTO(26, '#37474f'), valueFont: { ...ROBOTO(40, '#444'), shadowColor: 'rgba(0,0,0,0.3)' },
        }),
        gaugeType('analogue_compass', 'Compass', [6, 5], 'Direction', COMPASS_SETTINGS, {
            minValue: 0, maxValue: 360, majorTicks: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'], minorTicks: 22, needleCircleSize: 15, showBorder: true, borderOuterWidth: 10,
            colorPlate: '#222', colorMajorTicks: '#f5f5f5', colorMinorTicks: '#ddd', colorNeedle: '#f08080', colorNeedleCircle: '#e8e8e8', colorBorder: '#ccc',
            majorTickFont: { family: 'Roboto', style: 'normal', weight: '500', color: '#ccc' }, animation: true, animationDuration: 500, animationRule: 'cycle', animationTarget: 'needle',
        }),
    ],
};
