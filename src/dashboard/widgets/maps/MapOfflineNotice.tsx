import CloudOffIcon from '@mui/icons-material/CloudOff';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MapProviderId } from './mapProviders';
import { pointTexts, type MapMarker } from './mapMarkers';

/** The providers' names as the notice says them (product names, the same in every language). */
const PROVIDER_NAMES: Readonly<Record<MapProviderId, string>> = {
    'openstreet-map': 'OpenStreetMap',
    'google-map': 'Google Maps',
    here: 'HERE',
    'tencent-map': 'Tencent Maps',
    'image-map': '',
};

/** The markers as a table: what the widget still offers when the map itself cannot show. */
const MarkerList = ({ markers, image }: { markers: readonly MapMarker[]; image: boolean }) => {
    const translate = useTranslate();
    if (markers.length === 0) return <Typography color="text.secondary">{translate('widgets.maps.no-markers')}</Typography>;
    return (
        <Table size="small" aria-label={translate('widgets.maps.markers')} sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
            <TableHead>
                <TableRow>
                    <TableCell>{translate('widgets.maps.entity')}</TableCell>
                    <TableCell align="right">{translate(image ? 'widgets.map.x-position' : 'widgets.maps.latitude')}</TableCell>
                    <TableCell align="right">{translate(image ? 'widgets.map.y-position' : 'widgets.maps.longitude')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {markers.map(marker => {
                    const [first, second] = pointTexts(marker.point);
                    return (
                        <TableRow key={marker.rowKey}>
                            <TableCell sx={{ fontWeight: 500 }}>{marker.name}</TableCell>
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{first}</TableCell>
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{second}</TableCell>
                        </TableRow>
                    );
                })}
            </TableBody>
        </Table>
    );
};

export interface MapOfflineNoticeProps {
    /** Why the map cannot show: its tiles (or picture) do not load, or its provider needs a key. */
    reason: 'unreachable' | 'needs-key';
    provider: MapProviderId;
    markers: readonly MapMarker[];
}

/** Covers a map that cannot draw: says why, and lists the markers by name and position. */
export const MapOfflineNotice = ({ reason, provider, markers }: MapOfflineNoticeProps) => {
    const translate = useTranslate();
    const name = PROVIDER_NAMES[provider];
    const title = reason === 'needs-key' ? translate('widgets.map.needs-key', { provider: name }) : translate('widgets.maps.map-unavailable');
    const hint =
        reason === 'needs-key'
            ? translate('widgets.map.needs-key-hint')
            : provider === 'image-map'
              ? translate('widgets.map.image-unavailable-hint')
              : translate('widgets.map.tiles-unavailable-hint', { provider: name });
    return (
        <Box
            role="region"
            aria-label={title}
            sx={{ position: 'absolute', inset: 0, zIndex: 1000, overflow: 'auto', p: 2, bgcolor: 'background.default', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
        >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mt: 'auto' }}>
                {reason === 'needs-key' ? <KeyIcon /> : <CloudOffIcon />}
                <Typography variant="subtitle1" color="text.primary">{title}</Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', maxWidth: 520 }}>
                {hint}
            </Typography>
            <Box sx={{ width: '100%', maxWidth: 560, mb: 'auto' }}>
                <MarkerList markers={markers} image={provider === 'image-map'} />
            </Box>
        </Box>
    );
};
