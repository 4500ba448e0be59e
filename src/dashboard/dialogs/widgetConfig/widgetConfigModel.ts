import type { DataKey, DataKeyType, Datasource, DatasourceType, Widget, WidgetAction, WidgetActionType, WidgetConfig, WidgetKind } from '../../model/dashboardConfig';
import { mobileActionFunctions, mobileActionOf } from '../../runtime/mobileActions';

/** What a widget kind takes as data (part2 §3.2): datasources of which types, keys of which types per datasource. */
export interface KindDataRules {
    /** 'datasources' (list), 'alarmSource' (one), 'target' (RPC device alias) or none (static). */
    data: 'datasources' | 'alarmSource' | 'target' | 'none';
    datasourceTypes: readonly DatasourceType[];
    /** Keys an entity datasource offers; function and entityCount datasources have their own. */
    entityKeyTypes: readonly DataKeyType[];
}

export const KIND_DATA_RULES: Readonly<Record<WidgetKind, KindDataRules>> = {
    timeseries: { data: 'datasources', datasourceTypes: ['entity', 'function', 'entityCount'], entityKeyTypes: ['timeseries'] },
    latest: { data: 'datasources', datasourceTypes: ['entity', 'function', 'entityCount'], entityKeyTypes: ['attribute', 'timeseries', 'entityField'] },
    alarm: { data: 'alarmSource', datasourceTypes: ['entity'], entityKeyTypes: ['alarm', 'attribute', 'timeseries', 'entityField'] },
    rpc: { data: 'target', datasourceTypes: [], entityKeyTypes: [] },
    static: { data: 'none', datasourceTypes: [], entityKeyTypes: [] },
};

export const kindRules = (kind: string): KindDataRules => KIND_DATA_RULES[kind as WidgetKind] ?? KIND_DATA_RULES.static;

/** The key types a datasource's key search offers. */
export function keyTypesFor(kind: string, datasourceType: DatasourceType): readonly DataKeyType[] {
    if (datasourceType === 'function') return ['function'];
    if (datasourceType === 'entityCount') return ['count'];
    return kindRules(kind).entityKeyTypes;
}

/** Entity fields a key may show (part2 §3.1). */
export const ENTITY_FIELDS = ['name', 'label', 'type', 'createdTime', 'entityType', 'title', 'email', 'firstName', 'lastName', 'phone', 'country', 'state', 'city', 'address', 'address2', 'zip'] as const;

/** Alarm fields an alarm source may show (part2 §3.4). */
export const ALARM_FIELDS = ['createdTime', 'startTime', 'endTime', 'ackTime', 'clearTime', 'originator', 'originatorType', 'type', 'severity', 'status'] as const;

/** Where a widget's actions start; every widget has a header button, tables and maps have more. */
const ACTION_SOURCES_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
    'cards.entities_table': ['actionCellButton', 'rowClick', 'rowDoubleClick'],
    'alarm_widgets.alarms_table': ['actionCellButton', 'rowClick', 'rowDoubleClick'],
    'cards.entities_hierarchy': ['nodeSelected'],
    'maps_v2.openstreetmap': ['markerClick', 'polygonClick', 'tooltipAction'],
    'maps_v2.route_map': ['markerClick', 'tooltipAction'],
};

export function actionSourcesOf(widget: Pick<Widget, 'bundleAlias' | 'typeAlias' | 'config'>): string[] {
    const known = ['headerButton', ...(ACTION_SOURCES_BY_TYPE[`${widget.bundleAlias}.${widget.typeAlias}`] ?? [])];
    // Sources already configured stay reachable even when this table does not know the type.
    return [...new Set([...known, ...Object.keys(widget.config.actions ?? {})])];
}

/** The action types the dialog offers (customPretty and mobile actions are kept when loaded, not offered). */
export const ACTION_TYPES: readonly WidgetActionType[] = ['openDashboardState', 'updateDashboardState', 'openDashboard', 'custom', 'mobileAction'];

/** Why an action cannot be saved, by field: a name unique within its source, and its type's target. */
export function actionErrors(action: WidgetAction, source: string, siblings: readonly WidgetAction[]): Record<string, string> {
    const errors: Record<string, string> = {};
    const name = action.name.trim();
    if (!source) errors.source = 'widget-action.action-source-required';
    if (!name) errors.name = 'widget-action.action-name-required';
    else if (siblings.some(other => other.id !== action.id && other.name.trim() === name)) errors.name = 'widget-action.action-name-not-unique';
    if (action.type === 'openDashboardState' && !action.targetDashboardStateId) errors.targetDashboardStateId = 'widget-action.target-dashboard-state-required';
    if (action.type === 'openDashboard' && !action.targetDashboardId) errors.targetDashboardId = 'widget-action.target-dashboard-required';
    if (action.type === 'mobileAction') {
        const mobile = mobileActionOf(action.mobileAction);
        if (!mobile) errors.mobileAction = 'widget-action.mobile.type-required';
        else {
            const missing = mobileActionFunctions(mobile.type).find(({ field, required }) => required && !mobile[field]?.trim());
            if (missing) errors.mobileAction = `widget-action.mobile.${missing.field}-required`;
        }
    }
    return errors;
}

/** Why a data key cannot be saved: decimals must be a whole number from 0 to 15, a colour is required. */
export function dataKeyErrors(key: DataKey): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!key.color?.trim()) errors.color = 'color.color-required';
    const decimals = key.decimals;
    if (decimals !== null && decimals !== undefined && (!Number.isInteger(decimals) || decimals < 0 || decimals > 15)) errors.decimals = 'datakey.decimals-invalid';
    if (key.type === 'function' && !key.funcBody?.trim()) errors.funcBody = 'datakey.function-required';
    if (key.usePostProcessing && !key.postFuncBody?.trim()) errors.postFuncBody = 'datakey.post-processing-required';
    return errors;
}

/** One problem of the whole configuration, by the tab that shows it. */
export interface ConfigProblem {
    tab: 'data' | 'settings' | 'advanced' | 'actions';
    message: string;
    /** Which datasource, when the problem is one's. */
    index?: number;
}

/** Entity datasources need an alias; datasources of keyed kinds need a key; an RPC widget needs its target. */
export function datasourceProblems(kind: string, config: WidgetConfig): ConfigProblem[] {
    const rules = kindRules(kind);
    const problems: ConfigProblem[] = [];
    const check = (datasource: Datasource, index: number) => {
        if (datasource.type !== 'function' && !datasource.entityAliasId) problems.push({ tab: 'data', message: 'datasource.alias-required', index });
        if (datasource.dataKeys.length === 0) problems.push({ tab: 'data', message: 'datakey.data-keys-required', index });
    };
    if (rules.data === 'datasources') (config.datasources ?? []).forEach(check);
    if (rules.data === 'alarmSource' && config.alarmSource) check(config.alarmSource, 0);
    if (rules.data === 'alarmSource' && !config.alarmSource) problems.push({ tab: 'data', message: 'widget-config.alarm-source-required' });
    if (rules.data === 'target' && !(config.targetDeviceAliasIds ?? [])[0]) problems.push({ tab: 'data', message: 'widget-config.target-device-required' });
    return problems;
}

/** A new datasource of a type: function datasources get ThingsBoard's name, the rest start without keys. */
export const newDatasource = (type: DatasourceType): Datasource => (type === 'function' ? { type, name: 'function', dataKeys: [] } : { type, dataKeys: [] });
