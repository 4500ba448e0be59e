import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DashboardLayout } from '../../model/dashboardConfig';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { DashboardGrid } from '../../runtime/DashboardGrid';
import { DEFAULT_MARGIN, gridItems } from '../../runtime/dashboardGrid';
import { useDashboardStates, type DashboardStates } from '../../runtime/DashboardStatesContext';

/** The settings of ThingsBoard's dashboard state widget (reference widget index). */
export interface DashboardStateWidgetSettings {
    stateId?: string;
    defaultAutofillLayout?: boolean;
    defaultMargin?: number;
    defaultBackgroundColor?: string;
    syncParentStateParams?: boolean;
}

const Prompt = ({ title, detail }: { title: string; detail: string }) => (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center', gap: 0.5, p: 2, color: 'text.secondary' }}>
        <Typography variant="subtitle1" component="p" sx={{ color: 'text.primary' }}>
            {title}
        </Typography>
        <Typography variant="body2">{detail}</Typography>
    </Box>
);

/** The state's main layout with the widget's defaults where the layout sets nothing. */
function layoutWithDefaults(layout: DashboardLayout | undefined, settings: DashboardStateWidgetSettings): DashboardLayout | undefined {
    if (!layout) return layout;
    const grid = layout.gridSettings ?? {};
    return {
        ...layout,
        gridSettings: {
            ...grid,
            margin: grid.margin ?? settings.defaultMargin ?? 0,
            backgroundColor: grid.backgroundColor ?? settings.defaultBackgroundColor ?? '#fff',
            autoFillHeight: grid.autoFillHeight ?? settings.defaultAutofillLayout !== false,
        },
    };
}

/** Rows that make the layout exactly as high as the widget (autofill), or null for square cells. */
function fillingRowHeight(layout: DashboardLayout, dashboard: DashboardStates, height: number): number | null {
    if (!layout.gridSettings?.autoFillHeight) return null;
    const rows = Math.max(0, ...gridItems(layout, dashboard.widgets).map(item => item.row + item.sizeY));
    if (rows === 0) return null;
    const margin = layout.gridSettings.margin ?? DEFAULT_MARGIN;
    return Math.max(1, (height - margin * (rows + 1)) / rows);
}

/**
 * ThingsBoard's dashboard state widget: another state of the same dashboard drawn inside the widget,
 * its main layout filling the widget's height unless the layout says otherwise. Its widgets read the
 * parent's state parameters (syncParentStateParams, the default) or none. Without a state id it
 * prompts for one, as ThingsBoard does; a state never draws itself inside itself.
 */
export const DashboardStateWidget = ({ widget, height }: WidgetComponentProps) => {
    const translate = useTranslate();
    const dashboard = useDashboardStates();
    const settings = (widget.config.settings ?? {}) as DashboardStateWidgetSettings;
    const stateId = (settings.stateId ?? '').trim();
    const state = stateId && dashboard ? dashboard.states[stateId] : undefined;
    const params = settings.syncParentStateParams === false ? {} : (dashboard?.stateParams ?? {});

    if (!stateId) return <Prompt title={translate('widgets.dashboard-state.title')} detail={translate('widgets.dashboard-state.no-state-id')} />;
    if (!dashboard || !state) return <Prompt title={translate('widgets.dashboard-state.title')} detail={translate('widgets.dashboard-state.state-not-found', { stateId })} />;
    if (dashboard.embedding.includes(stateId)) return <Prompt title={translate('widgets.dashboard-state.title')} detail={translate('widgets.dashboard-state.state-inside-itself', { stateId })} />;

    const layout = layoutWithDefaults(state.layouts.main, settings);
    const rowHeight = layout ? fillingRowHeight(layout, dashboard, height) : null;
    return (
        <Box data-dashboard-state={stateId} sx={{ position: 'absolute', inset: 0, overflow: 'auto' }}>
            <DashboardGrid layout={layout} widgets={dashboard.widgets} rowHeight={rowHeight ?? undefined} renderWidget={shown => dashboard.renderWidget(shown, params, [...dashboard.embedding, stateId])} />
        </Box>
    );
};
