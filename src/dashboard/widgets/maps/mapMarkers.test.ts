import { describe, expect, it } from 'vitest';
import { deviceSnapshot } from '../controls/WidgetTestBed';
import { mapMarkersOf, markerKeysOf } from './mapMarkers';

describe('map markers', () => {
    it('puts an entity at its latitude and longitude keys, with its other keys for the tooltip', () => {
        const snapshot = deviceSnapshot({ latitude: '37.7749', longitude: -122.4194, temperature: 21.456 });
        expect(mapMarkersOf(snapshot.data, markerKeysOf({}))).toEqual([
            { rowKey: 'DEVICE:dev-1', name: 'Thermostat T1', lat: 37.7749, lng: -122.4194, values: [{ label: 'temperature', value: '21.46' }] },
        ]);
    });

    it('reads the key names from the settings and leaves out entities without a valid position', () => {
        const keys = markerKeysOf({ latKeyName: 'lat', lngKeyName: 'lon' });
        expect(mapMarkersOf(deviceSnapshot({ lat: 10, lon: 20 }).data, keys)).toHaveLength(1);
        expect(mapMarkersOf(deviceSnapshot({ lat: 10 }).data, keys)).toEqual([]);
        expect(mapMarkersOf(deviceSnapshot({ lat: 95, lon: 20 }).data, keys)).toEqual([]);
        expect(mapMarkersOf(deviceSnapshot({ lat: 'unknown', lon: 20 }).data, keys)).toEqual([]);
    });
});
