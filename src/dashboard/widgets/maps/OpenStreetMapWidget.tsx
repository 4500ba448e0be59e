import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { createLeafletMap, type LeafletMapHandle } from './leafletMap';
import { coordinateText, mapMarkersOf, markerKeysOf, type MapMarker } from './mapMarkers';

const DEFAULT_ZOOM = 13;

/** The markers as a table: what the widget still offers when the map itself cannot load. */
const MarkerList = ({ markers }: { markers: readonly MapMarker[] }) => {
    const translate = useTranslate();
    if (markers.length === 0) return <Typography color="text.secondary">{translate('widgets.maps.no-markers')}</Typography>;
    return (
        <Table size="small" aria-label={translate('widgets.maps.markers')} sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
            <TableHead>
                <TableRow>
                    <TableCell>{translate('widgets.maps.entity')}</TableCell>
                    <TableCell align="right">{translate('widgets.maps.latitude')}</TableCell>
                    <TableCell align="right">{translate('widgets.maps.longitude')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {markers.map(marker => (
                    <TableRow key={marker.rowKey}>
                        <TableCell sx={{ fontWeight: 500 }}>{marker.name}</TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{coordinateText(marker.lat)}</TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{coordinateText(marker.lng)}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/**
 * ThingsBoard's OpenStreetMap widget: a marker per entity at its latitude and longitude keys
 * (`latKeyName`, `lngKeyName`), with a tooltip of its name and values. Without network the tiles
 * fail: a placeholder then covers the map and lists the markers by name and coordinates.
 */
export const OpenStreetMapWidget = ({ widget, snapshot, width, height }: WidgetComponentProps) => {
    const translate = useTranslate();
    const theme = useTheme();
    const settings = widget.config.settings ?? {};
    const keys = markerKeysOf(settings);
    const markers = useMemo(() => mapMarkersOf(snapshot.data, keys), [snapshot.data, keys.latKeyName, keys.lngKeyName]);
    const element = useRef<HTMLDivElement>(null);
    const map = useRef<LeafletMapHandle | null>(null);
    const [tilesAvailable, setTilesAvailable] = useState(true);
    const defaultZoom = Number(settings.defaultZoomLevel) || DEFAULT_ZOOM;

    useEffect(() => {
        map.current = createLeafletMap(element.current!, { onTilesAvailable: setTilesAvailable, defaultZoom, markerColor: theme.palette.primary.main });
        return () => {
            map.current?.remove();
            map.current = null;
        };
    }, [defaultZoom, theme.palette.primary.main]);
    // The view fits the markers when they first come and whenever the set of entities changes, not on every value.
    const entitiesKey = markers.map(marker => marker.rowKey).join();
    const fitted = useRef('');
    useEffect(() => {
        const refit = settings.fitMapBounds !== false && fitted.current !== entitiesKey;
        map.current?.showMarkers(markers, refit);
        if (refit) fitted.current = entitiesKey;
    }, [markers, entitiesKey, settings.fitMapBounds]);
    useEffect(() => map.current?.resize(), [width, height]);

    return (
        <Box sx={{ position: 'absolute', inset: 0, borderRadius: 1, overflow: 'hidden' }}>
            <Box ref={element} data-testid="leaflet-map" sx={{ position: 'absolute', inset: 0, zIndex: 0 }} />
            {!tilesAvailable && (
                <Box
                    role="region"
                    aria-label={translate('widgets.maps.map-unavailable')}
                    sx={{ position: 'absolute', inset: 0, zIndex: 1, overflow: 'auto', p: 2, bgcolor: 'background.default', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
                >
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mt: 'auto' }}>
                        <CloudOffIcon />
                        <Typography variant="subtitle1" color="text.primary">{translate('widgets.maps.map-unavailable')}</Typography>
                    </Box>
                    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                        {translate('widgets.maps.tiles-unavailable-hint')}
                    </Typography>
                    <Box sx={{ width: '100%', maxWidth: 560, mb: 'auto' }}>
                        <MarkerList markers={markers} />
                    </Box>
                </Box>
            )}
        </Box>
    );
};
