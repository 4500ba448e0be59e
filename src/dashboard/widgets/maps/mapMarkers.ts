import type { DataKey } from '../../model/dashboardConfig';
import type { DatasourceData, ResolvedDatasource } from '../../model/widgetData';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { formatValue, numericValue } from '../../runtime/formatValue';

/** A position on a geographic map, or on an image map as fractions of its width and height (0…1). */
export type MapPoint = { lat: number; lng: number } | { x: number; y: number };

/** One entity of the map's datasources, with everything a marker, its label and tooltip read. */
export interface MapEntity {
    rowKey: string;
    /** Position among the map's entities (ThingsBoard's dsIndex). */
    index: number;
    datasource: ResolvedDatasource;
    entries: DatasourceData[];
    name: string;
}

/** One entity on the map: where it is and what its tooltip says. */
export interface MapMarker {
    rowKey: string;
    name: string;
    point: MapPoint;
    /** The entity's other keys, formatted, for the default tooltip and the offline list. */
    values: Array<{ label: string; value: string }>;
}

export interface MarkerKeys {
    /** The position keys: latitude and longitude, or the image map's x and y. */
    first: string;
    second: string;
    image: boolean;
}

const keyName = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);

/** ThingsBoard's position keys of the map widgets: latitude/longitude, xPos/yPos on an image map. */
export const markerKeysOf = (settings: Record<string, unknown> | undefined, image = false): MarkerKeys =>
    image
        ? { first: keyName(settings?.xPosKeyName, 'xPos'), second: keyName(settings?.yPosKeyName, 'yPos'), image: true }
        : { first: keyName(settings?.latKeyName, 'latitude'), second: keyName(settings?.lngKeyName, 'longitude'), image: false };

/** A pair of numbers as a point, or null when it is no valid position. */
export function pointOf(first: number | null, second: number | null, image: boolean): MapPoint | null {
    if (first === null || second === null) return null;
    if (image) return first >= 0 && first <= 1 && second >= 0 && second <= 1 ? { x: first, y: second } : null;
    return Math.abs(first) <= 90 && Math.abs(second) <= 180 ? { lat: first, lng: second } : null;
}

/** The map's entities: the datasource rows in order, each with its entries. */
export function mapEntitiesOf(data: readonly DatasourceData[]): MapEntity[] {
    const rows = new Map<string, DatasourceData[]>();
    for (const entry of data) rows.set(entry.datasource.rowKey, [...(rows.get(entry.datasource.rowKey) ?? []), entry]);
    return [...rows].map(([rowKey, entries], index) => {
        const datasource = entries[0]!.datasource;
        return { rowKey, index, datasource, entries, name: datasource.entityLabel || datasource.entityName || datasource.name || rowKey };
    });
}

const latestOf = (entity: MapEntity, key: string): unknown => entity.entries.find(entry => entry.dataKey.name === key)?.data.at(-1)?.[1];

/** Where an entity is now (its latest position values), or null. */
export const entityPoint = (entity: MapEntity, keys: MarkerKeys): MapPoint | null =>
    pointOf(numericValue(latestOf(entity, keys.first)), numericValue(latestOf(entity, keys.second)), keys.image);

/** The data key that holds one position coordinate: where a moved marker is written back. */
export const positionKeyOf = (entity: MapEntity, name: string): DataKey | undefined => entity.entries.find(entry => entry.dataKey.name === name)?.dataKey;

/**
 * A marker per entity whose position keys hold a valid position; the others are left out. Order
 * follows the datasources.
 */
export function mapMarkersOf(entities: readonly MapEntity[], keys: MarkerKeys): MapMarker[] {
    return entities.flatMap(entity => {
        const point = entityPoint(entity, keys);
        if (!point) return [];
        const values = entity.entries
            .filter(entry => entry.dataKey.name !== keys.first && entry.dataKey.name !== keys.second)
            .map(entry => ({ label: dataKeyLabel(entry.datasource, entry.dataKey), value: formatValue(entry.data.at(-1)?.[1], entry.dataKey.decimals, entry.dataKey.units) }));
        return [{ rowKey: entity.rowKey, name: entity.name, point, values }];
    });
}

/**
 * ThingsBoard's `dsData[dsIndex]` for the map's functions: the entity's fields and each key's
 * latest value under its label (plain data: it crosses into the sandbox).
 */
export function functionDataOf(entity: MapEntity): Record<string, unknown> {
    const row: Record<string, unknown> = {
        entityName: entity.datasource.entityName ?? '',
        entityLabel: entity.datasource.entityLabel ?? '',
        entityType: entity.datasource.entityType ?? '',
        entityId: entity.datasource.entityId ?? '',
        aliasName: entity.datasource.aliasName ?? '',
        dsIndex: entity.index,
    };
    for (const entry of entity.entries) {
        const value = entry.data.at(-1)?.[1];
        row[entry.dataKey.label || entry.dataKey.name] = value;
        row[entry.dataKey.name] ??= value;
    }
    return row;
}

/** Coordinates as the marker list shows them (six decimals: about 10 cm). */
export const coordinateText = (value: number): string => value.toFixed(6);

/** The two numbers of a point as the marker list shows them. */
export const pointTexts = (point: MapPoint): [string, string] => ('lat' in point ? [coordinateText(point.lat), coordinateText(point.lng)] : [point.x.toFixed(3), point.y.toFixed(3)]);
