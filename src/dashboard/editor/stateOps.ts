import type { DashboardConfiguration, DashboardSettings, DashboardState } from '../model/dashboardConfig';
import { DEFAULT_GRID_SETTINGS } from '../model/upgradeConfiguration';
import { layoutsOf, placedWidgetIds, removeWidget } from './layoutOps';

/** ThingsBoard's state ids: the name in lower case with spaces as underscores. */
export const stateIdOf = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '_');

const emptyLayout = () => ({ widgets: {}, gridSettings: { ...DEFAULT_GRID_SETTINGS } });

export type StateProblem = 'dashboard.state-name-required' | 'dashboard.state-id-exists';

/** Why a state cannot be named so (ThingsBoard's messages), or null. */
export function stateNameProblem(config: DashboardConfiguration, name: string, ignoreId?: string): StateProblem | null {
    if (!name.trim()) return 'dashboard.state-name-required';
    const id = stateIdOf(name);
    return id !== ignoreId && config.states[id] ? 'dashboard.state-id-exists' : null;
}

/** A new empty state (main layout only); the first state of a dashboard is its root. */
export function addState(config: DashboardConfiguration, name: string): DashboardConfiguration {
    const id = stateIdOf(name);
    const root = Object.keys(config.states).length === 0;
    const state: DashboardState = { name: name.trim(), root, layouts: { main: emptyLayout() } };
    return { ...config, states: { ...config.states, [id]: state } };
}

/** Renames a state; its id stays, so links and actions that open it keep working. */
export function renameState(config: DashboardConfiguration, stateId: string, name: string): DashboardConfiguration {
    const state = config.states[stateId];
    return state ? { ...config, states: { ...config.states, [stateId]: { ...state, name: name.trim() } } } : config;
}

/** Makes one state the root (exactly one is). */
export function setRootState(config: DashboardConfiguration, stateId: string): DashboardConfiguration {
    if (!config.states[stateId]) return config;
    return { ...config, states: Object.fromEntries(Object.entries(config.states).map(([id, state]) => [id, { ...state, root: id === stateId }])) };
}

/**
 * Deletes a state that is not the root; widgets that no other state shows go with it, as in
 * ThingsBoard (a widget only lives while some layout places it).
 */
export function deleteState(config: DashboardConfiguration, stateId: string): DashboardConfiguration {
    const state = config.states[stateId];
    if (!state || state.root) return config;
    const { [stateId]: _deleted, ...states } = config.states;
    const placedElsewhere = placedWidgetIds(Object.values(states));
    const orphans = layoutsOf(state).flatMap(layout => Object.keys(layout.widgets)).filter(id => !placedElsewhere.has(id));
    return orphans.reduce(removeWidget, { ...config, states });
}

/** Turns a state's right layout on (empty) or off (its widgets leave with it unless placed elsewhere). */
export function setRightLayout(config: DashboardConfiguration, stateId: string, enabled: boolean): DashboardConfiguration {
    const state = config.states[stateId];
    if (!state || Boolean(state.layouts.right) === enabled) return config;
    if (enabled) return { ...config, states: { ...config.states, [stateId]: { ...state, layouts: { ...state.layouts, right: emptyLayout() } } } };
    const rightIds = Object.keys(state.layouts.right?.widgets ?? {});
    const { right: _right, ...layouts } = state.layouts;
    const withoutRight = { ...config, states: { ...config.states, [stateId]: { ...state, layouts: layouts as DashboardState['layouts'] } } };
    const stillPlaced = placedWidgetIds(Object.values(withoutRight.states));
    return rightIds.filter(id => !stillPlaced.has(id)).reduce(removeWidget, withoutRight);
}

/** Dashboard-wide settings (state controller, title colour, toolbar switches). */
export function setDashboardSettings(config: DashboardConfiguration, settings: DashboardSettings): DashboardConfiguration {
    return { ...config, settings: { ...config.settings, ...settings } };
}
