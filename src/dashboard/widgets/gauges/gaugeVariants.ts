/** How a gauge draws; each of ThingsBoard's gauge type aliases is one of these with some defaults. */
export type GaugeVariant =
    | { kind: 'dial'; startAngle: number; ticksAngle: number; defaults?: Record<string, unknown>; tickLabels?: readonly string[] }
    | { kind: 'arc'; shape: 'arc' | 'donut'; defaults?: Record<string, unknown> }
    | { kind: 'bar'; orientation: 'horizontal' | 'vertical'; scale: boolean; defaults?: Record<string, unknown> };

const RADIAL: GaugeVariant = { kind: 'dial', startAngle: 45, ticksAngle: 270 };
const ARC: GaugeVariant = { kind: 'arc', shape: 'arc' };

/** ThingsBoard's gauge type aliases (analogue_gauges and digital_gauges bundles) and how each draws. */
export const GAUGE_VARIANTS: Readonly<Record<string, GaugeVariant>> = {
    'analogue_gauges.radial_gauge_canvas_gauges': RADIAL,
    'analogue_gauges.speed_gauge_canvas_gauges': { ...RADIAL, defaults: { maxValue: 180, majorTicksCount: 9, unitTitle: 'km/h' } },
    'analogue_gauges.temperature_radial_gauge_canvas_gauges': { ...RADIAL, defaults: { minValue: -60, maxValue: 60, majorTicksCount: 12, unitTitle: 'Temperature' } },
    'analogue_gauges.analogue_compass': {
        kind: 'dial',
        startAngle: 180,
        ticksAngle: 360,
        defaults: { minValue: 0, maxValue: 360, majorTicksCount: 8, minorTicks: 1 },
        tickLabels: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'],
    },
    'analogue_gauges.temperature_gauge_canvas_gauges': { kind: 'bar', orientation: 'vertical', scale: true, defaults: { minValue: -60, maxValue: 60, majorTicksCount: 6 } },
    'digital_gauges.gauge_justgage': ARC,
    'digital_gauges.neon_gauge_justgage': ARC,
    'digital_gauges.simple_neon_gauge_justgage': ARC,
    'digital_gauges.simple_gauge_justgage': ARC,
    'digital_gauges.mini_gauge_justgage': ARC,
    'digital_gauges.lcd_gauge': ARC,
    'digital_gauges.digital_speedometer': { ...ARC, defaults: { maxValue: 180 } },
    'digital_gauges.digital_thermometer': { kind: 'arc', shape: 'donut', defaults: { minValue: -60, maxValue: 60 } },
    'digital_gauges.horizontal_bar_justgage': { kind: 'bar', orientation: 'horizontal', scale: false },
    'digital_gauges.digital_bar': { kind: 'bar', orientation: 'horizontal', scale: false },
    'digital_gauges.vertical_bar_justgage': { kind: 'bar', orientation: 'vertical', scale: false },
    'digital_gauges.lcd_bar_gauge': { kind: 'bar', orientation: 'vertical', scale: false },
    'digital_gauges.digital_vertical_bar': { kind: 'bar', orientation: 'vertical', scale: false },
};
