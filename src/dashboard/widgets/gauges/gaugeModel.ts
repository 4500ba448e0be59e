import type { WidgetConfig } from '../../model/dashboardConfig';
import { DEFAULT_DECIMALS } from '../../runtime/formatValue';

/** A coloured band of the scale (canvas gauges' `highlights`, justgage's `fixedLevelColors`). */
export interface GaugeBand {
    from: number;
    to: number;
    color: string;
}

/** What every gauge reads from the widget's settings, with ThingsBoard's defaults. */
export interface GaugeModel {
    min: number;
    max: number;
    decimals: number;
    units: string;
    /** The caption under the value (canvas gauges' unitTitle, justgage's title). */
    caption: string;
    majorTicks: number;
    minorTicks: number;
    /** Bands drawn along the scale. */
    bands: GaugeBand[];
    /** The value's colour runs through these from min to max, unless a band holds the value. */
    levelColors: string[];
    /** Fixed bands decide the value's colour (justgage's useFixedLevelColor). */
    useBandColor: boolean;
    showMinMax: boolean;
    /** The empty part of the scale; null follows the theme (a light grey, or a dark one in dark mode). */
    trackColor: string | null;
}

type Settings = Record<string, unknown>;

const num = (value: unknown, fallback: number): number => {
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
};
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** Bands as ThingsBoard stores them; a band without numbers or colour is dropped, not drawn wrong. */
function bandsOf(value: unknown, min: number, max: number): GaugeBand[] {
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null) return [];
        const band = entry as Record<string, unknown>;
        const color = text(band.color);
        // justgage's fixed levels may carry {from: {value}} objects.
        const edge = (edge: unknown, fallback: number) => num(typeof edge === 'object' && edge !== null ? (edge as { value?: unknown }).value : edge, fallback);
        return color ? [{ from: edge(band.from, min), to: edge(band.to, max), color }] : [];
    });
}

const DEFAULT_LEVEL_COLORS = ['#008000', '#fbc02d', '#f44336'];

/** The gauge settings of a widget (analogue and digital bundles share most of the keys). */
export function gaugeModelOf(config: Pick<WidgetConfig, 'settings' | 'units' | 'decimals'>, dataKey?: { units?: string | null; decimals?: number | null; label?: string }): GaugeModel {
    const settings: Settings = config.settings ?? {};
    const min = num(settings.minValue, 0);
    const max = Math.max(num(settings.maxValue, 100), min + Number.EPSILON);
    const levelColors = Array.isArray(settings.levelColors) ? settings.levelColors.filter((color): color is string => typeof color === 'string' && color !== '') : [];
    const fixed = bandsOf(settings.fixedLevelColors, min, max);
    const useBandColor = settings.useFixedLevelColor === true && fixed.length > 0;
    const showUnitTitle = settings.showUnitTitle !== false;
    return {
        min,
        max,
        decimals: num(settings.decimals ?? settings.valueDec ?? dataKey?.decimals ?? config.decimals, DEFAULT_DECIMALS),
        units: text(settings.units, dataKey?.units ?? config.units ?? ''),
        caption: settings.showTitle === false || !showUnitTitle ? '' : text(settings.unitTitle ?? settings.title, ''),
        majorTicks: Math.max(1, Math.round(num(settings.majorTicksCount, 10))),
        minorTicks: Math.max(0, Math.round(num(settings.minorTicks, 2))),
        bands: useBandColor ? fixed : bandsOf(settings.highlights, min, max),
        levelColors: levelColors.length > 0 ? levelColors : DEFAULT_LEVEL_COLORS,
        useBandColor,
        showMinMax: settings.showMinMax !== false,
        trackColor: text(settings.gaugeColor, '') || null,
    };
}

/** Where a value sits on the scale, 0 at min and 1 at max; values outside are pinned to the ends. */
export const fractionOf = (value: number, model: Pick<GaugeModel, 'min' | 'max'>): number =>
    Math.min(1, Math.max(0, (value - model.min) / (model.max - model.min)));

/** The values of the major ticks, min and max included. */
export const majorTickValues = (model: Pick<GaugeModel, 'min' | 'max' | 'majorTicks'>): number[] =>
    Array.from({ length: model.majorTicks + 1 }, (_, index) => model.min + ((model.max - model.min) * index) / model.majorTicks);

const hexToRgb = (hex: string): [number, number, number] | null => {
    const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
    if (!match) return null;
    const digits = match[1]!.length === 3 ? [...match[1]!].map(digit => digit + digit).join('') : match[1]!;
    return [0, 2, 4].map(start => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
};

/** The value's colour: its fixed band's, or a blend of the level colours at its place on the scale (as justgage does). */
export function levelColor(value: number, model: Pick<GaugeModel, 'min' | 'max' | 'bands' | 'levelColors' | 'useBandColor'>): string {
    if (model.useBandColor) return model.bands.find(band => value >= band.from && value <= band.to)?.color ?? model.levelColors[0]!;
    const colors = model.levelColors;
    if (colors.length === 1) return colors[0]!;
    const position = fractionOf(value, model) * (colors.length - 1);
    const lower = Math.floor(position);
    const upper = Math.min(lower + 1, colors.length - 1);
    const [from, to] = [hexToRgb(colors[lower]!), hexToRgb(colors[upper]!)];
    // Named or rgba colours cannot be blended: take the nearer one.
    if (!from || !to) return colors[Math.round(position)]!;
    const share = position - lower;
    const channel = (index: number) => Math.round(from[index]! + (to[index]! - from[index]!) * share);
    return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

/** A point on a circle; angles in degrees, clockwise from the positive x axis (SVG's orientation). */
export const polar = (cx: number, cy: number, radius: number, degrees: number): [number, number] => {
    const radians = (degrees * Math.PI) / 180;
    return [cx + radius * Math.cos(radians), cy + radius * Math.sin(radians)];
};

/** An SVG arc path from one angle to another, clockwise. */
export function arcPath(cx: number, cy: number, radius: number, fromDegrees: number, toDegrees: number): string {
    const sweep = Math.min(toDegrees - fromDegrees, 359.99);
    const [x0, y0] = polar(cx, cy, radius, fromDegrees);
    const [x1, y1] = polar(cx, cy, radius, fromDegrees + sweep);
    return `M ${x0.toFixed(2)} ${y0.toFixed(2)} A ${radius} ${radius} 0 ${sweep > 180 ? 1 : 0} 1 ${x1.toFixed(2)} ${y1.toFixed(2)}`;
}

/** A tick label: whole numbers without decimals, others with at most one. */
export const tickLabel = (value: number): string => (Number.isInteger(Math.round(value * 10) / 10) ? String(Math.round(value)) : value.toFixed(1));
