import type { DatasourceData } from '../model/widgetData';
import { dataKeyLabel } from './dataKeyLabel';
import { numericValue } from './formatValue';
import { seriesColors } from './seriesColors';
import type { LegendSettings } from './legendConfig';

export interface LegendStats {
    min: number | null;
    max: number | null;
    avg: number | null;
    total: number | null;
}

export interface LegendEntry extends LegendStats {
    label: string;
    color: string;
    units: string | null | undefined;
    decimals: number | null | undefined;
}

/** Min, max, average and total of the numeric points inside [startTs, endTs] (all points without a window). */
export function legendStats(points: DatasourceData['data'], window?: { startTs: number; endTs: number }): LegendStats {
    let min = Infinity;
    let max = -Infinity;
    let total = 0;
    let count = 0;
    for (const [ts, raw] of points) {
        if (window && (ts < window.startTs || ts > window.endTs)) continue;
        const value = numericValue(raw);
        if (value === null) continue;
        if (value < min) min = value;
        if (value > max) max = value;
        total += value;
        count += 1;
    }
    return count === 0 ? { min: null, max: null, avg: null, total: null } : { min, max, avg: total / count, total };
}

/** One legend row per (datasource, data key), sorted by label when the legend asks for it. */
export function legendEntries(data: readonly DatasourceData[], config: Pick<LegendSettings, 'sortDataKeys'>, window?: { startTs: number; endTs: number }): LegendEntry[] {
    const colors = seriesColors(data);
    const entries = data.map(({ datasource, dataKey, data: points }, index) => ({
        label: dataKeyLabel(datasource, dataKey),
        color: colors[index],
        units: dataKey.units,
        decimals: dataKey.decimals,
        ...legendStats(points, window),
    }));
    return config.sortDataKeys ? entries.sort((a, b) => a.label.localeCompare(b.label)) : entries;
}
