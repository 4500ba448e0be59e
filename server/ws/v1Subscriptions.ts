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

/** Checks read access; a refusal is answered on the command's id with errorCode 3 (or 2 for bad input). */
function mayRead(ctx: SubscriptionContext, cmdId: number, entityType: string, entityId: string): boolean {
    try {
        ctx.access.check(ctx.caller, entityType, entityId, 'read');
        return true;
    } catch (error) {
        const message = error instanceof Error ? error.message : 'Unauthorized';
        const code = error instanceof ThingsboardError && error.status === 400 ? SubscriptionError.BAD_REQUEST : SubscriptionError.UNAUTHORIZED;
        ctx.send(v1Error(cmdId, code, message));
        return false;
    }
}

function historyQuery(startTs: number, endTs: number, cmd: { interval?: number; limit?: number; agg?: Aggregation }): HistoryQuery {
    const interval = cmd.interval ?? 0;
    return { startTs, endTs, interval, agg: interval > 0 ? (cmd.agg ?? 'NONE') : 'NONE', limit: Math.min(cmd.limit || DEFAULT_LIMIT, 2_147_483_647), orderBy: 'DESC' };
}

/** attrSubCmds: the current values first, then every change of the keys (all keys when none are named). */
export async function subscribeAttributes(ctx: SubscriptionContext, cmd: AttributesSubCmd): Promise<Subscription | null> {
    if (!mayRead(ctx, cmd.cmdId, cmd.entityType, cmd.entityId)) return null;
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
    if (!mayRead(ctx, cmd.cmdId, cmd.entityType, cmd.entityId)) return null;
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
    if (!mayRead(ctx, cmd.cmdId, cmd.entityType, cmd.entityId)) return;
    const keys = keysOf(cmd.keys);
    if (!keys) return ctx.send(v1Error(cmd.cmdId, SubscriptionError.BAD_REQUEST, 'Keys are empty!'));
    if (cmd.startTs === undefined || cmd.endTs === undefined) return ctx.send(v1Error(cmd.cmdId, SubscriptionError.BAD_REQUEST, 'startTs and endTs are required!'));
    const query = historyQuery(cmd.startTs, cmd.endTs, cmd);
    const source = ctx.sources.sourceOf(cmd.entityType, cmd.entityId);
    ctx.send(v1Update(cmd.cmdId, groupByKey(keys.flatMap(key => ctx.sources.history(source, key, query)))));
}
