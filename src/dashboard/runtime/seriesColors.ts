import { DATA_KEY_PALETTE } from '../model/dataKeyDefaults';
import type { DatasourceData } from '../model/widgetData';

const rgb = (hex: string): [number, number, number] => {
    const value = Number.parseInt(hex.replace('#', '').slice(0, 6).padEnd(6, '0'), 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};
const distance = (a: string, b: string) => {
    const [r1, g1, b1] = rgb(a);
    const [r2, g2, b2] = rgb(b);
    return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
};
/** Colours closer than this read as the same line. */
const DISTINCT = 90;

/**
 * One colour per series: the data key's own colour, except when an alias resolved to several
 * entities and an earlier series already has it (or one that looks the same); then the first
 * palette colour (ThingsBoard's order) that is distinct from every colour used so far.
 */
export function seriesColors(data: readonly Pick<DatasourceData, 'dataKey'>[]): string[] {
    const used: string[] = [];
    const isDistinct = (color: string) => used.every(known => distance(known, color) >= DISTINCT);
    return data.map(({ dataKey }) => {
        const own = dataKey.color && /^#[0-9a-f]{6}/i.test(dataKey.color) ? dataKey.color.toLowerCase() : null;
        const color =
            (own && isDistinct(own) ? own : null) ??
            DATA_KEY_PALETTE.find(isDistinct) ??
            DATA_KEY_PALETTE.find(candidate => !used.includes(candidate)) ??
            DATA_KEY_PALETTE[used.length % DATA_KEY_PALETTE.length];
        used.push(color);
        return color;
    });
}
