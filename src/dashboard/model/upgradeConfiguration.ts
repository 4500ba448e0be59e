import { defaultTimewindow, storedTimewindow } from '../../lib/time/timewindow';
import type {
    DashboardConfiguration,
    DashboardLayout,
    DashboardSettings,
    DashboardState,
    Datasource,
    EntityAlias,
    EntityAliasFilter,
    GridSettings,
    LegacyDeviceAlias,
    LegacyDeviceDatasource,
    StoredTimewindow,
    Widget,
} from './dashboardConfig';

/**
 * A stored Dashboard.configuration brought to the current shape on load, as ThingsBoard's
 * validateAndUpdateDashboard does, so that old and hand-written dashboards open:
 * - widgets stored as a list become the map by id;
 * - `device` datasources become entity datasources of a DEVICE (deviceId → entityId,
 *   deviceAliasId → entityAliasId, deviceName → entityName; part2 §3.2); the old system chart
 *   charts/timeseries is charts/basic_timeseries;
 * - the old `deviceAliases` map becomes `entityAliases` (a name filter or an id list of devices), and
 *   alias ids that are not 36-character UUIDs are replaced, with the datasources pointing at them;
 * - missing states get a root 'default' state holding every widget; layouts get grid settings and the
 *   old `margins: [x, y]` becomes `margin`;
 * - missing filters, time window and settings get ThingsBoard's defaults.
 * The input is never modified.
 */

type Json = Record<string, unknown>;

export interface UpgradeContext {
    /** The dashboard's title: the name of a created default state. */
    title: string;
    /** The clock, for the default time window's fixed period. */
    now: number;
    /** New ids for widgets and aliases that have none (or a malformed one). */
    newId?: () => string;
}

export const DEFAULT_GRID_SETTINGS: GridSettings = { backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%' };

export const DEFAULT_DASHBOARD_SETTINGS: DashboardSettings = {
    stateControllerId: 'entity',
    showTitle: false,
    showDashboardsSelect: true,
    showEntitiesSelect: true,
    showDashboardTimewindow: true,
    showDashboardExport: true,
    toolbarAlwaysOpen: true,
};

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const ALIAS_ID_LENGTH = 36;

/** A device datasource as an entity datasource; every other datasource keeps its fields. */
export function upgradeDatasource(stored: Datasource | LegacyDeviceDatasource): Datasource {
    if (stored.type !== 'device') return stored;
    const { deviceId, deviceName, deviceAliasId, type: _device, ...rest } = stored;
    const datasource: Datasource = { ...rest, type: 'entity', entityType: 'DEVICE' };
    if (deviceId) datasource.entityId = deviceId;
    if (deviceName) datasource.entityName = deviceName;
    if (deviceAliasId) datasource.entityAliasId = deviceAliasId;
    // An entity datasource with a fixed entity shows the entity's name (ThingsBoard's validateAndUpdateWidget).
    if (deviceId && deviceName) datasource.name = deviceName;
    return datasource;
}

function upgradeWidget(stored: Json, id: string): Widget {
    const config = isObject(stored.config) ? { ...stored.config } : {};
    const datasources = Array.isArray(config.datasources) ? (config.datasources as Array<Datasource | LegacyDeviceDatasource>) : [];
    config.datasources = datasources.map(upgradeDatasource);
    const widget = { ...stored, id, config } as Widget;
    // ThingsBoard renamed its system chart 'timeseries' to 'basic_timeseries' and reads old dashboards so.
    if (widget.isSystemType && widget.bundleAlias === 'charts' && widget.typeAlias === 'timeseries') widget.typeAlias = 'basic_timeseries';
    return widget;
}

function upgradeLayout(stored: unknown): DashboardLayout {
    const layout = isObject(stored) ? stored : {};
    const { margins, ...grid } = isObject(layout.gridSettings) ? layout.gridSettings : { ...DEFAULT_GRID_SETTINGS };
    const margin = Array.isArray(margins) && margins.length === 2 && grid.margin === undefined ? margins[0] : grid.margin;
    return { ...layout, widgets: isObject(layout.widgets) ? layout.widgets : {}, gridSettings: { ...grid, margin: typeof margin === 'number' ? margin : 10 } } as DashboardLayout;
}

function upgradeState(stored: unknown): DashboardState {
    const state = isObject(stored) ? stored : {};
    const layouts = isObject(state.layouts) ? state.layouts : { main: {} };
    return { ...state, name: String(state.name ?? ''), layouts: Object.fromEntries(Object.entries(layouts).map(([key, layout]) => [key, upgradeLayout(layout)])) } as DashboardState;
}

/** The root 'default' state ThingsBoard creates for a dashboard without states: every widget at its stored place. */
function defaultStates(widgets: Record<string, Widget>, title: string): Record<string, DashboardState> {
    const placed = Object.fromEntries(
        Object.values(widgets).map(widget => [widget.id, { sizeX: widget.sizeX, sizeY: widget.sizeY, row: widget.row ?? 0, col: widget.col ?? 0 }]),
    );
    return { default: { name: title, root: true, layouts: { main: { widgets: placed, gridSettings: { ...DEFAULT_GRID_SETTINGS } } } } };
}

/** An old device alias: a name filter when `useFilter`, else the listed devices (or its one deviceId). */
function aliasFromDeviceAlias(id: string, stored: LegacyDeviceAlias): EntityAlias {
    const deviceFilter = stored.deviceFilter;
    const filter: EntityAliasFilter = deviceFilter?.useFilter
        ? { type: 'entityName', entityType: 'DEVICE', resolveMultiple: false, entityNameFilter: deviceFilter.deviceNameFilter ?? '' }
        : {
              type: 'entityList',
              entityType: 'DEVICE',
              resolveMultiple: false,
              entityList: deviceFilter ? (deviceFilter.deviceList ?? []) : stored.deviceId ? [stored.deviceId] : [],
          };
    return { id, alias: stored.alias, filter };
}

/** An alias of ThingsBoard 1.x (`entityType` + `entityFilter` instead of `filter`). */
function aliasFromEntityFilter(id: string, stored: Json): EntityAlias {
    const entityFilter = isObject(stored.entityFilter) ? stored.entityFilter : {};
    const entityType = typeof stored.entityType === 'string' ? stored.entityType : 'DEVICE';
    const filter: EntityAliasFilter = entityFilter.useFilter
        ? { type: 'entityName', entityType, resolveMultiple: false, entityNameFilter: String(entityFilter.entityNameFilter ?? '') }
        : { type: 'entityList', entityType, resolveMultiple: false, entityList: Array.isArray(entityFilter.entityList) ? entityFilter.entityList.map(String) : [] };
    return { id, alias: String(stored.alias ?? ''), filter };
}

/** Every place an alias id is referenced from: datasources, alarm sources and RPC target devices. */
function renameAliasReferences(widgets: Record<string, Widget>, renamed: ReadonlyMap<string, string>): void {
    if (renamed.size === 0) return;
    const rename = (id: string | null | undefined) => (id && renamed.get(id)) ?? id;
    for (const widget of Object.values(widgets)) {
        const config = widget.config;
        config.datasources = config.datasources?.map(datasource => ({ ...datasource, entityAliasId: rename(datasource.entityAliasId) }));
        if (config.alarmSource) config.alarmSource = { ...config.alarmSource, entityAliasId: rename(config.alarmSource.entityAliasId) };
        if (config.targetDeviceAliasIds) config.targetDeviceAliasIds = config.targetDeviceAliasIds.map(id => rename(id) ?? id);
    }
}

function upgradeAliases(stored: Json, widgets: Record<string, Widget>, newId: () => string): Record<string, EntityAlias> {
    const renamed = new Map<string, string>();
    const validId = (id: string) => {
        if (id.length === ALIAS_ID_LENGTH) return id;
        const replacement = newId();
        renamed.set(id, replacement);
        return replacement;
    };
    const aliases: Record<string, EntityAlias> = {};
    if (isObject(stored.entityAliases)) {
        for (const [key, value] of Object.entries(stored.entityAliases)) {
            if (!isObject(value)) continue;
            const id = validId(typeof value.id === 'string' && value.id.length === ALIAS_ID_LENGTH ? value.id : key);
            aliases[id] = isObject(value.filter) ? ({ ...value, id } as EntityAlias) : aliasFromEntityFilter(id, value);
        }
    } else if (isObject(stored.deviceAliases)) {
        for (const [key, value] of Object.entries(stored.deviceAliases)) {
            if (!isObject(value)) continue;
            const id = validId(key);
            aliases[id] = aliasFromDeviceAlias(id, value as LegacyDeviceAlias);
        }
    }
    renameAliasReferences(widgets, renamed);
    return aliases;
}

function widgetsOf(stored: unknown, newId: () => string): Record<string, Widget> {
    const entries: Array<[string, unknown]> = Array.isArray(stored)
        ? stored.map(widget => [isObject(widget) && typeof widget.id === 'string' ? widget.id : newId(), widget])
        : isObject(stored) ? Object.entries(stored) : [];
    return Object.fromEntries(entries.filter(([, widget]) => isObject(widget)).map(([id, widget]) => [id, upgradeWidget(widget as Json, id)]));
}

export function upgradeDashboardConfiguration(stored: unknown, { title, now, newId = () => crypto.randomUUID() }: UpgradeContext): DashboardConfiguration {
    const source: Json = isObject(stored) ? structuredClone(stored) : {};
    const { deviceAliases: _legacy, ...rest } = source;
    const widgets = widgetsOf(source.widgets, newId);
    const entityAliases = upgradeAliases(source, widgets, newId);
    const states = isObject(source.states)
        ? Object.fromEntries(Object.entries(source.states).map(([id, state]) => [id, upgradeState(state)]))
        : defaultStates(widgets, title);
    const settings = isObject(source.settings) ? { toolbarAlwaysOpen: true, ...source.settings } : { ...DEFAULT_DASHBOARD_SETTINGS };
    return {
        ...rest,
        widgets,
        states,
        entityAliases,
        filters: isObject(source.filters) ? (source.filters as DashboardConfiguration['filters']) : {},
        timewindow: isObject(source.timewindow) ? (source.timewindow as StoredTimewindow) : { ...storedTimewindow(defaultTimewindow({ now })) },
        settings,
    };
}
