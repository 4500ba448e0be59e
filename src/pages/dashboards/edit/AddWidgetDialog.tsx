import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { WidgetsBundleSelect } from '../../../components/pickers/WidgetsBundleSelect';
import { isSystemBundle, type WidgetsBundle } from '../../../components/pickers/widgetsBundles';
import type { WidgetType, WidgetTypeInfo } from '../../../../shared/generated/api.gen';
import { WidgetPreview } from '../../../dashboard/widgets/previews/WidgetPreview';
import { httpClient } from '../../../providers/http/httpClient';

export interface AddWidgetDialogProps {
    /** The chosen type with its descriptor (default size and config). */
    onSelect(type: WidgetType): void;
    onClose(): void;
}

/** A type matches what is typed when its name or description holds every word of it, in any case. */
const matchesSearch = (info: WidgetTypeInfo, text: string) => {
    const haystack = `${info.name} ${info.description ?? ''}`.toLowerCase();
    return text.toLowerCase().split(/\s+/).filter(Boolean).every(word => haystack.includes(word));
};

const bundleQuery = (bundle: WidgetsBundle) => ({ isSystem: String(isSystemBundle(bundle)), bundleAlias: bundle.alias });

/** Add widget: a bundle, then one of its widget types as a card with its preview, searched by name (part2 §4, ThingsBoard's widget select). */
export const AddWidgetDialog = ({ onSelect, onClose }: AddWidgetDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [bundle, setBundle] = useState<WidgetsBundle | null>(null);
    const [picking, setPicking] = useState<string | null>(null);
    const [failed, setFailed] = useState<string | null>(null);
    const [search, setSearch] = useState('');
    const types = useQuery({
        queryKey: ['widgetTypesInfos', bundle?.alias, bundle && isSystemBundle(bundle)],
        enabled: bundle !== null,
        queryFn: ({ signal }) => httpClient.request<WidgetTypeInfo[]>('/api/widgetTypesInfos', { query: bundleQuery(bundle as WidgetsBundle), signal }),
    });

    const shown = (types.data ?? []).filter(info => matchesSearch(info, search));

    const pick = async (info: WidgetTypeInfo) => {
        if (!bundle) return;
        setPicking(info.alias);
        setFailed(null);
        try {
            onSelect(await httpClient.request<WidgetType>('/api/widgetType', { query: { ...bundleQuery(bundle), alias: info.alias } }));
        } catch (error) {
            setFailed(error instanceof Error ? error.message : String(error));
            setPicking(null);
        }
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="add-widget-title">
            <DialogTitle id="add-widget-title">{translate('dashboard.add-widget')}</DialogTitle>
            <DialogContent dividers sx={{ minHeight: 360 }}>
                <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
                    <Box sx={{ flex: '1 1 260px', maxWidth: 360 }}>
                        <WidgetsBundleSelect value={bundle?.alias ?? null} onChange={setBundle} selectFirstBundle={false} />
                    </Box>
                    <TextField
                        type="search"
                        size="small"
                        label={translate('widget.search-widgets')}
                        value={search}
                        onChange={event => setSearch(event.target.value)}
                        disabled={!bundle}
                        sx={{ flex: '1 1 220px', mt: 1 }}
                        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
                    />
                </Box>
                {failed && <Alert severity="error" sx={{ mb: 2 }}>{failed}</Alert>}
                {!bundle && <Typography color="text.secondary">{translate('widget.select-widgets-bundle')}</Typography>}
                {types.isFetching && <CircularProgress size={28} />}
                {types.data?.length === 0 && <Typography color="text.secondary">{translate('widgets-bundle.empty')}</Typography>}
                {types.data && types.data.length > 0 && shown.length === 0 && <Typography color="text.secondary">{translate('widget.no-widgets-matching', { text: search })}</Typography>}
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
                    {shown.map(info => (
                        <Card key={info.alias} variant="outlined">
                            <CardActionArea onClick={() => void pick(info)} disabled={picking !== null} aria-label={info.name} sx={{ height: '100%' }}>
                                <Box sx={{ height: 96, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
                                    {picking === info.alias ? <CircularProgress size={24} /> : <WidgetPreview typeAlias={info.alias} widgetType={info.widgetType} image={info.image} />}
                                </Box>
                                <CardContent sx={{ py: 1.5 }}>
                                    <Typography variant="subtitle2">{info.name}</Typography>
                                    {info.description && (
                                        <Typography variant="caption" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                                            {info.description}
                                        </Typography>
                                    )}
                                </CardContent>
                            </CardActionArea>
                        </Card>
                    ))}
                </Box>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
            </DialogActions>
        </Dialog>
    );
};
