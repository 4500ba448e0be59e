import ArrowBack from '@mui/icons-material/ArrowBack';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { TimewindowPicker } from '../../components/timewindow/TimewindowPicker';
import type { Timewindow } from '../../lib/time/timewindow';
import type { Dashboard } from '../../generated/api.gen';
import type { DashboardConfiguration } from '../../dashboard/model/dashboardConfig';
import { upgradeDashboardConfiguration } from '../../dashboard/model/upgradeConfiguration';
import { DashboardGrid } from '../../dashboard/runtime/DashboardGrid';
import { encodeStateParam } from '../../dashboard/runtime/dashboardStateParam';
import type { ActionTarget } from '../../dashboard/runtime/widgetActions';
import { WidgetHost } from '../../dashboard/runtime/WidgetHost';
import { useShellSession } from '../../layout/useShellSession';
import { httpClient } from '../../providers/http/httpClient';
import { DashboardShareActions } from './share/DashboardShareActions';
import { useDashboardEmbedding } from './share/dashboardEmbedding';
import { useDashboardStateStack } from './useDashboardStateStack';

/** Loads a dashboard and its configuration in today's shape (legacy datasources and aliases converted). */
function useDashboard(dashboardId: string | undefined, reload: string | null) {
    return useQuery({
        // The mobile app's reload={timestamp} asks for a fresh load of the same dashboard.
        queryKey: ['dashboard', dashboardId, reload],
        enabled: Boolean(dashboardId),
        queryFn: async ({ signal }) => {
            const dashboard = await httpClient.request<Dashboard>(`/api/dashboard/${dashboardId}`, { signal });
            const configuration = upgradeDashboardConfiguration(dashboard.configuration, { title: dashboard.title, now: Date.now() });
            return { dashboard, configuration };
        },
    });
}

export interface DashboardViewProps {
    fullscreen: boolean;
    /** A dashboard shown outside its own route (the home dashboard on /home); else the route's. */
    dashboardId?: string;
    /** The home settings' 'hide dashboard toolbar'. */
    hideToolbar?: boolean;
}

/** A dashboard, read-only (part1 §9, issue #9): toolbar with title, state and time window; the shown state's main layout. */
const DashboardView = ({ fullscreen, dashboardId: givenId, hideToolbar = false }: DashboardViewProps) => {
    const translate = useTranslate();
    const { dashboardId: routeId } = useParams();
    const dashboardId = givenId ?? routeId;
    const embedding = useDashboardEmbedding();
    const { data, error, isPending } = useDashboard(dashboardId, embedding.reload);
    if (isPending) return <Loading />;
    if (error || !data)
        return (
            <Alert severity="error" sx={{ m: 2 }}>
                {error instanceof Error ? error.message : translate('ra.notification.item_doesnt_exist')}
            </Alert>
        );
    return (
        <LoadedDashboard
            dashboard={data.dashboard}
            title={data.dashboard.title}
            configuration={data.configuration}
            fullscreen={fullscreen}
            dashboardId={dashboardId ?? ''}
            hideToolbar={hideToolbar || embedding.hideToolbar}
            embedded={embedding.embedded}
        />
    );
};

interface LoadedDashboardProps {
    dashboardId: string;
    dashboard: Dashboard;
    /** Inside the mobile app: no way out to the shell. */
    embedded: boolean;
    title: string;
    configuration: DashboardConfiguration;
    fullscreen: boolean;
    hideToolbar: boolean;
}

const LoadedDashboard = ({ dashboardId, dashboard, title, configuration, fullscreen, hideToolbar, embedded }: LoadedDashboardProps) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { search } = useLocation();
    // A public visitor has no shell to go back to, as an embedded view has none.
    const isPublicVisitor = useShellSession()?.isPublic === true;
    const mayLeaveFullscreen = !embedded && !isPublicVisitor;
    const [timewindow, setTimewindow] = useState<Timewindow | undefined>(configuration.timewindow as Timewindow | undefined);
    const { stack, current, setStack } = useDashboardStateStack(configuration);
    const state = configuration.states[current.id];
    const settings = configuration.settings ?? {};
    const basePath = fullscreen ? '/dashboard' : '/dashboards';

    const actionTarget = useMemo<ActionTarget>(
        () => ({
            stack,
            setStack,
            openDashboard: (targetId, targetStack) =>
                navigate(`${basePath}/${targetId}${targetStack.length > 0 ? `?state=${encodeURIComponent(encodeStateParam(targetStack))}` : ''}`),
        }),
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [JSON.stringify(stack), basePath],
    );
    const stateName = stack.length > 1 ? state?.name.replace(/\$\{entityName\}/g, String(current.params.entityName ?? '')) : null;

    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: fullscreen ? '100vh' : '100%', bgcolor: 'background.default' }}>
            {!hideToolbar && (
                <Paper square elevation={0} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0, zIndex: 2 }}>
                    {stack.length > 1 && (
                        <Tooltip title={translate('action.back')}>
                            <IconButton aria-label={translate('action.back')} onClick={() => setStack(stack.slice(0, -1))}>
                                <ArrowBack />
                            </IconButton>
                        </Tooltip>
                    )}
                    <Typography component="h1" variant="h6" noWrap sx={{ flex: 1, minWidth: 120 }} style={settings.titleColor ? { color: settings.titleColor } : undefined}>
                        {title}
                        {stateName && (
                            <Typography component="span" variant="h6" color="text.secondary">
                                {' · '}
                                {stateName}
                            </Typography>
                        )}
                    </Typography>
                    {settings.showDashboardTimewindow !== false && <TimewindowPicker value={timewindow} onChange={setTimewindow} asButton aggregation />}
                    <DashboardShareActions dashboard={dashboard} showExport={settings.showDashboardExport !== false} />
                    {mayLeaveFullscreen && (
                        <Tooltip title={translate(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}>
                            <IconButton component={Link} to={`${fullscreen ? '/dashboards' : '/dashboard'}/${dashboardId}${search}`} aria-label={translate(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}>
                                {fullscreen ? <FullscreenExit /> : <Fullscreen />}
                            </IconButton>
                        </Tooltip>
                    )}
                </Paper>
            )}
            <Box sx={{ flex: 1 }}>
                <DashboardGrid
                    layout={state?.layouts.main}
                    widgets={configuration.widgets}
                    renderWidget={widget => (
                        <WidgetHost
                            widget={widget}
                            dashboardTimewindow={timewindow}
                            aliases={configuration.entityAliases}
                            filters={configuration.filters ?? {}}
                            stateParams={current.params}
                            actionTarget={actionTarget}
                        />
                    )}
                />
            </Box>
        </Box>
    );
};

export default DashboardView;
