/** Share of the space between two timestamps the bars of one timestamp fill together (ThingsBoard's bars leave a gap). */
export const GROUP_SHARE = 0.6;

/**
 * The smallest step between timestamps, never under `minimum` (points a few ms apart still get
 * visible bars); a lone point gets a sixtieth of the shown span.
 */
export function barStep(xs: ArrayLike<number>, span: number, minimum = 0): number {
    let step = Infinity;
    for (let index = 1; index < xs.length; index += 1) {
        const gap = xs[index] - xs[index - 1];
        if (gap > 0 && gap < step) step = gap;
    }
    return Math.max(Number.isFinite(step) ? step : Math.max(span, 1) / 60, minimum);
}

/**
 * Where series `index` of `count` draws its bar at each timestamp, in x units: the group of bars is
 * centred on the timestamp and each series takes its slot, side by side, so no bar hides another.
 */
export function barSlots(xs: ArrayLike<number>, index: number, count: number, step: number): { x0: number[]; width: number } {
    const group = step * GROUP_SHARE;
    const width = group / count;
    return { x0: Array.from(xs, ts => ts - group / 2 + index * width), width };
}
