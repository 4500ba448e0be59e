import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapBackground } from './mapProviders';
import type { MapPoint } from './mapMarkers';
import type { MarkerLook } from './markerLooks';
import { pinSvg } from './pinSvg';

export interface LeafletMapOptions {
    background: MapBackground;
    /** Called once when tiles fail and none has loaded (no network), and when one loads after all. */
    onTilesAvailable: (available: boolean) => void;
    defaultZoom: number;
    /** A user dragged a marker there (markers placement widgets). */
    onMarkerMoved?: (rowKey: string, point: MapPoint) => void;
    /** A `<link-act>` button of a tooltip was pressed. */
    onLinkAction?: (rowKey: string, action: string) => void;
    /** A click on the map itself (placing an entity). */
    onMapClick?: (point: MapPoint) => void;
    /** Tooltips open on 'click' (ThingsBoard's default) or 'hover'. */
    tooltipOn: 'click' | 'hover';
}

export interface ShownMarker {
    rowKey: string;
    point: MapPoint;
    look: MarkerLook;
    draggable?: boolean;
}

export interface ShownLine {
    key: string;
    points: MapPoint[];
    color: string;
    weight: number;
    opacity: number;
    /** A closed, filled shape (a polygon) rather than a route. */
    closed?: boolean;
    fillOpacity?: number;
}

export interface LeafletMapHandle {
    show(markers: readonly ShownMarker[], lines: readonly ShownLine[], fitBounds: boolean): void;
    resize(): void;
    remove(): void;
}

/** The image map's plane: 1000 units wide, as high as the picture's proportions make it. */
const IMAGE_WIDTH = 1000;

function markerIcon(look: MarkerLook): L.Icon | L.DivIcon {
    if (look.image) {
        const size = look.image.size;
        return L.icon({ iconUrl: look.image.url, iconSize: [size, size], iconAnchor: [size / 2, size], tooltipAnchor: [0, -size], popupAnchor: [0, -size] });
    }
    return L.divIcon({ html: pinSvg(look.color), className: 'thingdeck-map-pin', iconSize: [28, 40], iconAnchor: [14, 40], tooltipAnchor: [0, -40], popupAnchor: [0, -38] });
}

/**
 * A Leaflet map in the element: provider tiles or an image plane, markers with their look (pin or
 * image, a permanent label, a tooltip with action links), routes and polygons. Tile failures are
 * reported so the widget can say the map is offline.
 */
export function createLeafletMap(element: HTMLElement, options: LeafletMapOptions): LeafletMapHandle {
    const { background } = options;
    const image = background.kind === 'image';
    const map = L.map(element, image ? { crs: L.CRS.Simple, minZoom: -3, maxZoom: 3, zoomSnap: 0.25, attributionControl: false } : { center: [0, 0], zoom: 2 });
    let imageHeight = IMAGE_WIDTH;
    let imageReady = !image;
    let pending: (() => void) | null = null;

    const toLatLng = (point: MapPoint): L.LatLngExpression => ('lat' in point ? [point.lat, point.lng] : [imageHeight * (1 - point.y), IMAGE_WIDTH * point.x]);
    const fromLatLng = (latLng: L.LatLng): MapPoint =>
        image ? { x: Math.min(1, Math.max(0, latLng.lng / IMAGE_WIDTH)), y: Math.min(1, Math.max(0, 1 - latLng.lat / imageHeight)) } : { lat: latLng.lat, lng: L.Util.wrapNum(latLng.lng, [-180, 180], true) };

    if (background.kind === 'tiles') {
        let loaded = false;
        let failed = false;
        L.tileLayer(background.url, { maxZoom: background.maxZoom, attribution: background.attribution, subdomains: background.subdomains ?? 'abc', tms: background.tms ?? false })
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
    } else if (background.kind === 'image') {
        const picture = new Image();
        picture.onload = () => {
            imageHeight = picture.naturalWidth > 0 ? (IMAGE_WIDTH * picture.naturalHeight) / picture.naturalWidth : IMAGE_WIDTH;
            const bounds = L.latLngBounds([0, 0], [imageHeight, IMAGE_WIDTH]);
            L.imageOverlay(background.url, bounds).addTo(map);
            map.setMaxBounds(bounds.pad(0.2));
            map.fitBounds(bounds);
            imageReady = true;
            pending?.();
            pending = null;
        };
        picture.onerror = () => options.onTilesAvailable(false);
        picture.src = background.url;
    } else {
        map.setView([0, 0], 2);
    }

    if (options.onMapClick) map.on('click', event => options.onMapClick?.(fromLatLng(event.latlng)));
    element.addEventListener('click', event => {
        const button = (event.target as HTMLElement | null)?.closest?.('[data-link-act]');
        const row = button?.closest('[data-row-key]')?.getAttribute('data-row-key');
        if (button && row) options.onLinkAction?.(row, button.getAttribute('data-link-act') ?? '');
    });

    const layer = L.layerGroup().addTo(map);

    const show = (markers: readonly ShownMarker[], lines: readonly ShownLine[], fitBounds: boolean) => {
        layer.clearLayers();
        for (const line of lines) {
            const latLngs = line.points.map(toLatLng);
            const style = { color: line.color, weight: line.weight, opacity: line.opacity };
            (line.closed ? L.polygon(latLngs, { ...style, fillColor: line.color, fillOpacity: line.fillOpacity ?? 0.5 }) : L.polyline(latLngs, style)).addTo(layer);
        }
        for (const marker of markers) {
            const leafletMarker = L.marker(toLatLng(marker.point), { icon: markerIcon(marker.look), draggable: marker.draggable ?? false, keyboard: true, title: '' });
            if (marker.look.labelHtml) leafletMarker.bindTooltip(marker.look.labelHtml, { permanent: true, direction: 'top', className: 'thingdeck-map-label', offset: [0, -2] });
            if (marker.look.tooltipHtml) {
                const html = `<div data-row-key="${marker.rowKey.replace(/"/g, '')}">${marker.look.tooltipHtml}</div>`;
                leafletMarker.bindPopup(html, { closeButton: false, autoPan: false });
                if (options.tooltipOn === 'hover') leafletMarker.on('mouseover', () => leafletMarker.openPopup()).on('mouseout', () => leafletMarker.closePopup());
            }
            if (marker.draggable) leafletMarker.on('dragend', () => options.onMarkerMoved?.(marker.rowKey, fromLatLng(leafletMarker.getLatLng())));
            leafletMarker.addTo(layer);
        }
        // The image map always shows its whole picture; a geographic map fits its content.
        if (!fitBounds || image) return;
        const all = [...markers.map(marker => marker.point), ...lines.flatMap(line => line.points)].map(toLatLng);
        if (all.length === 0) return;
        if (all.length === 1) map.setView(all[0]!, options.defaultZoom);
        else map.fitBounds(L.latLngBounds(all as L.LatLngTuple[]), { padding: [32, 32], maxZoom: options.defaultZoom });
    };

    return {
        show(markers, lines, fitBounds) {
            // The image map places points once it knows the picture's proportions.
            if (imageReady) show(markers, lines, fitBounds);
            else pending = () => show(markers, lines, fitBounds);
        },
        resize: () => void map.invalidateSize(),
        remove: () => void map.remove(),
    };
}
