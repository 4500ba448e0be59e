import type { Aggregation } from '../db/repositories/timeseries';
import type { EntityFilter } from './entityQuery';

/** The commands of reference §5, as the console's telemetry WebSocket service sends them. */
export interface AttributesSubCmd {
    cmdId: number;
    entityType: string;
    entityId: string;
    keys?: string;
    scope?: string;
    unsubscribe?: boolean;
}

export interface TimeseriesSubCmd {
    cmdId: number;
    entityType: string;
    entityId: string;
    keys?: string;
    startTs?: number;
    timeWindow?: number;
    interval?: number;
    limit?: number;
    agg?: Aggregation;
    unsubscribe?: boolean;
}

export interface HistoryCmd {
    cmdId: number;
    entityType: string;
    entityId: string;
    keys?: string;
    startTs?: number;
    endTs?: number;
    interval?: number;
    limit?: number;
    agg?: Aggregation;
}

export type EntityKeyType =
    | 'ENTITY_FIELD' | 'TIME_SERIES' | 'ATTRIBUTE' | 'CLIENT_ATTRIBUTE' | 'SHARED_ATTRIBUTE' | 'SERVER_ATTRIBUTE' | 'ALARM_FIELD'
    | 'CONSTANT' | 'COUNT';

export interface EntityKey {
    type: EntityKeyType;
    key: string;
}

export interface EntityDataPageLink {
    page?: number;
    pageSize?: number;
    textSearch?: string | null;
    sortOrder?: { key?: EntityKey; direction?: 'ASC' | 'DESC' } | null;
    dynamic?: boolean;
}

export interface EntityDataQuery {
    entityFilter: EntityFilter;
    pageLink?: EntityDataPageLink | null;
    entityFields?: EntityKey[] | null;
    latestValues?: EntityKey[] | null;
    keyFilters?: unknown[] | null;
}

export interface EntityHistoryCmd {
    keys: string[];
    startTs: number;
    endTs: number;
    interval?: number;
    limit?: number;
    agg?: Aggregation;
}

export interface EntityTimeseriesCmd {
    keys: string[];
    startTs: number;
    timeWindow: number;
    interval?: number;
    limit?: number;
    agg?: Aggregation;
}

export interface EntityDataCmd {
    cmdId: number;
    query?: EntityDataQuery;
    historyCmd?: EntityHistoryCmd;
    latestCmd?: { keys: EntityKey[] };
    tsCmd?: EntityTimeseriesCmd;
}

export interface EntityCountCmd {
    cmdId: number;
    query?: { entityFilter: EntityFilter; keyFilters?: unknown[] };
}

export interface AlarmDataCmd {
    cmdId: number;
    query?: EntityDataQuery;
}

export interface UnsubscribeCmd {
    cmdId: number;
}

export interface CommandsWrapper {
    attrSubCmds?: AttributesSubCmd[];
    tsSubCmds?: TimeseriesSubCmd[];
    historyCmds?: HistoryCmd[];
    entityDataCmds?: EntityDataCmd[];
    entityDataUnsubscribeCmds?: UnsubscribeCmd[];
    alarmDataCmds?: AlarmDataCmd[];
    alarmDataUnsubscribeCmds?: UnsubscribeCmd[];
    entityCountCmds?: EntityCountCmd[];
    entityCountUnsubscribeCmds?: UnsubscribeCmd[];
}

/** ThingsBoard's SubscriptionErrorCode. */
export const SubscriptionError = { NO_ERROR: 0, INTERNAL_ERROR: 1, BAD_REQUEST: 2, UNAUTHORIZED: 3 } as const;

/** ThingsBoard's default limit of entities per data or alarm subscription. */
export const MAX_ENTITIES_PER_SUBSCRIPTION = 10000;

export interface TsValue {
    ts: number;
    value: string;
}

export type LatestValues = Partial<Record<EntityKeyType, Record<string, TsValue>>>;

export interface EntityData {
    entityId: { entityType: string; id: string };
    latest: LatestValues | null;
    timeseries: Record<string, TsValue[]> | null;
}

export interface PageData<T> {
    data: T[];
    totalPages: number;
    totalElements: number;
    hasNext: boolean;
}

/**
 * A v1 answer: `data` maps each key, in key order, to `[ts, "value"]` pairs; `latestValues` maps
 * each key to the time of its last pair (ThingsBoard's TelemetrySubscriptionUpdate writes both).
 */
export function v1Update(subscriptionId: number, data: Record<string, Array<[number, string]>>) {
    const sorted: Record<string, Array<[number, string]>> = Object.create(null) as Record<string, Array<[number, string]>>;
    const latestValues: Record<string, number> = Object.create(null) as Record<string, number>;
    for (const key of Object.keys(data).sort()) {
        const points = data[key]!;
        sorted[key] = points;
        if (points.length > 0) latestValues[key] = points[points.length - 1]![0];
    }
    return { subscriptionId, errorCode: SubscriptionError.NO_ERROR, errorMsg: null, data: sorted, latestValues };
}

/** A refusal in the v1 shape; ThingsBoard 3.3.4 refuses invalid v2 commands this way too, under their cmdId. */
export function v1Error(subscriptionId: number, errorCode: number, errorMsg: string) {
    return { subscriptionId, errorCode, errorMsg, data: null, latestValues: {} };
}

/**
 * ThingsBoard's first check of a v2 command (its validateSubscriptionCmd): a negative cmdId, or
 * nothing to do (an entity data command without query, latestCmd, tsCmd or historyCmd; an alarm
 * or count command without query). Null when the command may run.
 */
export function v2CommandRefusal(cmd: { cmdId: number; query?: unknown; latestCmd?: unknown; tsCmd?: unknown; historyCmd?: unknown }, kind: 'ENTITY_DATA' | 'ALARM_DATA' | 'COUNT_DATA'): string | null {
    if (cmd.cmdId < 0) return 'Cmd id is negative value!';
    const nothing = (value: unknown) => value === undefined || value === null;
    const empty = kind === 'ENTITY_DATA' ? [cmd.query, cmd.latestCmd, cmd.tsCmd, cmd.historyCmd].every(nothing) : nothing(cmd.query);
    return empty ? 'Query is empty!' : null;
}

export function entityDataUpdate(cmdId: number, data: PageData<EntityData> | null, update: EntityData[] | null) {
    return { cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data, update, allowedEntities: MAX_ENTITIES_PER_SUBSCRIPTION };
}

export function v2Error(cmdId: number, cmdUpdateType: 'ENTITY_DATA' | 'ALARM_DATA' | 'COUNT_DATA', errorCode: number, errorMsg: string) {
    return { cmdId, errorCode, errorMsg, cmdUpdateType, data: null, update: null };
}
