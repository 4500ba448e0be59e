/**
 * How each of ThingsBoard's 18 gauge types (analogue_gauges and digital_gauges bundles) is drawn.
 * Their look otherwise comes from settings: the widget's own, then the type's default configuration
 * in shared/widgets/bundles (read by the lazily loaded gauge module, see gaugeDefaults.ts).
 */
export type GaugeRenderer = 'dial' | 'compass' | 'linear' | 'digital';

const DIGITAL_TYPES = [
    'gauge_justgage', 'neon_gauge_justgage', 'simple_neon_gauge_justgage', 'simple_gauge_justgage', 'mini_gauge_justgage', 'lcd_gauge', 'lcd_bar_gauge',
    'digital_speedometer', 'digital_thermometer', 'horizontal_bar_justgage', 'digital_bar', 'vertical_bar_justgage', 'digital_vertical_bar',
] as const;

/** Keyed `bundleAlias.typeAlias`. */
export const GAUGE_RENDERERS: Readonly<Record<string, GaugeRenderer>> = {
    'analogue_gauges.radial_gauge_canvas_gauges': 'dial',
    'analogue_gauges.speed_gauge_canvas_gauges': 'dial',
    'analogue_gauges.temperature_radial_gauge_canvas_gauges': 'dial',
    'analogue_gauges.analogue_compass': 'compass',
    'analogue_gauges.temperature_gauge_canvas_gauges': 'linear',
    ...Object.fromEntries(DIGITAL_TYPES.map(type => [`digital_gauges.${type}`, 'digital' as const])),
};
