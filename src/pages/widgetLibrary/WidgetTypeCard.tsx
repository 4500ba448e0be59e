import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { WidgetTypeInfo } from './widgetLibraryApi';
import { kindInfoOf } from './widgetKinds';

interface Props {
    type: WidgetTypeInfo;
    to: string;
    /** Shown only to those who may change the bundle. */
    onDelete?: () => void;
}

/** One widget type of a bundle: its image, or its kind's icon, and its name. */
export const WidgetTypeCard = ({ type, to, onDelete }: Props) => {
    const translate = useTranslate();
    const kind = kindInfoOf(type.widgetType);
    const KindIcon = kind.icon;
    return (
        <Card variant="outlined" sx={{ position: 'relative', height: '100%', '&:hover .delete': { opacity: 1 } }}>
            {/* Phones: a compact row (picture left); wider screens: a tile (picture on top). */}
            <CardActionArea component={Link} to={to} sx={{ height: '100%', display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, alignItems: 'stretch', justifyContent: 'flex-start' }}>
                <Box
                    sx={{
                        height: { xs: 80, sm: 128 },
                        width: { xs: 88, sm: 'auto' },
                        flexShrink: 0,
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        bgcolor: 'action.hover',
                        borderBottom: { xs: 0, sm: 1 },
                        borderRight: { xs: 1, sm: 0 },
                        borderColor: 'divider',
                    }}
                >
                    {type.image ? (
                        <Box component="img" src={type.image} alt="" sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
                    ) : (
                        <KindIcon sx={{ fontSize: { xs: 36, sm: 56 }, color: 'primary.main', opacity: 0.7 }} />
                    )}
                </Box>
                <Box sx={{ px: 2, py: 1.5, pr: onDelete ? 6 : 2, minWidth: 0, alignSelf: { xs: 'center', sm: 'stretch' } }}>
                    <Typography variant="subtitle1" noWrap title={type.name}>
                        {type.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                        {translate(kind.label)}
                    </Typography>
                </Box>
            </CardActionArea>
            {onDelete && (
                <Tooltip title={translate('widget.remove-widget-type')}>
                    <IconButton
                        className="delete"
                        aria-label={`${translate('widget.remove-widget-type')} ${type.name}`}
                        onClick={onDelete}
                        sx={{ position: 'absolute', right: 8, bottom: { xs: 20, sm: 10 }, opacity: { xs: 1, md: 0.6 } }}
                    >
                        <DeleteOutline />
                    </IconButton>
                </Tooltip>
            )}
        </Card>
    );
};
