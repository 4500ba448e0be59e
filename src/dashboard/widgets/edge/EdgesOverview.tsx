import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RouterIcon from '@mui/icons-material/Router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../../providers/http/httpClient';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { useAliasEntity } from '../controls/useRpcTarget';

/** What an edge carries, each listed by `GET /api/edge/{edgeId}/<path>` (ThingsBoard's edge assignments). */
const GROUPS = [
    { path: 'assets', name: 'resources.assets.name' },
    { path: 'devices', name: 'resources.devices.name' },
    { path: 'entityViews', name: 'resources.entityViews.name' },
    { path: 'dashboards', name: 'resources.dashboards.name' },
    { path: 'ruleChains', name: 'resources.ruleChains.name' },
] as const;

/** The first entities of a group the overview lists; the count says how many there are in all. */
const PAGE_SIZE = 50;

interface NamedPage {
    data: Array<{ id: { id: string }; name?: string; title?: string }>;
    totalElements: number;
}

const fetchGroup = (edgeId: string, path: string, signal: AbortSignal): Promise<NamedPage> =>
    httpClient.request<NamedPage>(`/api/edge/${edgeId}/${path}`, { query: { pageSize: PAGE_SIZE, page: 0, sortProperty: path === 'dashboards' ? 'title' : 'name', sortOrder: 'ASC' }, signal, ignoreLoading: true });

/**
 * ThingsBoard's Edge Quick Overview: what the edge of the widget's alias carries — its assets,
 * devices, entity views, dashboards and rule chains — each group with its count, opened to list
 * the entities by name.
 */
export const EdgesOverview = ({ widget }: WidgetComponentProps) => {
    const translate = useTranslate();
    const settings = widget.config.settings ?? {};
    const aliasId = widget.config.datasources?.[0]?.entityAliasId;
    const edge = useAliasEntity(aliasId ? [aliasId] : null, 'EDGE');
    const edgeId = edge.status === 'ready' ? edge.entity.id : null;
    const [pages, setPages] = useState<Partial<Record<string, NamedPage>>>({});
    const [open, setOpen] = useState<string | null>(null);
    useEffect(() => {
        setPages({});
        if (!edgeId) return;
        const controller = new AbortController();
        for (const group of GROUPS) {
            fetchGroup(edgeId, group.path, controller.signal).then(
                page => setPages(current => ({ ...current, [group.path]: page })),
                () => !controller.signal.aborted && setPages(current => ({ ...current, [group.path]: { data: [], totalElements: 0 } })),
            );
        }
        return () => controller.abort();
    }, [edgeId]);

    if (edge.status === 'loading') return <CircularProgress size={24} sx={{ position: 'absolute', inset: 0, m: 'auto' }} />;
    if (edge.status === 'none') {
        return (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                <Typography color="text.secondary">{translate('widgets.edge.no-edge')}</Typography>
            </Box>
        );
    }
    return (
        <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto' }}>
            {settings.enableDefaultTitle !== false && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5 }}>
                    <RouterIcon color="action" fontSize="small" />
                    <Typography variant="subtitle2" noWrap>{translate('widgets.edge.quick-overview', { name: edge.entity.name })}</Typography>
                </Box>
            )}
            <List dense disablePadding aria-label={translate('widgets.edge.quick-overview', { name: edge.entity.name })}>
                {GROUPS.map(group => {
                    const page = pages[group.path];
                    const expanded = open === group.path;
                    return (
                        <Box component="li" key={group.path} sx={{ listStyle: 'none' }}>
                            <ListItemButton onClick={() => setOpen(expanded ? null : group.path)} aria-expanded={expanded} disabled={!page || page.totalElements === 0}>
                                <ListItemText primary={translate(group.name, { smart_count: 2 })} />
                                {page ? <Chip size="small" label={page.totalElements} sx={{ mr: 1 }} /> : <CircularProgress size={14} sx={{ mr: 1 }} />}
                                {page && page.totalElements > 0 && (expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />)}
                            </ListItemButton>
                            <Collapse in={expanded} unmountOnExit>
                                <List dense disablePadding>
                                    {page?.data.map(item => (
                                        <ListItemText key={item.id.id} primary={item.name ?? item.title ?? item.id.id} sx={{ pl: 4, pr: 1, my: 0.25 }} />
                                    ))}
                                    {page && page.totalElements > page.data.length && (
                                        <Typography variant="caption" color="text.secondary" sx={{ pl: 4 }}>
                                            {translate('widgets.edge.more', { count: page.totalElements - page.data.length })}
                                        </Typography>
                                    )}
                                </List>
                            </Collapse>
                        </Box>
                    );
                })}
            </List>
        </Box>
    );
};
