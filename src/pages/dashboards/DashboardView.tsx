import Edit from '@mui/icons-material/Edit';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Confirm, Loading, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router';
import { TimewindowPicker } from '../../components/timewindow/TimewindowPicker';
import type { Timewindow } from '../../lib/time/timewindow';
import type { Dashboard } from '../../../shared/generated/api.gen';
import type { DashboardConfiguration, Widget } from '../../dashboard/model/dashboardConfig';
import { upgradeDashboardConfiguration } from '../../dashboard/model/upgradeConfiguration';
import { forgetDashboard } from './dashboardQuery';
import { encodeStateParam, type StateParams } from '../../dashboard/runtime/dashboardStateParam';
import { DashboardStatesContext } from '../../dashboard/runtime/DashboardStatesContext';
import type { ActionTarget } from '../../dashboard/runtime/widgetActions';
import { mobileActionRuntime } from '../../dashboard/runtime/mobileActionRuntime';
import { DashboardTimewindowContext } from '../../dashboard/runtime/DashboardTimewindowContext';
import { WidgetHost } from '../../dashboard/runtime/WidgetHost';
import { usePageTitle } from '../../layout/pageTitleStore';
import { useShellSession } from '../../layout/useShellSession';
import { useLeaveGuard } from '../../components/ruleChain/useLeaveGuard';
import { DashboardEditor } from './edit/DashboardEditor';
import { DashboardLayouts } from './edit/DashboardLayouts';
import { StateBreadcrumbs } from './edit/StateBreadcrumbs';
import { useEditSession } from './edit/useEditSession';
import { DashboardShareActions } from './share/DashboardShareActions';
import { useDashboardEmbedding } from './share/dashboardEmbedding';
import { useDashboardStateStack } from './useDashboardStateStack';
import { AliasEntitySelect } from './toolbar/AliasEntitySelect';
import { applyAliasSelections } from './toolbar/aliasSelections';
import { useAliasSelections } from './toolbar/useAliasSelections';
import { ToolbarOverflow } from './toolbar/ToolbarOverflow';
import { ArrowBack } from '../../components/display/directionalIcons';
import { HistoryButton } from '../../components/history/HistoryButton';
import { HistoryDialog } from '../../components/history/HistoryDialog';
import type { EntityVersion } from '../../components/history/historyApi';

/** The dashboard's configuration in today's shape (legacy datasources and aliases converted), once per load. */
function useUpgradedConfiguration(dashboard: Dashboard | undefined): DashboardConfiguration | null {
    return useMemo(() => (dashboard ? upgradeDashboardConfiguration(dashboard.configuration, { title: dashboard.title, now: Date.now() }) : null), [dashboard]);
}

export interface DashboardViewProps {
    fullscreen: boolean;
    /** A dashboard shown outside its own route (the home dashboard on /home); else the route's. */
    dashboardId?: string;
    /** The home settings' 'hide dashboard toolbar'. */
    hideToolbar?: boolean;
    /** The saved dashboard, asked for by the page (dashboardQuery) while this code loaded. */
    loaded: Pick<UseQueryResult<Dashboard>, 'data' | 'error' | 'isPending'>;
    /** On its own route in the shell, the breadcrumb (the page's heading) names the dashboard. */
    namedByBreadcrumb?: boolean;
}

/** A dashboard, read-only (part1 §9, issue #9): toolbar with title, state and time window; the shown state's main layout. */
const DashboardView = ({ fullscreen, dashboardId, hideToolbar = false, loaded: { data, error, isPending }, namedByBreadcrumb = false }: DashboardViewProps) => {
    const translate = useTranslate();
    const embedding = useDashboardEmbedding();
    const configuration = useUpgradedConfiguration(data);
    // The breadcrumb and the browser tab name a dashboard opened on its own route by its title.
    usePageTitle(namedByBreadcrumb ? data?.title : null);
    if (isPending) return <Loading />;
    if (error || !data || !configuration)
        return (
            <Alert severity="error" sx={{ m: 2 }}>
                {error instanceof Error ? error.message : translate('ra.notification.item_doesnt_exist')}
            </Alert>
        );
    return (
        <LoadedDashboard
            dashboard={data}
            title={data.title}
            configuration={configuration}
            fullscreen={fullscreen}
            dashboardId={dashboardId ?? ''}
            hideToolbar={hideToolbar || embedding.hideToolbar}
            embedded={embedding.embedded}
            titleNamesPage={!namedByBreadcrumb}
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
    /** The toolbar's title is the page's heading (h1), unless the breadcrumb above names the dashboard. */
    titleNamesPage: boolean;
}

const LoadedDashboard = ({ dashboardId, dashboard: loadedDashboard, title, configuration: loadedConfiguration, fullscreen, hideToolbar, embedded, titleNamesPage }: LoadedDashboardProps) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const { search } = useLocation();
    const session = useShellSession();
    // A public visitor has no shell to go back to, as an embedded view has none.
    const isPublicVisitor = session?.isPublic === true;
    const mayLeaveFullscreen = !embedded && !isPublicVisitor;
    // Only a tenant admin edits dashboards (part1 §7); never inside the mobile app.
    const mayEdit = session?.user.authority === 'TENANT_ADMIN' && !isPublicVisitor && !embedded;
    // What was last loaded or saved: the base of the next edit.
    const [stored, setStored] = useState({ dashboard: loadedDashboard, configuration: loadedConfiguration });
    const edit = useEditSession(stored.configuration);
    const configuration = edit.configuration;
    const guard = useLeaveGuard(edit.dirty);
    const [timewindow, setTimewindow] = useState<Timewindow | undefined>(configuration.timewindow as Timewindow | undefined);
    const { stack, current, setStack: setStackGuarded } = useDashboardStateStack(configuration);
    // Moving between states stays on the dashboard: unsaved edits are not at stake.
    const setStack = (next: typeof stack) => guard.unguarded(() => setStackGuarded(next));
    const state = configuration.states[current.id];
    const settings = configuration.settings ?? {};
    const basePath = fullscreen ? '/dashboard' : '/dashboards';
    const aliasSelections = useAliasSelections();
    const showEntitiesSelect = settings.showEntitiesSelect !== false && !edit.session;
    // The entity select's picks override their aliases for every widget; the editor edits the aliases as stored.
    const shownAliases = useMemo(
        () => (edit.session ? configuration.entityAliases : applyAliasSelections(configuration.entityAliases, aliasSelections.selections)),
        [edit.session, configuration.entityAliases, aliasSelections.selections],
    );

    const actionTarget = useMemo<ActionTarget>(
        () => ({
            stack,
            setStack,
            openDashboard: (targetId, targetStack) =>
                navigate(`${basePath}/${targetId}${targetStack.length > 0 ? `?state=${encodeURIComponent(encodeStateParam(targetStack))}` : ''}`),
            mobile: mobileActionRuntime(),
        }),
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [JSON.stringify(stack), basePath],
    );
    // Widgets that drive the dashboard's window (the date-range navigator) change it here.
    const timewindowControl = useMemo(() => ({ timewindow, setTimewindow }), [timewindow]);
    // The dashboard state widget draws other states of this dashboard inside itself, with given parameters.
    const renderWidgetWith = (widget: Widget, stateParams: StateParams, embedding: readonly string[]) => (
        <DashboardTimewindowContext.Provider value={timewindowControl}>
            <DashboardStatesContext.Provider value={{ states: configuration.states, widgets: configuration.widgets, stateParams, renderWidget: renderWidgetWith, embedding }}>
                <WidgetHost
                    widget={widget}
                    dashboardTimewindow={timewindow}
                    aliases={shownAliases}
                    filters={configuration.filters ?? {}}
                    stateParams={stateParams}
                    actionTarget={actionTarget}
                />
            </DashboardStatesContext.Provider>
        </DashboardTimewindowContext.Provider>
    );
    const renderWidget = (widget: Widget) => renderWidgetWith(widget, current.params, [current.id]);
    const [historyOpen, setHistoryOpen] = useState(false);
    // A restored version is the dashboard as saved now: shown at once, edits (if any) dropped.
    const showRestored = ({ document }: EntityVersion) => {
        const dashboard = document as Dashboard;
        edit.stop();
        setStored({ dashboard, configuration: upgradeDashboardConfiguration(dashboard.configuration, { title: dashboard.title, now: Date.now() }) });
        void forgetDashboard(queryClient, dashboardId);
    };
    const stateNameOf = (entry: (typeof stack)[number]) =>
        (configuration.states[entry.id]?.name ?? entry.id).replace(/\$\{entityName\}/g, String(entry.params.entityName ?? ''));

    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: fullscreen ? '100vh' : '100%', bgcolor: 'background.default' }}>
            {!hideToolbar && (
                <Paper square elevation={0} sx={{ display: 'flex', alignItems: 'center', flexWrap: { xs: 'nowrap', sm: 'wrap' }, gap: 1, px: { xs: 1, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0, zIndex: 2 }}>
                    {stack.length > 1 && (
                        <Tooltip title={translate('action.back')}>
                            <IconButton aria-label={translate('action.back')} onClick={() => setStack(stack.slice(0, -1))}>
                                <ArrowBack />
                            </IconButton>
                        </Tooltip>
                    )}
                    <Box sx={{ flex: 1, minWidth: { xs: 0, sm: 120 }, display: 'flex', alignItems: 'baseline', gap: 1, overflow: 'hidden' }}>
                        <Typography
                            component={titleNamesPage ? 'h1' : 'h2'}
                            variant="h6"
                            noWrap
                            // On a phone the app bar names the dashboard already: the time window gets the room.
                            sx={{ flexShrink: { xs: 1, sm: 0 }, minWidth: 0, maxWidth: '100%', display: { xs: titleNamesPage ? 'block' : 'none', sm: 'block' } }}
                            style={settings.titleColor ? { color: settings.titleColor } : undefined}
                        >
                            {stored.dashboard.title ?? title}
                        </Typography>
                        {stack.length > 1 && <StateBreadcrumbs names={stack.map(stateNameOf)} onOpen={index => setStack(stack.slice(0, index + 1))} />}
                    </Box>
                    {settings.showDashboardTimewindow !== false && <TimewindowPicker value={timewindow} onChange={setTimewindow} asButton aggregation />}
                    <ToolbarOverflow>
                        {showEntitiesSelect && (
                            <AliasEntitySelect aliases={configuration.entityAliases} stateParams={current.params} selections={aliasSelections.selections} onSelect={aliasSelections.select} />
                        )}
                        <DashboardShareActions dashboard={stored.dashboard} showExport={settings.showDashboardExport !== false} />
                        {mayEdit && !edit.session && (
                            <Tooltip title={translate('dashboard.edit-mode')}>
                                <IconButton aria-label={translate('dashboard.edit-mode')} onClick={edit.start}>
                                    <Edit />
                                </IconButton>
                            </Tooltip>
                        )}
                        {mayEdit && <HistoryButton display="icon" entity={{ entityType: 'DASHBOARD', id: dashboardId }} name={stored.dashboard.title ?? title} onOpen={() => setHistoryOpen(true)} />}
                        {mayLeaveFullscreen && (
                            <Tooltip title={translate(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}>
                                <IconButton component={Link} to={`${fullscreen ? '/dashboards' : '/dashboard'}/${dashboardId}${search}`} aria-label={translate(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}>
                                    {fullscreen ? <FullscreenExit /> : <Fullscreen />}
                                </IconButton>
                            </Tooltip>
                        )}
                    </ToolbarOverflow>
                </Paper>
            )}
            {edit.session ? (
                <DashboardEditor
                    dashboard={stored.dashboard}
                    configuration={configuration}
                    stateId={current.id}
                    onOpenState={stateId => setStack([{ id: stateId, params: {} }])}
                    apply={edit.apply}
                    undo={edit.undo}
                    canUndo={edit.canUndo}
                    dirty={edit.dirty}
                    onSaved={saved => {
                        setStored({ dashboard: saved, configuration });
                        void forgetDashboard(queryClient, dashboardId);
                        edit.stop();
                    }}
                    onCancel={edit.stop}
                    renderWidget={renderWidget}
                />
            ) : (
                <Box sx={{ flex: 1 }}>
                    <DashboardLayouts state={state} widgets={configuration.widgets} renderWidget={renderWidget} />
                </Box>
            )}
            {historyOpen && (
                <HistoryDialog entity={{ entityType: 'DASHBOARD', id: dashboardId }} name={stored.dashboard.title ?? title} onClose={() => setHistoryOpen(false)} onRestored={showRestored} />
            )}
            <Confirm
                isOpen={guard.blocked}
                title="dashboard.discard-changes-title"
                content="dashboard.discard-changes-text"
                confirm="action.discard-changes"
                onConfirm={guard.proceed}
                onClose={guard.stay}
            />
        </Box>
    );
};

export default DashboardView;
