import { choice, flag, integer, number, settingsForm, text, type SettingsProperty, type WidgetBundleManifest } from '../manifest';
import { font, GAUGE_SCALE, gaugeType } from './analogue_gauges';

const color = (title: string, value?: string): SettingsProperty => ({ ...text(title, value), format: 'color' });
/** A value or a band edge: a number, or ThingsBoard 3.3's `{type: 'constant', value}`. */
const SOURCE = { type: 'object', properties: { type: choice('Source', ['constant', 'attribute']), value: number('Value'), attribute: { type: 'object' } } };

/** The settings of ThingsBoard's digital gauges (justgage and its neon, LCD and bar variants). */
const DIGITAL_SETTINGS = settingsForm({
    ...GAUGE_SCALE,
    gaugeType: choice('Shape', ['arc', 'donut', 'horizontalBar', 'verticalBar'], 'arc'),
    donutStartAngle: number('Donut start (degrees)', 90),
    showValue: flag('Show the value', true),
    showMinMax: flag('Show min and max', true),
    showTitle: flag('Show the title', false),
    title: text('Title (the data key label when empty)'),
    gaugeWidthScale: number('Thickness (0 to 1)', 0.75),
    gaugeColor: color('Track colour'),
    levelColors: { title: 'Level colours, from min to max', type: 'array', items: { type: 'string', format: 'color' } },
    useFixedLevelColor: flag('Use fixed level colours', false),
    fixedLevelColors: { title: 'Fixed level colours', type: 'array', items: { type: 'object', properties: { from: SOURCE, to: SOURCE, color: color('Colour') } } },
    showTicks: flag('Show ticks', false),
    tickWidth: number('Tick width', 4),
    colorTicks: color('Ticks colour', '#666'),
    ticksValue: { title: 'Tick values', type: 'array', items: SOURCE },
    neonGlowBrightness: integer('Neon glow (0 to 100)', 0, 0),
    dashThickness: number('Gap between bar segments (0: a solid bar)', 0),
    roundedLineCap: flag('Rounded bar ends', false),
    titleFont: font('Title font'),
    labelFont: font('Unit title font'),
    valueFont: font('Value font (Segment7Standard: LCD digits)'),
    minMaxFont: font('Min and max font'),
    animation: flag('Animate value changes', true),
    animationDuration: integer('Animation duration (ms)', 500, 0),
    animationRule: choice('Animation rule', ['linear', 'quad', 'quint', 'cycle', 'bounce', 'elastic', 'dequad', 'dequint', 'decycle', 'debounce', 'delastic']),
});

const roboto = (size: number, colour?: string) => ({ family: 'Roboto', size, style: 'normal', weight: '500', ...(colour ? { color: colour } : {}) });
const segment7 = (size: number, colour?: string) => ({ family: 'Segment7Standard', size, style: 'normal', weight: '500', ...(colour ? { color: colour } : {}) });
/** What every digital gauge's default settings share. */
const BASE = { minValue: 0, maxValue: 100, donutStartAngle: 90, showValue: true, showMinMax: true, gaugeWidthScale: 0.75, levelColors: [], titleFont: roboto(12), labelFont: roboto(8) };
/** ThingsBoard draws the justgage types on white, the neon ones on black and the LCD ones on a grey-green panel. */
const WHITE = { backgroundColor: '#ffffff', color: 'rgba(0, 0, 0, 0.87)', padding: '0px' };
const BLACK = { backgroundColor: '#000000', color: 'rgba(255, 254, 254, 0.87)', padding: '0px' };
const LCD = { backgroundColor: '#babab2', color: 'rgba(0, 0, 0, 0.87)', padding: '0px' };
const NEON_ANIMATION = { animation: true, animationDuration: 500, animationRule: 'linear' };

export const bundle: WidgetBundleManifest = {
    alias: 'digital_gauges',
    title: 'Digital gauges',
    types: [
        gaugeType('gauge_justgage', 'Gauge', [4, 3], 'Temp', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'arc', decimals: 0, gaugeColor: '#eeeeee', showTitle: true, neonGlowBrightness: 0, dashThickness: 0,
            titleFont: roboto(12, '#999999'), valueFont: roboto(36, '#666666'), minMaxFont: roboto(12, '#666666'),
        }, WHITE),
        gaugeType('digital_thermometer', 'Digital thermometer', [3, 3], 'Temp', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'donut', minValue: -60, maxValue: 60, gaugeWidthScale: 1, levelColors: ['#304ffe', '#7e57c2', '#ff4081', '#d32f2f'], gaugeColor: '#333333',
            neonGlowBrightness: 35, dashThickness: 1.5, valueFont: segment7(18), minMaxFont: segment7(12), ...NEON_ANIMATION,
        }, BLACK),
        gaugeType('digital_speedometer', 'Digital speedometer', [5, 3], 'Speed', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'arc', maxValue: 180, levelColors: ['#008000', '#fbc02d', '#f44336'], gaugeColor: '#171a1c', neonGlowBrightness: 40, dashThickness: 1.5,
            unitTitle: 'MPH', showUnitTitle: true, valueFont: segment7(32), minMaxFont: segment7(12, '#ffffff'), ...NEON_ANIMATION,
        }, BLACK),
        gaugeType('neon_gauge_justgage', 'Neon gauge', [5, 3], 'Temp', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'arc', neonGlowBrightness: 70, dashThickness: 1, valueFont: segment7(32), minMaxFont: segment7(12), ...NEON_ANIMATION,
        }, BLACK),
        gaugeType('lcd_gauge', 'LCD gauge', [5, 3], 'Speed', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'arc', maxValue: 180, decimals: 0, neonGlowBrightness: 0, dashThickness: 1.5, unitTitle: 'MPH', showUnitTitle: true, defaultColor: '#444444',
            valueFont: segment7(32), minMaxFont: segment7(12),
        }, LCD),
        gaugeType('lcd_bar_gauge', 'LCD bar gauge', [2, 3.5], 'Humidity', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'verticalBar', decimals: 0, neonGlowBrightness: 0, dashThickness: 1.5, showUnitTitle: true, defaultColor: '#444444', units: '%',
            valueFont: { ...roboto(16), weight: '400' }, minMaxFont: segment7(12),
        }, LCD),
        gaugeType('simple_neon_gauge_justgage', 'Simple neon gauge', [3, 3], 'Temp', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'donut', gaugeWidthScale: 1, neonGlowBrightness: 40, dashThickness: 1.5, valueFont: segment7(32), minMaxFont: segment7(12), ...NEON_ANIMATION,
        }, BLACK),
        gaugeType('vertical_bar_justgage', 'Vertical bar', [2, 3.5], 'Temp', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'verticalBar', decimals: 0, gaugeColor: '#eeeeee', showTitle: false, neonGlowBrightness: 0, dashThickness: 1.5,
            titleFont: roboto(12, '#999999'), valueFont: roboto(12, '#666666'), minMaxFont: roboto(8, '#666666'),
        }, WHITE),
        gaugeType('simple_gauge_justgage', 'Simple gauge', [2, 2], 'Temp', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'donut', decimals: 0, gaugeColor: '#eeeeee', neonGlowBrightness: 0, dashThickness: 0, valueFont: roboto(32, '#666666'), minMaxFont: segment7(12),
        }, WHITE),
        gaugeType('digital_bar', 'Digital horizontal bar', [6, 2.5], 'Speed', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'horizontalBar', maxValue: 180, levelColors: ['#008000', '#fbc02d', '#f44336'], gaugeColor: '#171a1c', neonGlowBrightness: 40, dashThickness: 1.5,
            unitTitle: 'MPH', showUnitTitle: true, showTitle: false, valueFont: segment7(18), minMaxFont: segment7(12, '#ffffff'), ...NEON_ANIMATION,
        }, BLACK),
        gaugeType('mini_gauge_justgage', 'Mini gauge', [2, 2], 'Temp', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'donut', decimals: 0, roundedLineCap: true, neonGlowBrightness: 0, dashThickness: 0, valueFont: roboto(32), minMaxFont: segment7(12),
        }, WHITE),
        gaugeType('horizontal_bar_justgage', 'Horizontal bar', [7, 3], 'Temp', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'horizontalBar', decimals: 0, gaugeColor: '#eeeeee', showTitle: true, neonGlowBrightness: 0, dashThickness: 0,
            titleFont: roboto(12, '#999999'), valueFont: roboto(18, '#666666'), minMaxFont: roboto(12, '#666666'),
        }, WHITE),
        gaugeType('digital_vertical_bar', 'Digital vertical bar', [2.5, 4.5], 'Temp', DIGITAL_SETTINGS, {
            ...BASE, gaugeType: 'verticalBar', minValue: -60, maxValue: 60, levelColors: ['#3d5afe', '#f44336'], gaugeColor: '#171a1c', neonGlowBrightness: 20, dashThickness: 1.2,
            showUnitTitle: true, showTitle: false, valueFont: segment7(14), minMaxFont: { ...segment7(8, '#cccccc'), weight: 'normal' }, ...NEON_ANIMATION,
        }, BLACK),
    ],
};
