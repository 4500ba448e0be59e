import { writeValues } from '../inputs/writeValues';
import { positionKeyOf, type MapEntity, type MapPoint, type MarkerKeys } from './mapMarkers';

/**
 * Writes a moved or placed marker's position back to its entity, as ThingsBoard's markers placement
 * does: keys the widget reads as attributes go to the server scope, time-series keys become new
 * points. `null` takes the entity off the map (both keys set to null). A refused write is reported
 * by the http client's toast; the marker then goes back with the next data.
 */
export const writePosition = async (keys: MarkerKeys, entity: MapEntity, point: MapPoint | null): Promise<void> => {
    const { entityId, entityType } = entity.datasource;
    if (!entityId || !entityType) return;
    const [first, second] = point === null ? [null, null] : 'lat' in point ? [point.lat, point.lng] : [point.x, point.y];
    const asTimeseries = positionKeyOf(entity, keys.first)?.type === 'timeseries';
    await writeValues({ entityType, entityId }, asTimeseries ? 'TIMESERIES' : 'SERVER_SCOPE', { [keys.first]: first, [keys.second]: second }).catch(() => undefined);
};
