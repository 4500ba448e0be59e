import { createContext, useContext, type ReactNode } from 'react';
import type { DashboardState, Widget } from '../model/dashboardConfig';
import type { StateParams } from './dashboardStateParam';

/**
 * The dashboard around a widget, for the dashboard state widget (cards.dashboard_state_widget), which
 * draws another of the dashboard's states inside itself: the states, the widgets, the shown state's
 * parameters and how the dashboard draws a widget with given parameters. Null outside a dashboard
 * (the widget gallery, previews).
 */
export interface DashboardStates {
    states: Readonly<Record<string, DashboardState>>;
    widgets: Readonly<Record<string, Widget>>;
    stateParams: StateParams;
    /** Draws a widget of a state drawn inside `embedding` (the states around it, outermost first). */
    renderWidget: (widget: Widget, stateParams: StateParams, embedding: readonly string[]) => ReactNode;
    /** The states drawn inside one another down to this widget, outermost first: a state never draws itself again. */
    embedding: readonly string[];
}

export const DashboardStatesContext = createContext<DashboardStates | null>(null);

export const useDashboardStates = (): DashboardStates | null => useContext(DashboardStatesContext);
