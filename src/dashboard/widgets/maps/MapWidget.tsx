import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { useWidgetActions } from '../../runtime/WidgetActionContext';
import { FLOOR_PLAN_URL } from './floorPlan';
import { createLeafletMap, type LeafletMapHandle, type ShownLine, type ShownMarker } from './leafletMap';
import { MapOfflineNotice } from './MapOfflineNotice';
import { mapBackgroundOf, providerOf } from './mapProviders';
import { mapEntitiesOf, mapMarkersOf, markerKeysOf, type MapEntity, type MapPoint } from './mapMarkers';
import { polygonOf } from './mapPolygons';
import { mapTracksOf, positionAt, trackUntil, tracksSpan } from './mapTracks';
import type { MapVariant } from './mapVariants';
import { PlacementBar } from './PlacementBar';
import { TripPlayer } from './TripPlayer';
import { useMarkerLooks } from './useMarkerLooks';
import { writePosition } from './writePosition';

const DEFAULT_ZOOM = 13;
const entityOf = (entity: MapEntity) =>
    entity.datasource.entityId && entity.datasource.entityType
        ? { entityId: { entityType: entity.datasource.entityType, id: entity.datasource.entityId }, entityName: entity.datasource.entityName ?? undefined, entityLabel: entity.datasource.entityLabel ?? undefined }
        : {};

/**
 * ThingsBoard's map widgets, one component: the background of the type's provider (or the image
 * map's picture), a marker per entity at its position keys with its label and tooltip, polygons,
 * routes over the time window and the trip replay; the markers placement widgets move and place
 * markers and write the position back. When the background cannot show (no network, no key) a
 * notice covers the map and lists the markers.
 */
export const mapWidget = (variant: MapVariant) => {
    const MapWidget = ({ widget, snapshot, width, height }: WidgetComponentProps) => {
        const settings = useMemo(() => widget.config.settings ?? {}, [widget.config.settings]);
        const provider = providerOf(settings, variant.provider);
        const background = useMemo(() => mapBackgroundOf(provider, settings, FLOOR_PLAN_URL), [provider, settings]);
        const keys = markerKeysOf(settings, provider === 'image-map');
        const entities = useMemo(() => mapEntitiesOf(snapshot.data), [snapshot.data]);
        const looks = useMarkerLooks(entities, settings);
        const markers = useMemo(() => mapMarkersOf(entities, keys), [entities, keys.first, keys.second, keys.image]);
        const tracks = useMemo(() => (variant.mode === 'route' || variant.mode === 'trip' ? mapTracksOf(entities, keys) : []), [entities, keys.first, keys.second, keys.image]);
        const span = tracksSpan(tracks);
        const [tripTime, setTripTime] = useState<number | null>(null);
        const shownTime = span ? Math.min(span.end, Math.max(span.start, tripTime ?? span.end)) : 0;
        const [placing, setPlacing] = useState<string | null>(null);
        const runActions = useWidgetActions();

        const element = useRef<HTMLDivElement>(null);
        const map = useRef<LeafletMapHandle | null>(null);
        const [tilesAvailable, setTilesAvailable] = useState(true);
        const defaultZoom = Number(settings.defaultZoomLevel) || DEFAULT_ZOOM;
        // Callbacks read the latest state through a ref: the map is built once per background.
        const latest = useRef({ entities, placing, settings, keys });
        latest.current = { entities, placing, settings, keys };

        useEffect(() => {
            if (background.kind === 'needs-key') return;
            setTilesAvailable(true);
            const find = (rowKey: string) => latest.current.entities.find(entity => entity.rowKey === rowKey);
            map.current = createLeafletMap(element.current!, {
                background,
                onTilesAvailable: setTilesAvailable,
                defaultZoom,
                tooltipOn: latest.current.settings.showTooltipAction === 'hover' ? 'hover' : 'click',
                onMarkerMoved: (rowKey, point) => {
                    const entity = find(rowKey);
                    if (entity) void writePosition(latest.current.keys, entity, point);
                },
                onLinkAction: (rowKey, action) => {
                    const entity = find(rowKey);
                    if (!entity) return;
                    // The markers placement widgets' 'delete' link takes the entity off the map, as their default action does.
                    if (variant.mode === 'placement' && action === 'delete') void writePosition(latest.current.keys, entity, null);
                    else runActions('tooltipAction', entityOf(entity), action);
                },
                onMapClick:
                    variant.mode === 'placement'
                        ? (point: MapPoint) => {
                              const entity = latest.current.placing ? find(latest.current.placing) : undefined;
                              if (!entity) return;
                              setPlacing(null);
                              void writePosition(latest.current.keys, entity, point);
                          }
                        : undefined,
            });
            return () => {
                map.current?.remove();
                map.current = null;
            };
            // eslint-disable-next-line react-hooks/exhaustive-deps
        }, [background, defaultZoom]);

        const shownMarkers: ShownMarker[] = useMemo(() => {
            const lookOf = (rowKey: string) => looks.get(rowKey) ?? { color: '#fe7569' };
            if (variant.mode === 'route' || variant.mode === 'trip') {
                return tracks.map(track => ({ rowKey: track.rowKey, point: variant.mode === 'trip' ? positionAt(track, shownTime) : track.points.at(-1)!.point, look: lookOf(track.rowKey) }));
            }
            return markers.map(marker => ({ rowKey: marker.rowKey, point: marker.point, look: lookOf(marker.rowKey), draggable: variant.mode === 'placement' && settings.draggableMarker !== false }));
        }, [markers, tracks, looks, shownTime, settings.draggableMarker]);

        const lines: ShownLine[] = useMemo(() => {
            const weight = Number(settings.strokeWeight) || 2;
            const opacity = Number(settings.strokeOpacity) || 1;
            const colorOf = (rowKey: string) => looks.get(rowKey)?.color ?? '#fe7569';
            if (variant.mode === 'route') return tracks.map(track => ({ key: track.rowKey, points: track.points.map(point => point.point), color: colorOf(track.rowKey), weight, opacity }));
            if (variant.mode === 'trip') {
                return tracks.flatMap(track => [
                    { key: `${track.rowKey}:all`, points: track.points.map(point => point.point), color: colorOf(track.rowKey), weight, opacity: opacity * 0.3 },
                    { key: track.rowKey, points: trackUntil(track, shownTime), color: colorOf(track.rowKey), weight, opacity },
                ]);
            }
            if (settings.showPolygon !== true) return [];
            const polygonKey = typeof settings.polygonKeyName === 'string' && settings.polygonKeyName ? settings.polygonKeyName : 'perimeter';
            return entities.flatMap(entity => {
                const points = polygonOf(entity, polygonKey, keys.image);
                const color = typeof settings.polygonColor === 'string' && settings.polygonColor ? settings.polygonColor : colorOf(entity.rowKey);
                return points ? [{ key: `${entity.rowKey}:polygon`, points, color, weight: Number(settings.polygonStrokeWeight) || 1, opacity: Number(settings.polygonStrokeOpacity) || 1, closed: true, fillOpacity: Number(settings.polygonOpacity) || 0.5 }] : [];
            });
        }, [tracks, entities, looks, shownTime, settings, keys.image]);

        // The view fits the content when it first comes and whenever the set of entities changes, not on every value.
        const entitiesKey = [...shownMarkers.map(marker => marker.rowKey), ...lines.map(line => line.key)].join();
        const fitted = useRef('');
        useEffect(() => {
            const refit = settings.fitMapBounds !== false && fitted.current !== entitiesKey;
            map.current?.show(shownMarkers, lines, refit);
            if (refit) fitted.current = entitiesKey;
        }, [shownMarkers, lines, entitiesKey, settings.fitMapBounds, background]);
        useEffect(() => {
            map.current?.resize();
        }, [width, height]);

        const unplaced = variant.mode === 'placement' ? entities.filter(entity => !markers.some(marker => marker.rowKey === entity.rowKey)) : [];
        const offline = background.kind === 'needs-key' ? 'needs-key' : tilesAvailable ? null : 'unreachable';

        return (
            <Box sx={{ position: 'absolute', inset: 0, borderRadius: 1, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
                <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
                    <Box ref={element} data-testid="leaflet-map" sx={{ position: 'absolute', inset: 0, zIndex: 0, cursor: placing ? 'crosshair' : undefined, '& .thingdeck-map-pin': { background: 'none', border: 0 } }} />
                    {offline && <MapOfflineNotice reason={offline} provider={provider} markers={markers} />}
                </Box>
                {variant.mode === 'placement' && unplaced.length > 0 && !offline && <PlacementBar entities={unplaced} placing={placing} onPlace={setPlacing} />}
                {variant.mode === 'trip' && span && <TripPlayer start={span.start} end={span.end} time={shownTime} onTime={setTripTime} speed={Number(settings.speed) || 1} />}
            </Box>
        );
    };
    return MapWidget;
};
