import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceSnapshot, renderWidget, testWidget } from '../controls/WidgetTestBed';
import type { LeafletMapOptions } from './leafletMap';
import { OpenStreetMapWidget } from './OpenStreetMapWidget';

// Leaflet draws nothing in jsdom; the test plays the map and its tiles.
const maps: Array<{ options: LeafletMapOptions; showMarkers: ReturnType<typeof vi.fn> }> = [];
vi.mock('./leafletMap', () => ({
    createLeafletMap: (_element: HTMLElement, options: LeafletMapOptions) => {
        const map = { options, showMarkers: vi.fn(), resize: vi.fn(), remove: vi.fn() };
        maps.push(map);
        return map;
    },
}));

describe('OpenStreetMap widget', () => {
    const widget = testWidget('maps_v2', 'openstreetmap', 'latest', {});

    it('puts the markers on the map and, when tiles cannot load, covers it with a placeholder listing them', () => {
        renderWidget(<OpenStreetMapWidget widget={widget} snapshot={deviceSnapshot({ latitude: 37.7749, longitude: -122.4194 })} width={400} height={300} />);
        const map = maps.at(-1)!;
        expect(map.showMarkers).toHaveBeenCalledWith([expect.objectContaining({ name: 'Thermostat T1', lat: 37.7749, lng: -122.4194 })], true);
        expect(screen.queryByRole('region', { name: 'Map tiles cannot be loaded' })).toBeNull();

        act(() => map.options.onTilesAvailable(false));
        const placeholder = screen.getByRole('region', { name: 'Map tiles cannot be loaded' });
        const row = within(placeholder).getByRole('row', { name: /Thermostat T1/ });
        expect(row).toHaveTextContent('37.774900');
        expect(row).toHaveTextContent('-122.419400');

        act(() => map.options.onTilesAvailable(true));
        expect(screen.queryByRole('region', { name: 'Map tiles cannot be loaded' })).toBeNull();
    });

    it('fits the view to the markers only when the set of entities changes, not with every value', () => {
        const { rerender } = renderWidget(<OpenStreetMapWidget widget={widget} snapshot={deviceSnapshot({ latitude: 10, longitude: 20 })} width={400} height={300} />);
        const map = maps.at(-1)!;
        rerender(<OpenStreetMapWidget widget={widget} snapshot={deviceSnapshot({ latitude: 10.001, longitude: 20 })} width={400} height={300} />);
        expect(map.showMarkers.mock.calls.map(call => call[1])).toEqual([true, false]);
    });
});
