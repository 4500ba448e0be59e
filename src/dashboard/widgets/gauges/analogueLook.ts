import { colorOf, fade, majorTickValues, num, text, type GaugeBand, type GaugeModel, type Settings } from './gaugeModel';

/** How ThingsBoard's canvas gauges (radial, speed, temperature, compass, thermometer scale) look beyond their scale. */
export interface AnalogueLook {
    /** Degrees clockwise from 6 o'clock where the scale starts, and the angle it spans. */
    startAngle: number;
    ticksAngle: number;
    /** Colours the author set; null follows the theme (ThingsBoard's defaults are light-theme greys). */
    plate: string | null;
    majorTicksColor: string | null;
    minorTicksColor: string | null;
    numbersColor: string | null;
    needleColor: string;
    needleCircleSize: number;
    border: boolean;
    borderColor: string | null;
    highlightsWidth: number;
    /** The bands along the scale: the settings' highlights, else the type colour fading in tick by tick. */
    highlights: GaugeBand[];
    valueBox: boolean;
    /** The value box's LCD panel and digits. */
    valueBoxColor: string;
    valueColor: string | null;
    segmentValue: boolean;
    /** Digits of the integer part; shorter values get leading zeros, as on a dial's counter (valueInt). */
    valueInt: number;
    /** Labels of the major ticks instead of numbers (the compass' N, NE, E...). */
    tickLabels: string[] | null;
    /** The thermometer scale's bar: fill gradient and outline. */
    barProgress: string;
    barProgressEnd: string;
    barStroke: string | null;
}

const font = (value: unknown): Settings => (typeof value === 'object' && value !== null ? (value as Settings) : {});

/** ThingsBoard's own default highlights: the type's colour, more opaque with each major tick. */
function rampOf(model: GaugeModel): GaugeBand[] {
    const ticks = majorTickValues(model);
    return ticks.slice(0, -1).map((from, index) => ({ from, to: ticks[index + 1]!, color: fade(model.keyColor, (from - model.min) / (model.max - model.min)) }));
}

export function analogueLookOf(settings: Settings, model: GaugeModel): AnalogueLook {
    const labels = Array.isArray(settings.majorTicks) && settings.majorTicks.every(label => typeof label === 'string') ? (settings.majorTicks as string[]) : null;
    return {
        startAngle: num(settings.startAngle, 45),
        ticksAngle: Math.min(360, Math.max(10, num(settings.ticksAngle, 270))),
        plate: colorOf(settings.colorPlate),
        majorTicksColor: colorOf(settings.colorMajorTicks),
        minorTicksColor: colorOf(settings.colorMinorTicks),
        numbersColor: colorOf(font(settings.numbersFont).color) ?? colorOf(font(settings.majorTickFont).color),
        needleColor: colorOf(settings.colorNeedle) ?? model.keyColor,
        needleCircleSize: Math.min(30, Math.max(2, num(settings.needleCircleSize, 10))),
        border: settings.showBorder !== false,
        borderColor: colorOf(settings.colorBorder),
        highlightsWidth: Math.min(40, Math.max(0, num(settings.highlightsWidth, 15))),
        highlights: model.bands.length > 0 ? model.bands : rampOf(model),
        valueBox: settings.valueBox !== false,
        valueBoxColor: colorOf(settings.colorValueBoxBackground) ?? '#babab2',
        valueColor: colorOf(font(settings.valueFont).color),
        segmentValue: /segment7/i.test(text(font(settings.valueFont).family)),
        valueInt: Math.min(8, Math.max(1, Math.round(num(settings.valueInt, 3)))),
        tickLabels: labels,
        barProgress: colorOf(settings.colorBarProgress) ?? fade(model.keyColor, 0.05),
        barProgressEnd: colorOf(settings.colorBarProgressEnd) ?? model.keyColor,
        barStroke: colorOf(settings.colorBarStroke),
    };
}

/** A value as a dial's counter shows it: the decimals set and the integer part padded with zeros. */
export function counterDigits(value: number, decimals: number, valueInt: number): string {
    const [integer, fraction] = Math.abs(value).toFixed(decimals).split('.');
    return `${value < 0 ? '-' : ''}${integer!.padStart(valueInt, '0')}${fraction !== undefined ? `.${fraction}` : ''}`;
}
