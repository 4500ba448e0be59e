import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { WIDGET_BUNDLES } from '../../../shared/widgets/bundles';
import type { Timewindow } from '../../lib/time/timewindow';
import type { ActionTarget } from '../../dashboard/runtime/widgetActions';
import { WidgetHost } from '../../dashboard/runtime/WidgetHost';
import { usePageTitle } from '../../layout/pageTitleStore';
import { GALLERY_ALIASES, galleryWidget } from './galleryWidgets';

/** Pixels per ThingsBoard grid unit: a type's default size (sizeX × sizeY) drawn at a readable scale. */
const UNIT = 52;
const LAST_HOUR: Timewindow = { realtime: { timewindowMs: 3_600_000, interval: 60_000 }, aggregation: { type: 'NONE', limit: 1000 } } as Timewindow;

/**
 * Every widget type of the 14 system bundles with its default configuration, at its default size, on the
 * demo thermostats' live data (/widgets-gallery): what a new widget of each type looks like, in the
 * console's current theme.
 */
const WidgetGalleryPage = () => {
    const translate = useTranslate();
    usePageTitle(translate('widget-gallery.title'));
    const [stack, setStack] = useState<ActionTarget['stack']>([]);
    // Navigation from a gallery widget goes nowhere: the gallery is not a dashboard.
    const actionTarget = useMemo<ActionTarget>(() => ({ stack, setStack: next => setStack(next), openDashboard: () => undefined }), [stack]);
    return (
        <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
            <Typography component="h2" variant="h5">
                {translate('widget-gallery.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('widget-gallery.subtitle')}
            </Typography>
            {WIDGET_BUNDLES.filter(bundle => bundle.types.length > 0).map(bundle => (
                <Box component="section" key={bundle.alias} aria-labelledby={`gallery-${bundle.alias}`} sx={{ mb: 3 }}>
                    <Typography id={`gallery-${bundle.alias}`} component="h3" variant="h6" sx={{ mb: 1 }}>
                        {bundle.title}
                    </Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
                        {bundle.types.map(type => (
                            <Card
                                key={type.typeAlias}
                                variant="outlined"
                                data-gallery-type={`${bundle.alias}.${type.typeAlias}`}
                                sx={{ width: `min(100%, ${Math.round(type.sizeX * UNIT)}px)`, display: 'flex', flexDirection: 'column' }}
                            >
                                <Box sx={{ px: 1.5, pt: 1 }}>
                                    <Typography variant="subtitle2" component="h4" noWrap>
                                        {type.name}
                                    </Typography>
                                    <Typography variant="caption" color="text.secondary" component="code" noWrap sx={{ display: 'block' }}>
                                        {bundle.alias}.{type.typeAlias}
                                    </Typography>
                                </Box>
                                <Box data-gallery-body sx={{ height: Math.round(type.sizeY * UNIT), p: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
                                    <WidgetHost widget={galleryWidget(bundle.alias, type)} dashboardTimewindow={LAST_HOUR} aliases={GALLERY_ALIASES} filters={{}} stateParams={{}} actionTarget={actionTarget} />
                                </Box>
                            </Card>
                        ))}
                    </Box>
                </Box>
            ))}
        </Box>
    );
};

export default WidgetGalleryPage;
