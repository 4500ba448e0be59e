import { ATTRIBUTE_SCOPES, type AttributeScope } from '../db/repositories/attributes';
import type { Aggregation, HistoryQuery } from '../db/repositories/timeseries';
import { ThingsboardError } from '../errors';
import { dictionary } from '../telemetry/dictionary';
import { textValue, type TsEntry } from '../telemetry/kv';
import type { TelemetryEvent } from '../telemetry/hub';
import type { Subscription, SubscriptionContext } from './context';
import { SubscriptionError, v1Error, v1Update, type AttributesSubCmd, type HistoryCmd, type TimeseriesSubCmd } from './protocol';

type V1Data = Record<string, Array<[number, string]>>;

/** ThingsBoard's defaults for v1 time-series commands. */
const DEFAULT_LIMIT = 100;

const keysOf = (keys: string | undefined): string[] | undefined => {
    const list = (keys ?? '').split(',').map(key => key.trim()).filter(key => key !== '');
    return list.length > 0 ? list : undefined;
};

function groupByKey(entries: ReadonlyArray<{ key: string; ts: number; value: TsEntry['value'] }>): V1Data {
    const data: V1Data = dictionary();
    for (const entry of entries) (data[entry.key] ??= []).push([entry.ts, textValue(entry.value)]);
    return data;
}

/** ThingsBoard's texts for a v1 command it could not serve. */
const FAILED_TO_FETCH_ATTRIBUTES = 'Failed to fetch attributes!';
const FAILED_TO_FETCH_DATA = 'Failed to fetch data!';

/**
 * ThingsBoard's checks of a v1 command, in its order: an entity id is given (errorCode 2, "Device
 * id is empty!"), then read access. As in ThingsBoard 3.3.4, a refused or unknown entity is
 * answered with errorCode 1 and the command's "Failed to fetch …!" text, not the reason, so the
 * answer tells nothing about other tenants' entities; only bad input (a 400) keeps its sentence.
 */
function mayRead(ctx: SubscriptionContext, cmd: { cmdId: number; entityType?: string; entityId?: string }, failure: string): boolean {
    if (!cmd.entityId || !cmd.entityType) {
        ctx.send(v1Error(cmd.cmdId, SubscriptionError.BAD_REQUEST, 'Device id is empty!'));
        return false;
    }
    try {
        ctx.access.check(ctx.caller, cmd.entityType, cmd.entityId, 'read');
        return true;
    } catch (error) {
        const badInput = error instanceof ThingsboardError && error.status === 400;
        ctx.send(badInput ? v1Error(cmd.cmdId, SubscriptionError.BAD_REQUEST, error.message) : v1Error(cmd.cmdId, SubscriptionError.INTERNAL_ERROR, failure));
        return false;
    }
}

function historyQuery(startTs: number, endTs: number, cmd: { interval?: number; limit?: number; agg?: Aggregation }): HistoryQuery {
    const interval = cmd.interval ?? 0;
    return { startTs, endTs, interval, agg: interval > 0 ? (cmd.agg ?? 'NONE') : 'NONE', limit: Math.min(cmd.limit || DEFAULT_LIMIT, 2_147_483_647), orderBy: 'DESC' };
}

/** attrSubCmds: the current values first, then every change of the keys (all keys when none are named). */
export async function subscribeAttributes(ctx: SubscriptionContext, cmd: AttributesSubCmd): Promise<Subscription | null> {
    if (!mayRead(ctx, cmd, FAILED_TO_FETCH_ATTRIBUTES)) return null;
    const scopes: readonly AttributeScope[] = cmd.scope ? (ATTRIBUTE_SCOPES.includes(cmd.scope as AttributeScope) ? [cmd.scope as AttributeScope] : []) : ATTRIBUTE_SCOPES;
    const keys = keysOf(cmd.keys);
    const current = await ctx.telemetry.attributes.findEntries(cmd.entityId, scopes, keys);
    ctx.send(v1Update(cmd.cmdId, groupByKey(current.map(entry => ({ key: entry.key, ts: entry.lastUpdateTs, value: entry.value })))));
    const wanted = keys ? new Set(keys) : null;
    return {
        close: ctx.telemetry.hub.subscribe(cmd.entityId, (event: TelemetryEvent) => {
            if (event.kind !== 'attributes' || !scopes.includes(event.scope)) return;
            const changed = event.entries.filter(entry => !wanted || wanted.has(entry.key));
            if (changed.length > 0) ctx.send(v1Update(cmd.cmdId, groupByKey(changed.map(entry => ({ key: entry.key, ts: entry.lastUpdateTs, value: entry.value })))));
        }),
    };
}

/**
 * tsSubCmds: without a time window the latest values, with one the history from startTs over the
 * window; then every new point of the keys (all keys when none are named).
 */
export async function subscribeTimeseries(ctx: SubscriptionContext, cmd: TimeseriesSubCmd): Promise<Subscription | null> {
    if (!mayRead(ctx, cmd, FAILED_TO_FETCH_DATA)) return null;
    const keys = keysOf(cmd.keys);
    const { sources } = ctx;
    const source = sources.sourceOf(cmd.entityType, cmd.entityId);
    if (cmd.timeWindow && cmd.timeWindow > 0) {
        const startTs = cmd.startTs ?? Date.now() - cmd.timeWindow;
        const query = historyQuery(startTs, startTs + cmd.timeWindow, cmd);
        const historyKeys = keys ?? sources.latestKeys(source);
        ctx.send(v1Update(cmd.cmdId, groupByKey(historyKeys.flatMap(key => sources.history(source, key, query)))));
    } else {
        ctx.send(v1Update(cmd.cmdId, groupByKey(sources.latest(source, keys))));
    }
    const wanted = keys ? new Set(keys) : null;
    return {
        close: ctx.telemetry.hub.subscribe(source.entityId, event => {
            if (event.kind !== 'timeseries') return;
            const points = event.entries.filter(entry => (!wanted || wanted.has(entry.key)) && sources.shows(source, entry));
            if (points.length > 0) ctx.send(v1Update(cmd.cmdId, groupByKey(points)));
        }),
    };
}

/** historyCmds: one answer with the history of the keys, no subscription. */
export function answerHistory(ctx: SubscriptionContext, cmd: HistoryCmd): void {
    if (!cmd.entityId || !cmd.entityType) return ctx.send(v1Error(cmd.cmdId, SubscriptionError.BAD_REQUEST, 'Device id is empty!'));
    const keys = keysOf(cmd.keys);
    if (!keys) return ctx.send(v1Error(cmd.cmdId, SubscriptionError.BAD_REQUEST, 'Keys are empty!'));
    if (!mayRead(ctx, cmd, FAILED_TO_FETCH_DATA)) return;
    if (cmd.startTs === undefined || cmd.endTs === undefined) return ctx.send(v1Error(cmd.cmdId, SubscriptionError.BAD_REQUEST, 'startTs and endTs are required!'));
    const query = historyQuery(cmd.startTs, cmd.endTs, cmd);
    const source = ctx.sources.sourceOf(cmd.entityType, cmd.entityId);
    ctx.send(v1Update(cmd.cmdId, groupByKey(keys.flatMap(key => ctx.sources.history(source, key, query)))));
}
