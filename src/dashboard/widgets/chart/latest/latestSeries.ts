import type { WidgetConfig } from '../../../model/dashboardConfig';
import type { DatasourceData } from '../../../model/widgetData';
import { dataKeyLabel } from '../../../runtime/dataKeyLabel';
import { formatValue, numericValue } from '../../../runtime/formatValue';
import { seriesColors } from '../../../runtime/seriesColors';
import type { ActionEntity } from '../../../runtime/widgetActions';

/** One data key's latest value, as the pie, doughnut, polar area, radar and bar charts draw it. */
export interface LatestSeries {
    label: string;
    color: string;
    /** The latest value when it is a number, else null (drawn as nothing, listed as '–' or its text). */
    value: number | null;
    /** The value as shown: the key's decimals and units (the widget's when the key has none). */
    text: string;
    units: string;
    entity: ActionEntity;
}

/**
 * The latest value of each (datasource, data key) pair with its label, colour, units and decimals.
 * ThingsBoard's latest charts label a key `label (units)` in legends and axes: `caption` does that.
 */
export function latestSeries(data: readonly DatasourceData[], config: Pick<WidgetConfig, 'units' | 'decimals'>): LatestSeries[] {
    const colors = seriesColors(data);
    return data.map((entry, index) => {
        const raw = entry.data.at(-1)?.[1];
        const units = entry.dataKey.units || (typeof config.units === 'string' ? config.units : '');
        const decimals = entry.dataKey.decimals ?? (typeof config.decimals === 'number' ? config.decimals : undefined);
        const { datasource } = entry;
        return {
            label: dataKeyLabel(datasource, entry.dataKey),
            color: colors[index]!,
            value: numericValue(raw),
            text: raw === undefined || raw === null ? '–' : formatValue(raw, decimals, units),
            units,
            entity: {
                entityId: datasource.entityType && datasource.entityId ? { entityType: datasource.entityType, id: datasource.entityId } : undefined,
                entityName: datasource.entityName ?? undefined,
                entityLabel: datasource.entityLabel ?? undefined,
            },
        };
    });
}

/** A legend or axis caption: the label, then the units in brackets. */
export const caption = (series: Pick<LatestSeries, 'label' | 'units'>): string => (series.units ? `${series.label} (${series.units})` : series.label);

/** Each series' share of the positive total, in percent; values that are not positive have none. */
export function sharesOf(series: readonly Pick<LatestSeries, 'value'>[]): number[] {
    const total = series.reduce((sum, entry) => sum + (entry.value !== null && entry.value > 0 ? entry.value : 0), 0);
    return series.map(entry => (total > 0 && entry.value !== null && entry.value > 0 ? (entry.value / total) * 100 : 0));
}
