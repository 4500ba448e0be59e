import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatasourceData, WidgetDataSnapshot } from '../../model/widgetData';
import { deviceSnapshot, renderWidget, testWidget } from '../controls/WidgetTestBed';
import type { LeafletMapOptions, ShownLine, ShownMarker } from './leafletMap';
import { mapWidget } from './MapWidget';
import { MAP_VARIANTS } from './mapVariants';

/** The longest wait for the screen to settle: the machine may be busy (the tests await states, never time). */
const SLOW = { timeout: 15_000 };

// Leaflet draws nothing in jsdom; the test plays the map and its tiles.
const maps: Array<{ options: LeafletMapOptions; show: ReturnType<typeof vi.fn<(markers: ShownMarker[], lines: ShownLine[], fit: boolean) => void>> }> = [];
vi.mock('./leafletMap', () => ({
    createLeafletMap: (_element: HTMLElement, options: LeafletMapOptions) => {
        const map = { options, show: vi.fn(), resize: vi.fn(), remove: vi.fn() };
        maps.push(map);
        return map;
    },
}));
// The sandbox runs the dashboard's functions in a worker; here a plain call stands in for it.
vi.mock('../../postProcessing/sharedSandbox', () => ({
    sharedDataKeySandbox: () => ({
        run: async (jobs: Array<{ body: string; argNames: string[]; args: unknown[] }>) =>
            jobs.map(job => ({ points: [], previous: null, error: null, value: new Function(...job.argNames, job.body)(...job.args) })),
    }),
}));
const writes: Array<{ url: string; body: unknown }> = [];
vi.mock('../../../providers/http/httpClient', () => ({
    httpClient: { request: async (url: string, options: { body: unknown }) => void writes.push({ url, body: options.body }) },
}));

const OpenStreetMap = mapWidget(MAP_VARIANTS['maps_v2.openstreetmap']!);
const lastShown = () => maps.at(-1)!.show.mock.calls.at(-1)!;

/** A time series of one device: key → [ts, value] points. */
const seriesSnapshot = (series: Record<string, Array<[number, unknown]>>): WidgetDataSnapshot => ({
    data: Object.entries(series).map(
        ([name, data]): DatasourceData => ({
            datasource: { type: 'entity', dataKeys: [], rowKey: 'DEVICE:dev-1', entityType: 'DEVICE', entityId: 'dev-1', entityName: 'Truck 1', entityLabel: 'Truck 1' },
            dataKey: { name, type: 'timeseries', label: name },
            data,
        }),
    ),
    loading: false,
    error: null,
});

beforeEach(() => {
    maps.length = 0;
    writes.length = 0;
});

describe('map widgets', () => {
    const widget = testWidget('maps_v2', 'openstreetmap', 'latest', {});

    it('puts a marker at the position keys and, when tiles cannot load, covers the map with a notice listing them', () => {
        renderWidget(<OpenStreetMap widget={widget} snapshot={deviceSnapshot({ latitude: 37.7749, longitude: -122.4194 })} width={400} height={300} />);
        const map = maps.at(-1)!;
        expect(map.options.background).toMatchObject({ kind: 'tiles', url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
        expect(lastShown()[0]).toEqual([expect.objectContaining({ rowKey: 'DEVICE:dev-1', point: { lat: 37.7749, lng: -122.4194 } })]);
        expect(screen.queryByRole('region', { name: 'Map tiles cannot be loaded' })).toBeNull();

        act(() => map.options.onTilesAvailable(false));
        const notice = screen.getByRole('region', { name: 'Map tiles cannot be loaded' });
        expect(notice).toHaveTextContent('OpenStreetMap is out of reach');
        const row = within(notice).getByRole('row', { name: /Thermostat T1/ });
        expect(row).toHaveTextContent('37.774900');
        expect(row).toHaveTextContent('-122.419400');

        act(() => map.options.onTilesAvailable(true));
        expect(screen.queryByRole('region', { name: 'Map tiles cannot be loaded' })).toBeNull();
    });

    it('fits the view only when the set of entities changes, not with every value', () => {
        const { rerender } = renderWidget(<OpenStreetMap widget={widget} snapshot={deviceSnapshot({ latitude: 10, longitude: 20 })} width={400} height={300} />);
        rerender(<OpenStreetMap widget={widget} snapshot={deviceSnapshot({ latitude: 10.001, longitude: 20 })} width={400} height={300} />);
        const calls = maps.at(-1)!.show.mock.calls;
        expect(calls.map(call => call[2]).filter(Boolean)).toEqual([true]);
        expect(calls.at(-1)![0][0]!.point).toEqual({ lat: 10.001, lng: 20 });
    });

    it('says that the data has no position yet', () => {
        renderWidget(<OpenStreetMap widget={widget} snapshot={deviceSnapshot({ temperature: 20 })} width={400} height={300} />);
        expect(lastShown()[0]).toEqual([]);
        act(() => maps.at(-1)!.options.onTilesAvailable(false));
        expect(screen.getByText('No entity has a latitude and longitude yet')).toBeInTheDocument();
    });

    it('shows the Google map only with an API key; without one a notice says so and draws no map', () => {
        const Google = mapWidget(MAP_VARIANTS['maps_v2.google_maps']!);
        renderWidget(<Google widget={testWidget('maps_v2', 'google_maps', 'latest', {})} snapshot={deviceSnapshot({ latitude: 1, longitude: 2 })} width={400} height={300} />);
        expect(maps).toHaveLength(0);
        expect(screen.getByRole('region', { name: 'Google Maps needs an API key' })).toHaveTextContent('Thermostat T1');

        renderWidget(<Google widget={testWidget('maps_v2', 'google_maps', 'latest', { settings: { gmApiKey: 'k-1', gmDefaultMapType: 'satellite' } })} snapshot={deviceSnapshot({ latitude: 1, longitude: 2 })} width={400} height={300} />);
        expect(maps.at(-1)!.options.background).toMatchObject({ kind: 'tiles', url: expect.stringContaining('lyrs=s') });
        expect((maps.at(-1)!.options.background as { url: string }).url).toContain('key=k-1');
    });

    it('places image map markers at xPos and yPos on its own picture, with no network', () => {
        const ImageMap = mapWidget(MAP_VARIANTS['maps_v2.image_map']!);
        renderWidget(<ImageMap widget={testWidget('maps_v2', 'image_map', 'latest', {})} snapshot={deviceSnapshot({ xPos: 0.25, yPos: 0.5, latitude: 3 })} width={400} height={300} />);
        expect(maps.at(-1)!.options.background).toMatchObject({ kind: 'image', url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
        expect(lastShown()[0]).toEqual([expect.objectContaining({ point: { x: 0.25, y: 0.5 } })]);
    });

    it('applies the label, tooltip and marker image functions of the settings (run in the sandbox)', async () => {
        const settings = {
            showLabel: true,
            useLabelFunction: true,
            labelFunction: "return dsData[dsIndex].active === 'true' ? '<b>${entityName}</b>' : 'off';",
            useMarkerImageFunction: true,
            markerImages: ['data:image/png;base64,AAA', 'data:image/png;base64,BBB'],
            markerImageFunction: "return { url: images[data.active === 'true' ? 1 : 0], size: 48 };",
            tooltipPattern: "<b>${entityName}</b> ${temperature:1} °C <link-act name='details'>Details</link-act><script>alert(1)</script>",
        };
        renderWidget(<OpenStreetMap widget={testWidget('maps_v2', 'openstreetmap', 'latest', { settings })} snapshot={deviceSnapshot({ latitude: 1, longitude: 2, active: 'true', temperature: 21.46 })} width={400} height={300} />);
        await vi.waitFor(() => expect(lastShown()[0][0]!.look.image).toEqual({ url: 'data:image/png;base64,BBB', size: 48 }), SLOW);
        const { look } = lastShown()[0][0]!;
        expect(look.labelHtml).toBe('<b>Thermostat T1</b>');
        expect(look.tooltipHtml).toBe('<b>Thermostat T1</b> 21.5 °C <button type="button" class="map-link-act" data-link-act="details">Details</button>');
    });

    it('draws each entity\'s route from its position series, with the marker at its latest point', () => {
        const Route = mapWidget(MAP_VARIANTS['maps_v2.route_map_openstreetmap']!);
        const snapshot = seriesSnapshot({ latitude: [[1000, 50], [2000, 50.1], [3000, 50.2]], longitude: [[1000, 30], [2000, 30.1], [3000, 'n/a']] });
        renderWidget(<Route widget={testWidget('maps_v2', 'route_map_openstreetmap', 'timeseries', {})} snapshot={snapshot} width={400} height={300} />);
        const [markers, lines] = lastShown();
        expect(lines).toEqual([expect.objectContaining({ points: [{ lat: 50, lng: 30 }, { lat: 50.1, lng: 30.1 }] })]);
        expect(markers).toEqual([expect.objectContaining({ point: { lat: 50.1, lng: 30.1 } })]);
    });

    it('replays a trip: the slider moves the marker along the route', () => {
        const Trip = mapWidget(MAP_VARIANTS['maps_v2.test']!);
        const snapshot = seriesSnapshot({ latitude: [[0, 10], [10_000, 20]], longitude: [[0, 40], [10_000, 40]] });
        renderWidget(<Trip widget={testWidget('maps_v2', 'test', 'timeseries', {})} snapshot={snapshot} width={400} height={300} />);
        expect(lastShown()[0][0]!.point).toEqual({ lat: 20, lng: 40 });
        const slider = screen.getByRole('slider', { name: 'Trip time' });
        act(() => {
            slider.focus();
        });
        act(() => {
            // Home jumps to the start of the trip.
            slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
        });
        expect(lastShown()[0][0]!.point).toEqual({ lat: 10, lng: 40 });
        expect(screen.getByRole('button', { name: 'Play the trip' })).toBeInTheDocument();
    });

    it('markers placement writes a dragged marker to the server attributes and places an entity without position where the map is clicked', async () => {
        const Placement = mapWidget(MAP_VARIANTS['input_widgets.markers_placement_openstreetmap']!);
        const { unmount } = renderWidget(<Placement widget={testWidget('input_widgets', 'markers_placement_openstreetmap', 'latest', {})} snapshot={deviceSnapshot({ latitude: 1, longitude: 2 })} width={400} height={300} />);
        const map = maps.at(-1)!;
        expect(lastShown()[0][0]!.draggable).toBe(true);
        map.options.onMarkerMoved!('DEVICE:dev-1', { lat: 5, lng: 6 });
        await vi.waitFor(() => expect(writes).toEqual([{ url: '/api/plugins/telemetry/DEVICE/dev-1/attributes/SERVER_SCOPE', body: { latitude: 5, longitude: 6 } }]), SLOW);
        map.options.onLinkAction!('DEVICE:dev-1', 'delete');
        await vi.waitFor(() => expect(writes.at(-1)!.body).toEqual({ latitude: null, longitude: null }), SLOW);
        unmount();

        renderWidget(<Placement widget={testWidget('input_widgets', 'markers_placement_openstreetmap', 'latest', {})} snapshot={deviceSnapshot({ latitude: undefined, longitude: undefined })} width={400} height={300} />);
        const chip = screen.getByRole('button', { name: 'Thermostat T1' });
        act(() => chip.click());
        expect(screen.getByText('Click the map to place it:')).toBeInTheDocument();
        act(() => maps.at(-1)!.options.onMapClick!({ lat: 7, lng: 8 }));
        await vi.waitFor(() => expect(writes.at(-1)).toEqual({ url: '/api/plugins/telemetry/DEVICE/dev-1/attributes/SERVER_SCOPE', body: { latitude: 7, longitude: 8 } }), SLOW);
    });
});
