import AddLocationIcon from '@mui/icons-material/AddLocationAltOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MapEntity } from './mapMarkers';

export interface PlacementBarProps {
    /** The entities without a position yet. */
    entities: readonly MapEntity[];
    /** The entity the next click on the map places. */
    placing: string | null;
    onPlace: (rowKey: string | null) => void;
}

/**
 * Under a markers placement map: the entities that have no position yet. Choosing one, then
 * clicking the map, puts it there; choosing it again cancels.
 */
export const PlacementBar = ({ entities, placing, onPlace }: PlacementBarProps) => {
    const translate = useTranslate();
    return (
        <Box role="toolbar" aria-label={translate('widgets.map.not-on-map')} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.75, overflowX: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                {translate(placing ? 'widgets.map.click-to-place' : 'widgets.map.not-on-map')}
            </Typography>
            {entities.map(entity => (
                <Chip
                    key={entity.rowKey}
                    size="small"
                    icon={<AddLocationIcon />}
                    label={entity.name}
                    color={placing === entity.rowKey ? 'primary' : 'default'}
                    variant={placing === entity.rowKey ? 'filled' : 'outlined'}
                    aria-pressed={placing === entity.rowKey}
                    onClick={() => onPlace(placing === entity.rowKey ? null : entity.rowKey)}
                />
            ))}
        </Box>
    );
};
