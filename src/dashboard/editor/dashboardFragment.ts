import type { DashboardConfiguration, DashboardFilter, DashboardLayout, DashboardState, Datasource, EntityAlias, Widget } from '../model/dashboardConfig';
import type { LayoutRef } from './layoutOps';
import { layoutsOf } from './layoutOps';

/**
 * A part of a dashboard that moves to another one: a state, or a set of widgets of one layout,
 * with the widgets it shows and the aliases and filters they reference (only those).
 * The format is documented by schemas/documents/dashboard-fragment.json.
 */
export const FRAGMENT_FORMAT = 'thingdeck.dashboard-fragment';
export const FRAGMENT_VERSION = 1;

interface FragmentBase {
    format: typeof FRAGMENT_FORMAT;
    version: typeof FRAGMENT_VERSION;
    source?: { dashboardTitle?: string; exportedTime?: number };
    widgets: Record<string, Widget>;
    entityAliases: Record<string, EntityAlias>;
    filters: Record<string, DashboardFilter>;
}

export interface StateFragment extends FragmentBase {
    kind: 'state';
    stateId: string;
    state: DashboardState;
}

export interface WidgetsFragment extends FragmentBase {
    kind: 'widgets';
    /** The widgets' places, moved so that the set starts at row 0, col 0. */
    layout: DashboardLayout;
}

export type DashboardFragment = StateFragment | WidgetsFragment;

/** The datasources whose alias and filter a widget uses: its data sources and its alarm source. */
const datasourcesOf = (widget: Widget): Datasource[] => [...(widget.config.datasources ?? []), ...(widget.config.alarmSource ? [widget.config.alarmSource] : [])];

/** Ids of the entity aliases a widget references: datasources, alarm source, RPC target devices. */
export const aliasIdsOf = (widget: Widget): string[] => [
    ...datasourcesOf(widget).flatMap(source => (source.entityAliasId ? [source.entityAliasId] : [])),
    ...(widget.config.targetDeviceAliasIds ?? []).filter(Boolean),
];

/** Ids of the filters a widget's datasources reference. */
export const filterIdsOf = (widget: Widget): string[] => datasourcesOf(widget).flatMap(source => (source.filterId ? [source.filterId] : []));

/** The entries of `all` whose ids are in `ids` (ids the dashboard does not know are skipped). */
const pick = <T>(all: Record<string, T> | null | undefined, ids: Iterable<string>): Record<string, T> =>
    Object.fromEntries([...new Set(ids)].flatMap(id => (all?.[id] ? [[id, structuredClone(all[id])]] : [])));

function fragmentParts(config: DashboardConfiguration, widgetIds: Iterable<string>, source: FragmentBase['source']): FragmentBase {
    const widgets = pick(config.widgets, widgetIds);
    const list = Object.values(widgets);
    return {
        format: FRAGMENT_FORMAT,
        version: FRAGMENT_VERSION,
        source,
        widgets,
        entityAliases: pick(config.entityAliases, list.flatMap(aliasIdsOf)),
        filters: pick(config.filters, list.flatMap(filterIdsOf)),
    };
}

/** One state to export or copy: its layouts, the widgets they place, their aliases and filters. */
export function stateFragment(config: DashboardConfiguration, stateId: string, source?: FragmentBase['source']): StateFragment {
    const state = config.states[stateId];
    if (!state) throw new Error(`Unknown dashboard state ${stateId}`);
    const widgetIds = layoutsOf(state).flatMap(layout => Object.keys(layout.widgets));
    return { ...fragmentParts(config, widgetIds, source), kind: 'state', stateId, state: structuredClone(state) };
}

/** A set of widgets of one layout to copy, their places kept relative to each other. */
export function widgetsFragment(config: DashboardConfiguration, ref: LayoutRef, widgetIds: readonly string[], source?: FragmentBase['source']): WidgetsFragment {
    const layout = config.states[ref.stateId]?.layouts[ref.layoutId];
    const places = Object.entries(layout?.widgets ?? {}).filter(([id]) => widgetIds.includes(id) && config.widgets[id]);
    const top = Math.min(...places.map(([, place]) => place.row ?? 0));
    const left = Math.min(...places.map(([, place]) => place.col ?? 0));
    const moved = Object.fromEntries(places.map(([id, place]) => [id, { ...place, row: (place.row ?? 0) - top, col: (place.col ?? 0) - left }]));
    return {
        ...fragmentParts(config, Object.keys(moved), source),
        kind: 'widgets',
        layout: { widgets: moved, ...(layout?.gridSettings ? { gridSettings: structuredClone(layout.gridSettings) } : {}) },
    };
}

/** The file an exported state is saved as: its name in lower case, every non-word character an underscore. */
export const stateFileName = (stateName: string) => `${stateName.toLowerCase().replace(/\W/g, '_') || 'state'}_state.json`;
