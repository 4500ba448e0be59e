import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router';
import { dialogStore } from '../../components/dialogs/dialogStore';
import { AddWidgetTypeDialog } from './AddWidgetTypeDialog';
import { mayWriteBundle, useSignedInUser } from './useWidgetLibraryAccess';
import { isSystemBundle, widgetLibraryApi, type WidgetsBundle, type WidgetTypeInfo } from './widgetLibraryApi';
import { WidgetTypeCard } from './WidgetTypeCard';
import { ArrowBack } from '../../components/display/directionalIcons';

/** A bundle's widget types as cards (ThingsBoard's widget library page): open, add, delete. */
const WidgetTypesPage = () => {
    const { widgetsBundleId = '' } = useParams();
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const user = useSignedInUser();
    const [bundle, setBundle] = useState<WidgetsBundle | null>(null);
    const [types, setTypes] = useState<WidgetTypeInfo[] | null>(null);
    const [failed, setFailed] = useState(false);
    const [adding, setAdding] = useState(false);

    const load = useCallback(async () => {
        try {
            const loaded = await widgetLibraryApi.bundle(widgetsBundleId);
            setBundle(loaded);
            setTypes(await widgetLibraryApi.typeInfos(loaded));
        } catch {
            setFailed(true);
        }
    }, [widgetsBundleId]);
    useEffect(() => void load(), [load]);

    const writable = mayWriteBundle(user, bundle ?? undefined);
    const typesPath = `/widgets-bundles/${widgetsBundleId}/widgetTypes`;

    const remove = async (type: WidgetTypeInfo) => {
        const sure = await dialogStore.confirm(translate('widget.remove-widget-type-title', { widgetName: type.name }), translate('widget.remove-widget-type-text'));
        if (!sure) return;
        try {
            await widgetLibraryApi.remove(type.id.id);
        } catch {
            return; // The http client has shown why.
        }
        notify('widget.widget-type-removed', { type: 'success' });
        setTypes(current => current?.filter(item => item.id.id !== type.id.id) ?? null);
    };

    return (
        <Stack spacing={2.5} sx={{ pb: 4 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 48 }}>
                <Tooltip title={translate('widgets-bundle.widgets-bundles')}>
                    <IconButton component={Link} to="/widgets-bundles" aria-label={translate('widgets-bundle.widgets-bundles')}>
                        <ArrowBack />
                    </IconButton>
                </Tooltip>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="caption" color="text.secondary" component="div">
                        {translate('widget.widget-library')}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                        <Typography component="h1" variant="h5" noWrap>
                            {bundle?.title ?? <Skeleton width={180} />}
                        </Typography>
                        {bundle && isSystemBundle(bundle) && <Chip size="small" label={translate('widgets-bundle.system')} />}
                    </Stack>
                </Box>
                {writable && (
                    <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>
                        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                            {translate('widget.add-widget-type')}
                        </Box>
                        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                            {translate('action.add')}
                        </Box>
                    </Button>
                )}
            </Stack>
            {bundle?.description && (
                <Typography variant="body2" color="text.secondary">
                    {bundle.description}
                </Typography>
            )}

            {failed && <Alert severity="error">{translate('widget.widget-type-load-failed-error')}</Alert>}
            {!failed && types?.length === 0 && (
                <Box sx={{ py: 8, textAlign: 'center', color: 'text.secondary' }}>
                    <Typography variant="h6">{translate('widgets-bundle.empty')}</Typography>
                </Box>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}>
                {types
                    ? types.map(type => (
                          <WidgetTypeCard key={type.id.id} type={type} to={`${typesPath}/${type.id.id}`} onDelete={writable ? () => void remove(type) : undefined} />
                      ))
                    : !failed && [0, 1, 2].map(index => <Skeleton key={index} variant="rounded" height={190} />)}
            </Box>

            <AddWidgetTypeDialog open={adding} onClose={() => setAdding(false)} onSelect={kind => navigate(`${typesPath}/new?kind=${kind}`)} />
        </Stack>
    );
};
export default WidgetTypesPage;
