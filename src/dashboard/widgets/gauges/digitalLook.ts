import type { DataKey } from '../../model/dashboardConfig';
import { colorOf, num, text, tickValuesOf, type Settings } from './gaugeModel';

/** The four shapes of ThingsBoard's digital gauges (its `gaugeType` setting). */
export type DigitalShape = 'arc' | 'donut' | 'horizontalBar' | 'verticalBar';
const SHAPES: readonly DigitalShape[] = ['arc', 'donut', 'horizontalBar', 'verticalBar'];

/** How a digital gauge looks, beyond its scale. */
export interface DigitalLook {
    shape: DigitalShape;
    /** The gauge's thickness, 0 to 1 of the room (gaugeWidthScale). */
    widthScale: number;
    /** Gaps between bar segments, in px at the gauge's size (dashThickness); 0 draws a solid bar. */
    dash: number;
    /** How strongly the value glows, 0 to 100 (neonGlowBrightness). */
    glow: number;
    roundedCap: boolean;
    /** The title above the gauge (showTitle: its title or the key's label), or ''. */
    title: string;
    /** The caption under the value (showUnitTitle: its unit title or the key's label), or ''. */
    unitTitle: string;
    showValue: boolean;
    /** Where a donut starts, in SVG degrees (clockwise from 3 o'clock; ThingsBoard counts the other way). */
    donutStart: number;
    /** Numbers drawn as seven-segment digits (valueFont / minMaxFont family Segment7Standard). */
    segmentValue: boolean;
    segmentMinMax: boolean;
    /** Tick marks at these values (showTicks with ticksValue). */
    ticks: number[];
    tickColor: string | null;
    tickWidth: number;
    /** Font colours the author set; null follows the face. */
    valueColor: string | null;
    minMaxColor: string | null;
    titleColor: string | null;
    /** The relative size of the value's digits (valueFont.size against ThingsBoard's default 32; 0.7 to 2). */
    valueScale: number;
}

const font = (value: unknown): Settings => (typeof value === 'object' && value !== null ? (value as Settings) : {});
const isSegmentFont = (value: unknown) => /segment7/i.test(text(font(value).family));

export function digitalLookOf(settings: Settings, dataKey?: Pick<DataKey, 'label'>): DigitalLook {
    const label = dataKey?.label ?? '';
    const shape = SHAPES.find(candidate => candidate === settings.gaugeType) ?? 'arc';
    return {
        shape,
        widthScale: Math.min(1, Math.max(0.1, num(settings.gaugeWidthScale, 0.75))),
        dash: Math.max(0, num(settings.dashThickness, 0)),
        glow: Math.min(100, Math.max(0, num(settings.neonGlowBrightness, 0))),
        roundedCap: settings.roundedLineCap === true,
        title: settings.showTitle === true ? text(settings.title) || label : '',
        unitTitle: settings.showUnitTitle === true ? text(settings.unitTitle) || label : '',
        showValue: settings.showValue !== false,
        donutStart: -num(settings.donutStartAngle, 90),
        segmentValue: isSegmentFont(settings.valueFont),
        segmentMinMax: isSegmentFont(settings.minMaxFont),
        ticks: settings.showTicks === true ? tickValuesOf(settings.ticksValue) : [],
        tickColor: colorOf(settings.colorTicks),
        tickWidth: Math.max(0.5, num(settings.tickWidth, 4)),
        valueColor: colorOf(font(settings.valueFont).color),
        minMaxColor: colorOf(font(settings.minMaxFont).color),
        titleColor: colorOf(font(settings.titleFont).color),
        // Small fonts stay legible: ThingsBoard sizes them for its own, larger, drawing.
        valueScale: Math.min(2, Math.max(0.7, num(font(settings.valueFont).size, 32) / 32)),
    };
}
