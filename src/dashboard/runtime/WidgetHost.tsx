import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNotify } from 'react-admin';
import { LoadingSpinner } from '../../components/display/LoadingSpinner';
import { WidgetCsvExportButton } from '../../components/csvExport/WidgetCsvExportButton';
import { TimewindowPicker } from '../../components/timewindow/TimewindowPicker';
import { timewindowModel, type Timewindow } from '../../lib/time/timewindow';
import { timewindowRange } from '../../lib/time/timewindowRange';
import type { DashboardFilter, EntityAlias, Widget, WidgetAction } from '../model/dashboardConfig';
import type { DatasourceData, WidgetDataSnapshot } from '../model/widgetData';
import type { StateParams } from './dashboardStateParam';
import { ActionIcon } from './ActionIcon';
import { legendConfigOf } from './legendConfig';
import { cachedWidgetType, type ResolvedWidgetType } from './resolveWidgetType';
import { fitLegend } from './legendFit';
import { useElementSize } from './useElementSize';
import { useWidgetFeed } from './useWidgetFeed';
import { dispatchWidgetAction, type ActionEntity, type ActionTarget } from './widgetActions';
import { WidgetActionContext, WidgetActionInterceptorContext, WidgetReloadContext, type RunWidgetActions, type WidgetActionInterceptor } from './WidgetActionContext';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetFallback } from './WidgetFallback';
import { widgetKindTraits } from './widgetKinds';
import { widgetPadding } from './widgetPadding';
import { WidgetLegend } from './WidgetLegend';
import { WidgetScopeContext } from './WidgetScopeContext';
import { WidgetTimewindowContext } from './WidgetTimewindowContext';
import { serverClock } from '../../lib/time/serverClock';

export interface WidgetHostProps {
    widget: Widget;
    dashboardTimewindow: Timewindow | undefined;
    aliases: Record<string, EntityAlias>;
    filters: Record<string, DashboardFilter>;
    stateParams: StateParams;
    actionTarget: ActionTarget;
}

/** The widget's implementation, resolved once per type (native, custom or not found). */
function useWidgetType(widget: Widget): ResolvedWidgetType | Error | null {
    const [resolved, setResolved] = useState<ResolvedWidgetType | Error | null>(null);
    useEffect(() => {
        let current = true;
        setResolved(null);
        cachedWidgetType(widget).then(
            type => current && setResolved(type),
            (error: unknown) => current && setResolved(error instanceof Error ? error : new Error(String(error))),
        );
        return () => {
            current = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [widget.bundleAlias, widget.typeAlias, widget.isSystemType]);
    return resolved;
}

const LEGEND_LAYOUT = {
    top: { flexDirection: 'column-reverse' },
    bottom: { flexDirection: 'column' },
    left: { flexDirection: 'row-reverse' },
    right: { flexDirection: 'row' },
} as const;

/**
 * One widget on a dashboard: its title bar (title, header action buttons, its own time window
 * when it does not follow the dashboard's), its data feed, its legend, and its content inside an
 * error boundary so a crash stays in this box.
 */
export const WidgetHost = ({ widget, dashboardTimewindow, aliases, filters, stateParams, actionTarget }: WidgetHostProps) => {
    const notify = useNotify();
    const { config } = widget;
    const traits = widgetKindTraits(widget.type);
    const ownWindow = traits.usesTimewindow && config.useDashboardTimewindow === false;
    const [localWindow, setLocalWindow] = useState<Timewindow | undefined>(config.timewindow as Timewindow | undefined);
    const timewindow = (ownWindow ? localWindow : dashboardTimewindow) ?? NO_TIMEWINDOW;
    const type = useWidgetType(widget);

    const title = config.title ?? widget.title ?? '';
    const showTitle = config.showTitle !== false && title !== '';
    const headerActions = config.actions?.headerButton ?? [];
    // Time-series widgets (charts, the timeseries table) offer their data as CSV (issue #13).
    const exportsData = traits.feed === 'timeseries';
    const latestData = useRef<readonly DatasourceData[]>([]);
    const interceptor = useRef<WidgetActionInterceptor | null>(null);
    const setInterceptor = useMemo(() => (next: WidgetActionInterceptor | null) => void (interceptor.current = next), []);
    const runAction = async (action: WidgetAction, entity?: ActionEntity) => {
        if (interceptor.current?.(action, entity)) return;
        const outcome = await dispatchWidgetAction(action, actionTarget, entity);
        if (outcome === 'refused') notify('widget-action.action-refused', { type: 'warning' });
        else if (outcome === 'not-in-app') notify('widget-action.mobile-app-only', { type: 'info' });
        else if (typeof outcome === 'object') notify('widget-action.mobile-action-failed', { type: 'error', messageArgs: { error: outcome.error } });
    };
    // Actions a widget's content fires (a table's row click), by their source id.
    const runContentActions: RunWidgetActions = (source, entity, actionName) =>
        (config.actions?.[source] ?? []).filter(action => actionName === undefined || action.name === actionName).forEach(action => void runAction(action, entity));

    return (
        <Card component="section" aria-label={title || widget.typeAlias} data-widget-id={widget.id} sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
            {(showTitle || headerActions.length > 0 || ownWindow || exportsData) && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.25, pb: 0.5, minHeight: 40 }}>
                    {showTitle && (
                        <Typography component="h3" variant="subtitle1" noWrap sx={{ fontWeight: 500, flex: 1, minWidth: 0, ...(config.titleStyle as object) }}>
                            {title}
                        </Typography>
                    )}
                    {!showTitle && <Box sx={{ flex: 1 }} />}
                    {ownWindow && config.displayTimewindow !== false && <TimewindowPicker value={localWindow} onChange={setLocalWindow} aggregation />}
                    {headerActions.map((action, index) => (
                        <Tooltip key={action.id ?? index} title={action.name ?? ''}>
                            <IconButton size="small" aria-label={action.name} onClick={() => void runAction(action)}>
                                <ActionIcon name={action.icon} fontSize="small" />
                            </IconButton>
                        </Tooltip>
                    ))}
                    {exportsData && <WidgetCsvExportButton widgetTitle={title || widget.typeAlias} currentData={() => latestData.current} />}
                </Box>
            )}
            <WidgetActionContext.Provider value={runContentActions}>
                <WidgetActionInterceptorContext.Provider value={setInterceptor}>
                    <WidgetBody widget={widget} type={type} timewindow={timewindow} aliases={aliases} filters={filters} stateParams={stateParams} flushTop={showTitle} latestData={latestData} />
                </WidgetActionInterceptorContext.Provider>
            </WidgetActionContext.Provider>
        </Card>
    );
};

const NO_TIMEWINDOW: Timewindow = {};


interface WidgetBodyProps extends Pick<WidgetHostProps, 'widget' | 'aliases' | 'filters' | 'stateParams'> {
    type: ResolvedWidgetType | Error | null;
    timewindow: Timewindow;
    /** No top padding under a title bar. */
    flushTop: boolean;
    /** Kept current with the feed, for the header's data export. */
    latestData: RefObject<readonly DatasourceData[]>;
}

/**
 * The part of a widget that changes with its data: the feed's snapshot, the window it covers,
 * the legend and the implementation. Only this re-renders on updates, not the frame around it.
 */
const WidgetBody = ({ widget, type, timewindow, aliases, filters, stateParams, flushTop, latestData }: WidgetBodyProps) => {
    const traits = widgetKindTraits(widget.type);
    const [revision, setRevision] = useState(0);
    const reload = useMemo(() => () => setRevision(current => current + 1), []);
    const snapshot = useWidgetFeed({ widget, aliases, filters, timewindow, stateParams, revision });
    useEffect(() => {
        latestData.current = snapshot.data;
    }, [latestData, snapshot]);
    const [contentRef, size] = useElementSize<HTMLDivElement>();
    const [bodyRef, bodySize] = useElementSize<HTMLDivElement>();
    const windowContext = useMemo(() => {
        const now = serverClock.now();
        const model = timewindowModel(timewindow, { now });
        const range = timewindowRange(model, now);
        return { model, startTs: range.startTimeMs, endTs: range.endTimeMs };
        // A realtime window slides: recompute with every snapshot.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [timewindow, snapshot]);
    const configuredLegend = legendConfigOf(widget.type, widget.config);
    const legendFit = configuredLegend && fitLegend(configuredLegend, bodySize.width, bodySize.height);
    const legend = legendFit?.config;
    const resetKey = useMemo(() => JSON.stringify(widget.config), [widget.config]);
    const scope = useMemo(() => ({ aliases, filters, stateParams }), [aliases, filters, stateParams]);

    return (
        <Box ref={bodyRef} sx={{ flex: 1, minHeight: 0, display: 'flex', ...LEGEND_LAYOUT[legend?.position ?? 'bottom'] }} style={{ padding: widgetPadding(widget.config.padding), ...(flushTop && { paddingTop: 0 }) }}>
            <Box ref={contentRef} data-widget-content sx={{ flex: 1, minHeight: 0, minWidth: 0, position: 'relative' }}>
                <WidgetScopeContext.Provider value={scope}>
                    <WidgetTimewindowContext.Provider value={windowContext}>
                        <WidgetErrorBoundary resetKey={resetKey}>
                            <WidgetReloadContext.Provider value={reload}>
                                <WidgetContent type={type} widget={widget} snapshot={snapshot} width={size.width} height={size.height} />
                            </WidgetReloadContext.Provider>
                        </WidgetErrorBoundary>
                    </WidgetTimewindowContext.Provider>
                </WidgetScopeContext.Provider>
            </Box>
            {legend && legendFit && snapshot.data.length > 0 && (
                <Box data-widget-legend sx={{ flexShrink: 0, alignSelf: 'center', overflow: 'auto' }} style={legend.position === 'top' || legend.position === 'bottom' ? { maxHeight: legendFit.maxSize, maxWidth: '100%' } : { maxWidth: legendFit.maxSize }}>
                    <WidgetLegend data={snapshot.data} config={legend} window={traits.usesTimewindow ? windowContext : undefined} />
                </Box>
            )}
        </Box>
    );
};

interface WidgetContentProps {
    type: ResolvedWidgetType | Error | null;
    widget: Widget;
    snapshot: WidgetDataSnapshot;
    width: number;
    height: number;
}

const Centered = ({ children }: { children: React.ReactNode }) => (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>{children}</Box>
);

const WidgetContent = ({ type, widget, snapshot, width, height }: WidgetContentProps) => {
    if (type instanceof Error) return <WidgetFallback kind="error" detail={type.message} />;
    if (type === null) return <Centered><LoadingSpinner size={20} /></Centered>;
    if (type.source === 'notFound') return <WidgetFallback kind="notFound" detail={`${widget.bundleAlias}.${widget.typeAlias}`} />;
    if (snapshot.error) return <WidgetFallback kind="error" detail={snapshot.error} />;
    const Implementation = type.component;
    return (
        <>
            {width > 0 && height > 0 && <Implementation widget={widget} snapshot={snapshot} width={width} height={height} />}
            {snapshot.loading && (
                <Centered>
                    <LoadingSpinner size={20} />
                </Centered>
            )}
        </>
    );
};
