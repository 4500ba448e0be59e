import type { WidgetBundleManifest } from '../manifest';
import { gaugeType } from './analogue_gauges';

export const bundle: WidgetBundleManifest = {
    alias: 'digital_gauges',
    title: 'Digital gauges',
    types: [
        gaugeType('gauge_justgage', 'Gauge', [4, 3], 'Temp', { gaugeType: 'arc' }),
        gaugeType('digital_thermometer', 'Digital thermometer', [3, 3], 'Temp', { minValue: -60, maxValue: 60, gaugeType: 'donut' }),
        gaugeType('digital_speedometer', 'Digital speedometer', [5, 3], 'Speed', { maxValue: 180, gaugeType: 'arc' }),
        gaugeType('neon_gauge_justgage', 'Neon gauge', [5, 3], 'Value', { gaugeType: 'donut', levelColors: ['#00bcd4'] }),
        gaugeType('lcd_gauge', 'LCD gauge', [5, 3], 'Value', { gaugeType: 'arc' }),
        gaugeType('lcd_bar_gauge', 'LCD bar gauge', [2, 3.5], 'Value', { gaugeType: 'verticalBar' }),
        gaugeType('simple_neon_gauge_justgage', 'Simple neon gauge', [3, 3], 'Value', { gaugeType: 'donut', levelColors: ['#00bcd4'] }),
        gaugeType('vertical_bar_justgage', 'Vertical bar', [2, 3.5], 'Value', { gaugeType: 'verticalBar' }),
        gaugeType('simple_gauge_justgage', 'Simple gauge', [2, 2], 'Value', { gaugeType: 'arc' }),
        gaugeType('digital_bar', 'Digital horizontal bar', [6, 2.5], 'Value', { gaugeType: 'horizontalBar' }),
        gaugeType('mini_gauge_justgage', 'Mini gauge', [2, 2], 'Value', { gaugeType: 'donut' }),
        gaugeType('horizontal_bar_justgage', 'Horizontal bar', [7, 3], 'Value', { gaugeType: 'horizontalBar' }),
        gaugeType('digital_vertical_bar', 'Digital vertical bar', [2.5, 4.5], 'Value', { gaugeType: 'verticalBar' }),
    ],
};
