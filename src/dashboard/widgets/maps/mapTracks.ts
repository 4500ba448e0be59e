import { numericValue } from '../../runtime/formatValue';
import { pointOf, type MapEntity, type MapPoint, type MarkerKeys } from './mapMarkers';

/** Where an entity was at a time. */
export interface TrackPoint {
    ts: number;
    point: MapPoint;
}

/** An entity's route over the time window, oldest first. */
export interface MapTrack {
    rowKey: string;
    name: string;
    points: TrackPoint[];
}

/**
 * The routes of the route map and the trip animation: per entity, its position series paired by
 * timestamp (a latitude without the longitude of the same time is left out, as is any invalid
 * position). Entities without a single position have no track.
 */
export function mapTracksOf(entities: readonly MapEntity[], keys: MarkerKeys): MapTrack[] {
    return entities.flatMap(entity => {
        const firsts = entity.entries.find(entry => entry.dataKey.name === keys.first)?.data ?? [];
        const seconds = new Map((entity.entries.find(entry => entry.dataKey.name === keys.second)?.data ?? []).map(([ts, value]) => [ts, numericValue(value)]));
        const points = firsts
            .flatMap(([ts, value]): TrackPoint[] => {
                const point = pointOf(numericValue(value), seconds.get(ts) ?? null, keys.image);
                return point ? [{ ts, point }] : [];
            })
            .sort((a, b) => a.ts - b.ts);
        return points.length > 0 ? [{ rowKey: entity.rowKey, name: entity.name, points }] : [];
    });
}

/** The time span the tracks cover, or null without points. */
export function tracksSpan(tracks: readonly MapTrack[]): { start: number; end: number } | null {
    const times = tracks.flatMap(track => [track.points[0]!.ts, track.points.at(-1)!.ts]);
    return times.length > 0 ? { start: Math.min(...times), end: Math.max(...times) } : null;
}

const between = (a: number, b: number, share: number): number => a + (b - a) * share;

/**
 * Where a track's entity was at `ts`: between its two surrounding points in proportion to the time
 * (ThingsBoard's trip animation moves smoothly), at its first point before the track starts and at
 * its last after it ends.
 */
export function positionAt(track: MapTrack, ts: number): MapPoint {
    const { points } = track;
    if (ts <= points[0]!.ts) return points[0]!.point;
    const next = points.findIndex(point => point.ts >= ts);
    if (next < 0) return points.at(-1)!.point;
    const after = points[next]!;
    const before = points[next - 1]!;
    const share = (ts - before.ts) / (after.ts - before.ts || 1);
    if ('lat' in before.point && 'lat' in after.point) return { lat: between(before.point.lat, after.point.lat, share), lng: between(before.point.lng, after.point.lng, share) };
    if ('x' in before.point && 'x' in after.point) return { x: between(before.point.x, after.point.x, share), y: between(before.point.y, after.point.y, share) };
    return after.point;
}

/** The part of a track up to `ts` (what the trip has covered so far), ending at the entity's position. */
export function trackUntil(track: MapTrack, ts: number): MapPoint[] {
    const covered = track.points.filter(point => point.ts <= ts).map(point => point.point);
    return [...covered, positionAt(track, ts)];
}
