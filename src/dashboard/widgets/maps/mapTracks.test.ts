import { describe, expect, it } from 'vitest';
import { markerKeysOf, type MapEntity } from './mapMarkers';
import { polygonOf } from './mapPolygons';
import { positionAt, trackUntil, type MapTrack } from './mapTracks';

const track: MapTrack = { rowKey: 'r', name: 'T', points: [{ ts: 0, point: { lat: 0, lng: 0 } }, { ts: 100, point: { lat: 10, lng: 20 } }, { ts: 200, point: { lat: 10, lng: 40 } }] };

describe('map tracks and polygons', () => {
    it('puts a trip between its two surrounding points in proportion to the time, and at its ends outside the track', () => {
        expect(positionAt(track, 50)).toEqual({ lat: 5, lng: 10 });
        expect(positionAt(track, 150)).toEqual({ lat: 10, lng: 30 });
        expect(positionAt(track, -5)).toEqual({ lat: 0, lng: 0 });
        expect(positionAt(track, 500)).toEqual({ lat: 10, lng: 40 });
        expect(trackUntil(track, 150)).toEqual([{ lat: 0, lng: 0 }, { lat: 10, lng: 20 }, { lat: 10, lng: 30 }]);
    });

    it('reads a polygon from JSON text or an array, and refuses one with fewer than three valid corners', () => {
        const datasource = { type: 'entity' as const, dataKeys: [], rowKey: 'DEVICE:1' };
        const entries = Object.entries({ perimeter: '[[1,2],[3,4],[5,6]]', other: [[1, 2], [3, 400], [5, 6]] }).map(([name, value]) => ({ datasource, dataKey: { name, type: 'attribute' as const }, data: [[1, value] as [number, unknown]] }));
        const entity: MapEntity = { rowKey: 'DEVICE:1', index: 0, datasource, entries, name: 'Zone' };
        expect(polygonOf(entity!, 'perimeter', false)).toEqual([{ lat: 1, lng: 2 }, { lat: 3, lng: 4 }, { lat: 5, lng: 6 }]);
        expect(polygonOf(entity!, 'other', false)).toBeNull();
        expect(polygonOf(entity!, 'missing', false)).toBeNull();
        expect(markerKeysOf({ xPosKeyName: 'px' }, true)).toEqual({ first: 'px', second: 'yPos', image: true });
    });
});
