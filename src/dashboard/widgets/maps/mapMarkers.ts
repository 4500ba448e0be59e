import type { DatasourceData } from '../../model/widgetData';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { formatValue, numericValue } from '../../runtime/formatValue';

/** One entity on the map: where it is and what its tooltip says. */
export interface MapMarker {
    rowKey: string;
    name: string;
    lat: number;
    lng: number;
    /** The entity's other keys, formatted, for the tooltip. */
    values: Array<{ label: string; value: string }>;
}

export interface MarkerKeys {
    latKeyName: string;
    lngKeyName: string;
}

/** ThingsBoard's default location keys of the map widgets. */
export const markerKeysOf = (settings: Record<string, unknown> | undefined): MarkerKeys => ({
    latKeyName: typeof settings?.latKeyName === 'string' && settings.latKeyName ? settings.latKeyName : 'latitude',
    lngKeyName: typeof settings?.lngKeyName === 'string' && settings.lngKeyName ? settings.lngKeyName : 'longitude',
});

const valid = (lat: number | null, lng: number | null): boolean => lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/**
 * A marker per entity (datasource row) whose latitude and longitude keys hold coordinates; entities
 * without a valid position are left out. Order follows the datasources.
 */
export function mapMarkersOf(data: readonly DatasourceData[], keys: MarkerKeys): MapMarker[] {
    const rows = new Map<string, DatasourceData[]>();
    for (const entry of data) rows.set(entry.datasource.rowKey, [...(rows.get(entry.datasource.rowKey) ?? []), entry]);
    return [...rows].flatMap(([rowKey, entries]) => {
        const latest = (name: string) => numericValue(entries.find(entry => entry.dataKey.name === name)?.data.at(-1)?.[1]);
        const lat = latest(keys.latKeyName);
        const lng = latest(keys.lngKeyName);
        if (!valid(lat, lng)) return [];
        const datasource = entries[0]!.datasource;
        const values = entries
            .filter(entry => entry.dataKey.name !== keys.latKeyName && entry.dataKey.name !== keys.lngKeyName)
            .map(entry => ({ label: dataKeyLabel(entry.datasource, entry.dataKey), value: formatValue(entry.data.at(-1)?.[1], entry.dataKey.decimals, entry.dataKey.units) }));
        return [{ rowKey, name: datasource.entityLabel || datasource.entityName || datasource.name || rowKey, lat: lat!, lng: lng!, values }];
    });
}

/** Coordinates as the marker list shows them (six decimals: about 10 cm). */
export const coordinateText = (value: number): string => value.toFixed(6);
