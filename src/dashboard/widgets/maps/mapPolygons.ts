import { numericValue } from '../../runtime/formatValue';
import { pointOf, type MapEntity, type MapPoint } from './mapMarkers';

/**
 * An entity's polygon: its polygon key holds a JSON array of `[lat, lng]` pairs (`[x, y]` on an
 * image map), as text or as the array itself. Null when there is no such key or fewer than three
 * valid corners.
 */
export function polygonOf(entity: MapEntity, key: string, image: boolean): MapPoint[] | null {
    let value = entity.entries.find(entry => entry.dataKey.name === key)?.data.at(-1)?.[1];
    if (typeof value === 'string') {
        try {
            value = JSON.parse(value);
        } catch {
            return null;
        }
    }
    if (!Array.isArray(value)) return null;
    const corners = value.flatMap(corner => {
        const point = Array.isArray(corner) ? pointOf(numericValue(corner[0]), numericValue(corner[1]), image) : null;
        return point ? [point] : [];
    });
    return corners.length >= 3 ? corners : null;
}
