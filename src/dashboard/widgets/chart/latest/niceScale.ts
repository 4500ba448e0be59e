/** A value axis: its ends and the values of its grid lines, round numbers in between. */
export interface NiceScale {
    min: number;
    max: number;
    ticks: number[];
}

/** 1, 2, 2.5 or 5 times a power of ten: the step a person would pick for an axis. */
function niceStep(span: number, count: number): number {
    const rough = span / Math.max(1, count);
    const power = 10 ** Math.floor(Math.log10(rough));
    const factor = [1, 2, 2.5, 5, 10].find(candidate => candidate * power >= rough) ?? 10;
    return factor * power;
}

/**
 * An axis holding every value and zero (Chart.js's beginAtZero: bars, radar and polar area scales
 * start at zero), with about `count` round steps. No values, or only zeros, give 0 to 1.
 */
export function niceScale(values: readonly number[], count = 5): NiceScale {
    const low = Math.min(0, ...values);
    const high = Math.max(0, ...values);
    if (low === high) return { min: 0, max: 1, ticks: Array.from({ length: count + 1 }, (_, index) => index / count) };
    const step = niceStep(high - low, count);
    const min = Math.floor(low / step) * step;
    const max = Math.ceil(high / step) * step;
    const ticks: number[] = [];
    // Rounded, so 0.1 + 0.2 shows as 0.3.
    for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
    return { min, max, ticks };
}

/** A tick as text: as many decimals as the step needs, no more. */
export function tickText(value: number, ticks: readonly number[]): string {
    const step = ticks.length > 1 ? Math.abs(ticks[1]! - ticks[0]!) : 1;
    const decimals = [0, 1, 2, 3, 4, 5, 6].find(places => Math.abs(Math.round(step * 10 ** places) - step * 10 ** places) < 1e-6) ?? 6;
    return value.toFixed(decimals);
}
