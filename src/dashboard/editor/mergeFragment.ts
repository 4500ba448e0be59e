import type { DashboardConfiguration, DashboardFilter, DashboardLayout, DashboardState, Datasource, EntityAlias, Widget } from '../model/dashboardConfig';
import type { DashboardFragment } from './dashboardFragment';
import { addWidgetSet, type LayoutRef } from './layoutOps';
import { clashKey, defaultChoices, freeName, nameClashes, reusedId, type ClashChoices, type NameClash } from './nameClashes';
import { stateIdOf } from './stateOps';

export interface MergeResult {
    configuration: DashboardConfiguration;
    /** The state that shows the merged widgets: the new state, or the one pasted into. */
    stateId: string;
    /** The new state's name (kind state), which may differ from the fragment's: "Overview (2)". */
    stateName?: string;
    widgetCount: number;
}

type IdMap = ReadonlyMap<string, string>;

const remapSource = (source: Datasource, aliases: IdMap, filters: IdMap): Datasource => ({
    ...source,
    ...(source.entityAliasId && aliases.has(source.entityAliasId) ? { entityAliasId: aliases.get(source.entityAliasId) } : {}),
    ...(source.filterId && filters.has(source.filterId) ? { filterId: filters.get(source.filterId) } : {}),
});

/**
 * A copy of a widget under its new id, pointing at the aliases and filters it got in the target
 * dashboard; actions that open the fragment's own state open the state it became.
 */
function remapWidget(widget: Widget, id: string, aliases: IdMap, filters: IdMap, states: IdMap): Widget {
    const config = structuredClone(widget.config);
    if (config.datasources) config.datasources = config.datasources.map(source => remapSource(source, aliases, filters));
    if (config.alarmSource) config.alarmSource = remapSource(config.alarmSource, aliases, filters);
    if (config.targetDeviceAliasIds) config.targetDeviceAliasIds = config.targetDeviceAliasIds.map(aliasId => aliases.get(aliasId) ?? aliasId);
    for (const actions of Object.values(config.actions ?? {})) {
        for (const action of actions) if (action.targetDashboardStateId && states.has(action.targetDashboardStateId)) action.targetDashboardStateId = states.get(action.targetDashboardStateId);
    }
    return { ...structuredClone(widget), id, config };
}

/**
 * Adds the fragment's aliases (or filters) to the dashboard's: a clash resolved as "reuse" (or
 * "same") maps to the dashboard's own, anything else is added under a new id (and the clash's new name).
 */
function mergeNamed<T>(
    existing: Record<string, T>,
    incoming: Record<string, T>,
    clashes: ReadonlyMap<string, NameClash>,
    choices: ClashChoices,
    newId: () => string,
    withName: (item: T, id: string, name: string | undefined) => T
): { merged: Record<string, T>; ids: Map<string, string> } {
    const merged = { ...existing };
    const ids = new Map<string, string>();
    for (const [incomingId, item] of Object.entries(incoming)) {
        const clash = clashes.get(incomingId);
        const reused = clash ? reusedId(clash, choices[clashKey(clash)]) : null;
        if (reused) {
            ids.set(incomingId, reused);
            continue;
        }
        const id = newId();
        merged[id] = withName(structuredClone(item), id, clash?.renamed);
        ids.set(incomingId, id);
    }
    return { merged, ids };
}

/** The id and name the fragment's state gets: its own where free, otherwise "Name (2)" and an id from that name. */
export function newStatePlace(config: DashboardConfiguration, stateId: string, state: DashboardState): { id: string; name: string } {
    const names = new Set(Object.values(config.states).map(other => other.name.trim().toLowerCase()));
    const idFree = !config.states[stateId];
    if (idFree && !names.has(state.name.trim().toLowerCase())) return { id: stateId, name: state.name };
    const name = freeName(state.name.trim(), candidate => names.has(candidate.toLowerCase()) || Boolean(config.states[stateIdOf(candidate)]));
    return { id: idFree ? stateId : stateIdOf(name), name };
}

const remapLayout = (layout: DashboardLayout, widgets: IdMap): DashboardLayout => ({
    ...structuredClone(layout),
    widgets: Object.fromEntries(Object.entries(layout.widgets).flatMap(([id, place]) => (widgets.has(id) ? [[widgets.get(id)!, { ...place }]] : []))),
});

/**
 * Merges a fragment into a dashboard: widgets, aliases and filters get new ids (an alias or
 * filter whose name clashes follows `choices`; unanswered clashes take the default), the widgets
 * point at what they became. A state fragment becomes a new, non-root state; a widget set is
 * placed in `target`, keeping its arrangement. The configuration given is never changed.
 */
export function mergeFragment(config: DashboardConfiguration, fragment: DashboardFragment, answers: ClashChoices, target: LayoutRef, newId: () => string): MergeResult {
    const clashes = nameClashes(config, fragment);
    const choices = { ...defaultChoices(clashes), ...answers };
    const clashesOf = (kind: NameClash['kind']) => new Map(clashes.filter(clash => clash.kind === kind).map(clash => [clash.incomingId, clash]));
    const aliases = mergeNamed<EntityAlias>(config.entityAliases ?? {}, fragment.entityAliases, clashesOf('alias'), choices, newId, (alias, id, name) => ({
        ...alias,
        id,
        alias: name ?? alias.alias,
    }));
    const filters = mergeNamed<DashboardFilter>(config.filters ?? {}, fragment.filters, clashesOf('filter'), choices, newId, (filter, id, name) => ({
        ...filter,
        id,
        filter: name ?? filter.filter,
    }));
    const place = fragment.kind === 'state' ? newStatePlace(config, fragment.stateId, fragment.state) : undefined;
    const stateIds = new Map(fragment.kind === 'state' && place ? [[fragment.stateId, place.id]] : []);
    const widgetIds = new Map(Object.keys(fragment.widgets).map(id => [id, newId()]));
    const widgets = Object.entries(fragment.widgets).map(([id, widget]) => remapWidget(widget, widgetIds.get(id)!, aliases.ids, filters.ids, stateIds));
    const withReferences: DashboardConfiguration = { ...config, entityAliases: aliases.merged, filters: filters.merged };

    if (fragment.kind === 'state' && place) {
        const { main, right, ...otherLayouts } = fragment.state.layouts;
        const layouts: DashboardState['layouts'] = { ...otherLayouts, main: remapLayout(main, widgetIds), ...(right ? { right: remapLayout(right, widgetIds) } : {}) };
        const state: DashboardState = { ...structuredClone(fragment.state), name: place.name, root: false, layouts };
        const placed = new Set([...Object.keys(layouts.main.widgets), ...Object.keys(layouts.right?.widgets ?? {})]);
        const added = widgets.filter(widget => placed.has(widget.id));
        return {
            configuration: {
                ...withReferences,
                widgets: { ...config.widgets, ...Object.fromEntries(added.map(widget => [widget.id, widget])) },
                states: { ...config.states, [place.id]: state },
            },
            stateId: place.id,
            stateName: place.name,
            widgetCount: added.length,
        };
    }
    if (fragment.kind !== 'widgets') throw new Error('Unknown fragment kind');
    const entries = Object.entries(fragment.layout.widgets).flatMap(([id, layoutPlace]) => {
        const widget = widgets.find(candidate => candidate.id === widgetIds.get(id));
        return widget ? [{ widget, place: layoutPlace }] : [];
    });
    return { configuration: addWidgetSet(withReferences, target, entries), stateId: target.stateId, widgetCount: entries.length };
}
