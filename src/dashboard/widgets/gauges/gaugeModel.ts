import type { DataKey, WidgetConfig } from '../../model/dashboardConfig';
import { DEFAULT_DECIMALS } from '../../runtime/formatValue';

/** A coloured band of the scale (canvas gauges' `highlights`, the digital gauges' `fixedLevelColors`). */
export interface GaugeBand {
    from: number;
    to: number;
    color: string;
}

/** The scale every gauge reads from the widget's settings, with ThingsBoard's defaults. */
export interface GaugeModel {
    min: number;
    max: number;
    decimals: number;
    units: string;
    /** The caption by the value (canvas gauges' title, the digital gauges' unit title). */
    caption: string;
    majorTicks: number;
    minorTicks: number;
    /** Bands drawn along the scale. */
    bands: GaugeBand[];
    /** The value's colour runs through these from min to max, unless a band holds the value. */
    levelColors: string[];
    /** Fixed bands decide the value's colour (the digital gauges' useFixedLevelColor). */
    useBandColor: boolean;
    showMinMax: boolean;
    /** The empty part of the scale; null follows the theme (a light grey, or a dark one in dark mode). */
    trackColor: string | null;
    /** The type's own colour: settings.defaultColor, else the data key's (needles, bars, level colour). */
    keyColor: string;
}

export type Settings = Record<string, unknown>;
type KeyLook = Pick<DataKey, 'units' | 'decimals' | 'label' | 'color'>;

export const num = (value: unknown, fallback: number): number => {
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
};
export const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
/** A colour setting, or null when unset or empty. */
export const colorOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A band edge: a number, or ThingsBoard 3.3's `{type: 'constant', value}` source object. */
const edgeOf = (edge: unknown, fallback: number) => num(typeof edge === 'object' && edge !== null ? (edge as { value?: unknown }).value : edge, fallback);

/** Bands as ThingsBoard stores them; a band without colour is dropped, not drawn wrong. */
function bandsOf(value: unknown, min: number, max: number): GaugeBand[] {
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null) return [];
        const band = entry as Record<string, unknown>;
        const color = colorOf(band.color);
        return color ? [{ from: edgeOf(band.from, min), to: edgeOf(band.to, max), color }] : [];
    });
}

/** Tick values of the digital gauges' `ticksValue` (numbers or constant sources). */
export const tickValuesOf = (value: unknown): number[] =>
    Array.isArray(value) ? value.map(entry => edgeOf(entry, Number.NaN)).filter(Number.isFinite) : [];

/** Used when neither the settings nor the data key give a colour. */
const FALLBACK_KEY_COLOR = '#2196f3';

/**
 * The scale of a gauge widget (the analogue and digital bundles share these keys). Without level
 * colours the value takes the type's colour, as ThingsBoard's gauges do.
 */
export function gaugeModelOf(config: Pick<WidgetConfig, 'settings' | 'units' | 'decimals'>, dataKey?: Partial<KeyLook>): GaugeModel {
    const settings: Settings = config.settings ?? {};
    const min = num(settings.minValue, 0);
    const max = Math.max(num(settings.maxValue, 100), min + Number.EPSILON);
    const keyColor = colorOf(settings.defaultColor) ?? colorOf(dataKey?.color) ?? FALLBACK_KEY_COLOR;
    const levelColors = Array.isArray(settings.levelColors) ? settings.levelColors.filter((color): color is string => typeof color === 'string' && color !== '') : [];
    const fixed = bandsOf(settings.fixedLevelColors, min, max);
    const useBandColor = settings.useFixedLevelColor === true && fixed.length > 0;
    const showUnitTitle = settings.showUnitTitle !== false;
    return {
        min,
        max,
        // The data key's decimals and units come first, then the settings', then the widget's (as ThingsBoard's gauges read them).
        decimals: num(dataKey?.decimals ?? settings.decimals ?? settings.valueDec ?? config.decimals, DEFAULT_DECIMALS),
        units: dataKey?.units || text(settings.units) || (config.units ?? ''),
        caption: !showUnitTitle ? '' : text(settings.unitTitle, '') || (dataKey?.label ?? ''),
        majorTicks: Math.max(1, Math.round(num(settings.majorTicksCount, 10))),
        minorTicks: Math.max(0, Math.round(num(settings.minorTicks, 2))),
        bands: useBandColor ? fixed : bandsOf(settings.highlights, min, max),
        levelColors: levelColors.length > 0 ? levelColors : [keyColor],
        useBandColor,
        showMinMax: settings.showMinMax !== false,
        trackColor: colorOf(settings.gaugeColor),
        keyColor,
    };
}

/** Where a value sits on the scale, 0 at min and 1 at max; values outside are pinned to the ends. */
export const fractionOf = (value: number, model: Pick<GaugeModel, 'min' | 'max'>): number =>
    Math.min(1, Math.max(0, (value - model.min) / (model.max - model.min)));

/** The values of the major ticks, min and max included. */
export const majorTickValues = (model: Pick<GaugeModel, 'min' | 'max' | 'majorTicks'>): number[] =>
    Array.from({ length: model.majorTicks + 1 }, (_, index) => model.min + ((model.max - model.min) * index) / model.majorTicks);

/** The minor ticks between the major ones. */
export function minorTickValues(model: Pick<GaugeModel, 'min' | 'max' | 'majorTicks' | 'minorTicks'>): number[] {
    const majors = majorTickValues(model);
    const step = (model.max - model.min) / model.majorTicks / (model.minorTicks + 1);
    return majors.slice(0, -1).flatMap(major => Array.from({ length: model.minorTicks }, (_, index) => major + step * (index + 1)));
}

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

/** A #rgb or #rrggbb colour at an opacity; other notations unchanged. */
export function fade(color: string, alpha: number): string {
    const rgb = hexToRgb(color);
    return rgb ? `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${alpha})` : color;
}

// The gauges' geometry lives with every round widget's (the knob imports it from here too).
export { arcPath, polar } from '../../../lib/svg/arcs';

/** A tick label: whole numbers without decimals, others with at most one. */
export const tickLabel = (value: number): string => (Number.isInteger(Math.round(value * 10) / 10) ? String(Math.round(value)) : value.toFixed(1));
