import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapMarker } from './mapMarkers';
import { escapeHtml } from '../../../lib/escapeHtml';

/** OpenStreetMap's standard tiles, as ThingsBoard's OpenStreetMap widget uses by default. */
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface LeafletMapOptions {
    /** Called once when tiles fail and none has loaded (no network), and when one loads after all. */
    onTilesAvailable: (available: boolean) => void;
    defaultZoom: number;
    markerColor: string;
}

export interface LeafletMapHandle {
    showMarkers(markers: readonly MapMarker[], fitBounds: boolean): void;
    resize(): void;
    remove(): void;
}

const tooltipHtml = (marker: MapMarker) =>
    `<b>${escapeHtml(marker.name)}</b>` + marker.values.map(({ label, value }) => `<br>${escapeHtml(label)}: ${escapeHtml(value)}`).join('');

/**
 * A Leaflet map with OpenStreetMap tiles in the element: markers drawn as circles (no image
 * assets to fetch), each with a tooltip of its entity's name and values. Tile failures are
 * reported so the widget can say the map is offline.
 */
export function createLeafletMap(element: HTMLElement, options: LeafletMapOptions): LeafletMapHandle {
    const map = L.map(element, { center: [0, 0], zoom: 2, attributionControl: true });
    let loaded = false;
    let failed = false;
    L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION })
        .on('tileload', () => {
            loaded = true;
            if (failed) options.onTilesAvailable(true);
            failed = false;
        })
        .on('tileerror', () => {
            if (loaded || failed) return;
            failed = true;
            options.onTilesAvailable(false);
        })
        .addTo(map);
    const layer = L.layerGroup().addTo(map);
    return {
        showMarkers(markers, fitBounds) {
            layer.clearLayers();
            for (const marker of markers) {
                L.circleMarker([marker.lat, marker.lng], { radius: 9, color: '#fff', weight: 2, fillColor: options.markerColor, fillOpacity: 1 })
                    .bindTooltip(tooltipHtml(marker), { direction: 'top', offset: [0, -8] })
                    .addTo(layer);
            }
            if (!fitBounds || markers.length === 0) return;
            if (markers.length === 1) map.setView([markers[0]!.lat, markers[0]!.lng], options.defaultZoom);
            else map.fitBounds(L.latLngBounds(markers.map(marker => [marker.lat, marker.lng] as [number, number])), { padding: [24, 24], maxZoom: options.defaultZoom });
        },
        resize: () => map.invalidateSize(),
        remove: () => map.remove(),
    };
}
