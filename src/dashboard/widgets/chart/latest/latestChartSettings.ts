/** The latest-value charts of ThingsBoard's `charts` bundle, by how they draw. */
export type LatestChartKind = 'pie' | 'doughnut' | 'flotPie' | 'polarArea' | 'radar' | 'bars';

type Settings = Record<string, unknown>;

/** What a latest chart reads from its settings, with each type's ThingsBoard defaults. */
export interface LatestChartSettings {
    showTooltip: boolean;
    showLegend: boolean;
    /** Where the legend stands: above the chart (Chart.js) or beside it, top left (Flot's 'nw'). */
    legendPlace: 'top' | 'side';
    legendColor: string | null;
    /** Slice borders: Chart.js's borderWidth/borderColor, Flot's stroke.width. */
    borderWidth: number;
    borderColor: string | null;
    /** The hole of a doughnut, 0 to 1 of the radius (Flot's innerRadius). */
    innerRadius: number;
    /** The pie's radius, 0 to 1 of the room it has (Flot's radius). */
    radius: number;
    /** Labels on the slices: the key's label and/or its share (Flot's showLabels, showPercentages). */
    showLabels: boolean;
    showPercentages: boolean;
    labelColor: string | null;
    labelSize: number;
    /** Decimals of the percentages (Flot's decimals). */
    percentDecimals: number;
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const number = (value: unknown, fallback: number, min: number, max: number) => {
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
};
const color = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const object = (value: unknown): Settings => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Settings) : {});

/** Chart.js doughnuts cut half the radius out; Flot pies are whole unless innerRadius says otherwise. */
const DOUGHNUT_HOLE = 0.5;

export function latestChartSettings(kind: LatestChartKind, settings: Settings = {}): LatestChartSettings {
    const legend = object(settings.legend);
    const stroke = object(settings.stroke);
    const flot = kind === 'flotPie';
    return {
        showTooltip: flag(settings.showTooltip, true),
        showLegend: flot ? flag(legend.show, true) : flag(legend.display, true),
        legendPlace: flot ? 'side' : 'top',
        legendColor: color(legend.labelsFontColor),
        borderWidth: flot ? number(stroke.width, 1, 0, 20) : number(settings.borderWidth, kind === 'doughnut' ? 5 : 2, 0, 20),
        borderColor: color(settings.borderColor),
        innerRadius: kind === 'doughnut' ? DOUGHNUT_HOLE : flot ? number(settings.innerRadius, 0, 0, 0.9) : 0,
        radius: flot ? number(settings.radius, 1, 0.1, 1) : 1,
        showLabels: flot && flag(settings.showLabels, true),
        showPercentages: flot && flag(settings.showPercentages, true),
        labelColor: color(settings.fontColor),
        labelSize: number(settings.fontSize, 10, 6, 40),
        percentDecimals: Math.round(number(settings.decimals, 1, 0, 6)),
    };
}
