import type { EntityDataQuery, EntityFilter, EntityKey, EntityKeyType, KeyFilter } from '../../../shared/generated/api.gen';
import type { DataKey, DataKeyType, WidgetKind } from '../model/dashboardConfig';
import type { SubscriptionWindow } from './subscriptionTimewindow';

/** What an entity datasource asks the server for. */
export interface EntityDataRequest {
    entityFilter: EntityFilter;
    keyFilters?: KeyFilter[] | null;
    /** Entities per page: the alias's resolveMultiple false means 1. */
    pageSize: number;
    dataKeys: readonly DataKey[];
    widgetKind: WidgetKind;
}

/** The entity fields every row needs for its datasource: name, label and description. */
export const ROW_FIELDS = ['name', 'label', 'additionalInfo'] as const;

/** How a data key is read as a latest value; function, alarm and count keys are not entity data. */
const LATEST_KEY_TYPE: Partial<Record<DataKeyType, EntityKeyType>> = {
    timeseries: 'TIME_SERIES',
    attribute: 'ATTRIBUTE',
    entityField: 'ENTITY_FIELD',
};

export interface SplitKeys {
    /** Time-series keys read over the time window (time-series widgets only). */
    series: string[];
    /** Keys read as their latest value. */
    latest: EntityKey[];
}

const sameKey = (a: EntityKey, b: EntityKey) => a.type === b.type && a.key === b.key;

/** Time-series widgets read their time-series keys over the time window. */
export const isSeriesKey = (dataKey: DataKey, widgetKind: WidgetKind): boolean => widgetKind === 'timeseries' && dataKey.type === 'timeseries';

/** The latest value a data key reads (every entity key that is not read over the window), or null. */
export function latestKeyOf(dataKey: DataKey, widgetKind: WidgetKind): EntityKey | null {
    const type = LATEST_KEY_TYPE[dataKey.type];
    return type && !isSeriesKey(dataKey, widgetKind) ? { type, key: dataKey.name } : null;
}

/** The keys to ask for, each once. */
export function splitKeys(dataKeys: readonly DataKey[], widgetKind: WidgetKind): SplitKeys {
    const split: SplitKeys = { series: [], latest: [] };
    for (const dataKey of dataKeys) {
        const latest = latestKeyOf(dataKey, widgetKind);
        if (isSeriesKey(dataKey, widgetKind) && !split.series.includes(dataKey.name)) split.series.push(dataKey.name);
        else if (latest && !split.latest.some(known => sameKey(known, latest))) split.latest.push(latest);
    }
    return split;
}

/** The entity data query: the filter's newest entities first, with their row fields and latest keys. */
export function entityDataQuery(request: EntityDataRequest): EntityDataQuery {
    const { latest } = splitKeys(request.dataKeys, request.widgetKind);
    const entityFields: EntityKey[] = ROW_FIELDS.map(key => ({ type: 'ENTITY_FIELD', key }));
    for (const key of latest) if (key.type === 'ENTITY_FIELD' && !entityFields.some(known => sameKey(known, key))) entityFields.push(key);
    return {
        entityFilter: request.entityFilter,
        keyFilters: request.keyFilters ?? [],
        // dynamic: the server looks again every minute, so entities added to the alias appear.
        pageLink: { page: 0, pageSize: request.pageSize, textSearch: null, dynamic: true, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' } },
        entityFields,
        latestValues: latest.filter(key => key.type !== 'ENTITY_FIELD'),
    };
}

/**
 * The entityDataCmd (reference §5) without its cmdId: the query; a latestCmd for live latest values
 * (not in a history window, which answers once); a tsCmd for a realtime window or a historyCmd
 * for a history window, with the window's aggregation.
 */
export function entityDataCommand(request: EntityDataRequest, window: SubscriptionWindow | null): Record<string, unknown> {
    const { series, latest } = splitKeys(request.dataKeys, request.widgetKind);
    const command: Record<string, unknown> = { query: entityDataQuery(request) };
    const liveLatest = latest.filter(key => key.type !== 'ENTITY_FIELD');
    if (liveLatest.length > 0 && window?.realtime !== false) command.latestCmd = { keys: liveLatest };
    if (series.length === 0 || !window) return command;
    const { interval, limit, type: agg } = window.aggregation;
    if (window.realtime) command.tsCmd = { keys: series, startTs: window.startTs, timeWindow: window.timeWindow, interval, limit, agg };
    else command.historyCmd = { keys: series, startTs: window.startTs, endTs: window.endTs, interval, limit, agg };
    return command;
}
