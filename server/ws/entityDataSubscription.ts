import type { HistoryQuery } from '../db/repositories/timeseries';
import { dictionary } from '../telemetry/dictionary';
import { textValue } from '../telemetry/kv';
import type { TelemetryEvent } from '../telemetry/hub';
import type { Subscription, SubscriptionContext } from './context';
import { UnsupportedFilterError, type ResolvedEntity } from './entityQuery';
import { findEntityData } from './entityDataQuery';
import { readLatest, SCOPES_OF_KEY_TYPE } from './latestValues';
import {
    entityDataUpdate,
    MAX_ENTITIES_PER_SUBSCRIPTION,
    SubscriptionError,
    v2Error,
    type EntityData,
    type EntityDataCmd,
    type EntityDataQuery,
    type EntityKey,
    type LatestValues,
    type PageData,
    type TsValue,
} from './protocol';

const DEFAULT_LIMIT = 100;

/**
 * One entityDataCmd (v2) of a session, as ThingsBoard's TbEntityDataSubCtx runs it: the query's
 * page goes out in one full `data` message; the latestCmd and tsCmd keys then stream as `update`
 * messages holding only what changed, one entity each. A latest value older than, or equal to,
 * the one already sent is not sent again. Re-sending the command (same cmdId) replaces the page
 * (with a query) or the keys (without).
 */
export class EntityDataSubscription implements Subscription {
    private query: EntityDataQuery | null = null;
    private page: ResolvedEntity[] = [];
    private pageInfo = { totalPages: 0, totalElements: 0, hasNext: false };
    private readonly data = new Map<string, EntityData>();
    private latestKeys: EntityKey[] = [];
    private tsKeys = new Set<string>();
    private stopListening: Array<() => void> = [];
    private initialSent = false;
    private refreshTimer: NodeJS.Timeout | null = null;
    /** The latest and time-series commands in force, replayed when a dynamic query's entities change. */
    private liveCommands: Pick<EntityDataCmd, 'latestCmd' | 'tsCmd'> = {};

    constructor(
        private readonly ctx: SubscriptionContext,
        readonly cmdId: number,
    ) {}

    close(): void {
        this.stopLive();
        if (this.refreshTimer) clearInterval(this.refreshTimer);
        this.refreshTimer = null;
    }

    private stopLive(): void {
        for (const stop of this.stopListening) stop();
        this.stopListening = [];
    }

    /**
     * pageLink.dynamic: the query runs again on the refresh interval; when the page's entities
     * changed, the whole page goes out again and the live keys follow the new entities.
     */
    private scheduleRefresh(query: EntityDataQuery): void {
        if (!query.pageLink?.dynamic) return;
        this.refreshTimer = setInterval(() => {
            const before = this.page.map(entity => entity.id).join();
            void this.pageIds(query).then(
                after => {
                    if (after.join() !== before && this.query === query) return this.handle({ cmdId: this.cmdId, query, ...this.liveCommands });
                },
                () => undefined,
            );
        }, this.ctx.refreshMs());
        this.refreshTimer.unref();
    }

    /** The ids the query's page would hold now. */
    private async pageIds(query: EntityDataQuery): Promise<string[]> {
        const probe = new EntityDataSubscription({ ...this.ctx, send: () => undefined }, this.cmdId);
        try {
            await probe.runQuery(query);
            return probe.page.map(entity => entity.id);
        } finally {
            probe.close();
        }
    }

    async handle(cmd: EntityDataCmd): Promise<void> {
        if (cmd.query) {
            try {
                await this.runQuery(cmd.query);
            } catch (error) {
                if (!(error instanceof UnsupportedFilterError)) throw error;
                this.ctx.send(v2Error(this.cmdId, 'ENTITY_DATA', SubscriptionError.BAD_REQUEST, error.message));
                return;
            }
        } else if (!this.query) {
            this.ctx.send(v2Error(this.cmdId, 'ENTITY_DATA', SubscriptionError.BAD_REQUEST, 'Query is not defined!'));
            return;
        }

        const changed = new Map<string, EntityData>();
        const changedOf = (entity: ResolvedEntity) => {
            let entry = changed.get(entity.id);
            if (!entry) changed.set(entity.id, (entry = { entityId: { entityType: entity.entityType, id: entity.id }, latest: null, timeseries: null }));
            return entry;
        };

        if (cmd.historyCmd) {
            const { historyCmd } = cmd;
            this.fillTimeseries(historyCmd.keys, this.historyQuery(historyCmd.startTs, historyCmd.endTs, historyCmd), changedOf);
            this.sendPageOrUpdate(changed);
            return;
        }
        if (cmd.latestCmd) {
            this.liveCommands.latestCmd = cmd.latestCmd;
            this.latestKeys = cmd.latestCmd.keys ?? [];
            for (const entity of this.page) {
                const latest = await readLatest(this.ctx.telemetry, this.ctx.sources, entity, this.latestKeys);
                this.mergeLatest(entity.id, latest);
                changedOf(entity).latest = latest;
            }
        }
        if (cmd.tsCmd) {
            const { tsCmd } = cmd;
            this.liveCommands.tsCmd = tsCmd;
            this.tsKeys = new Set(tsCmd.keys ?? []);
            this.fillTimeseries([...this.tsKeys], this.historyQuery(tsCmd.startTs, tsCmd.startTs + tsCmd.timeWindow, tsCmd), changedOf);
        }
        this.sendPageOrUpdate(changed);
        this.listen();
    }

    private historyQuery(startTs: number, endTs: number, cmd: { interval?: number; limit?: number; agg?: HistoryQuery['agg'] }): HistoryQuery {
        // Buckets are whole milliseconds; anything finer means no aggregation, as interval 0 does.
        const interval = Math.floor(cmd.interval ?? 0);
        return { startTs, endTs, interval, agg: interval > 0 ? (cmd.agg ?? 'NONE') : 'NONE', limit: Math.min(cmd.limit || DEFAULT_LIMIT, 2_147_483_647), orderBy: 'DESC' };
    }

    private fillTimeseries(keys: readonly string[], query: HistoryQuery, changedOf: (entity: ResolvedEntity) => EntityData): void {
        for (const entity of this.page) {
            const timeseries = dictionary<TsValue[]>();
            for (const key of keys) {
                const source = this.ctx.sources.sourceOf(entity.entityType, entity.id);
                timeseries[key] = this.ctx.sources.history(source, key, query).map(entry => ({ ts: entry.ts, value: textValue(entry.value) }));
            }
            const data = this.data.get(entity.id)!;
            data.timeseries = Object.assign(dictionary<TsValue[]>(), data.timeseries, timeseries);
            changedOf(entity).timeseries = timeseries;
        }
    }

    private mergeLatest(entityId: string, latest: LatestValues): void {
        const data = this.data.get(entityId)!;
        const target = (data.latest ??= {});
        for (const [type, values] of Object.entries(latest) as Array<[keyof LatestValues, Record<string, TsValue>]>) {
            target[type] = Object.assign(dictionary<TsValue>(), target[type], values);
        }
    }

    /** The first answer is the whole page; later answers to the same cmdId carry only what they changed. */
    private sendPageOrUpdate(changed: Map<string, EntityData>): void {
        if (!this.initialSent) {
            const page: PageData<EntityData> = { data: this.page.map(entity => this.data.get(entity.id)!), ...this.pageInfo };
            this.ctx.send(entityDataUpdate(this.cmdId, page, null));
            this.initialSent = true;
        } else if (changed.size > 0) {
            this.ctx.send(entityDataUpdate(this.cmdId, null, [...changed.values()]));
        }
    }

    private async runQuery(query: EntityDataQuery): Promise<void> {
        const refreshing = this.query === query;
        this.stopLive();
        if (!refreshing) {
            if (this.refreshTimer) clearInterval(this.refreshTimer);
            this.refreshTimer = null;
            this.liveCommands = {};
        }
        this.query = query;
        // As in ThingsBoard, a command's answers after its first are updates, even for a new query;
        // only a dynamic page that changed goes out whole again.
        if (refreshing) this.initialSent = false;
        this.latestKeys = [];
        this.tsKeys = new Set();
        this.data.clear();

        const { entities, page } = await findEntityData(this.ctx, this.ctx.caller, query, MAX_ENTITIES_PER_SUBSCRIPTION);
        const { data, ...pageInfo } = page;
        this.pageInfo = pageInfo;
        this.page = entities;
        for (const entry of data) this.data.set(entry.entityId.id, entry);
        if (!refreshing) this.scheduleRefresh(query);
    }

    private listen(): void {
        this.stopLive();
        if (this.latestKeys.length === 0 && this.tsKeys.size === 0) return;
        const { hub } = this.ctx.telemetry;
        for (const entity of this.page) {
            const source = this.ctx.sources.sourceOf(entity.entityType, entity.id);
            const shown = (event: TelemetryEvent): TelemetryEvent =>
                event.kind === 'timeseries' ? { ...event, entries: event.entries.filter(entry => this.ctx.sources.shows(source, entry)) } : event;
            if (source.entityId === entity.id) {
                this.stopListening.push(hub.subscribe(entity.id, event => this.onEvent(entity, shown(event))));
            } else {
                // An entity view: its own attributes, its entity's time series.
                this.stopListening.push(hub.subscribe(entity.id, event => event.kind !== 'timeseries' && this.onEvent(entity, event)));
                this.stopListening.push(hub.subscribe(source.entityId, event => event.kind === 'timeseries' && this.onEvent(entity, shown(event))));
            }
        }
    }

    /** Keeps a latest value unless it is older than, or the same as, the one already sent. */
    private acceptLatest(entityId: string, type: EntityKey['type'], key: string, candidate: TsValue, into: LatestValues): void {
        const data = this.data.get(entityId)!;
        const previous = data.latest?.[type]?.[key];
        if (previous && (candidate.ts < previous.ts || (candidate.ts === previous.ts && candidate.value === previous.value))) return;
        ((data.latest ??= {})[type] ??= dictionary())[key] = candidate;
        (into[type] ??= dictionary())[key] = candidate;
    }

    private onEvent(entity: ResolvedEntity, event: TelemetryEvent): void {
        const entityId = { entityType: entity.entityType, id: entity.id };
        const latestUpdate: LatestValues = {};
        if (event.kind === 'timeseries') {
            const newest = new Map<string, TsValue>();
            const tsUpdate = dictionary<TsValue[]>();
            for (const entry of event.entries) {
                const value = { ts: entry.ts, value: textValue(entry.value) };
                const current = newest.get(entry.key);
                if (!current || value.ts >= current.ts) newest.set(entry.key, value);
                if (this.tsKeys.has(entry.key)) (tsUpdate[entry.key] ??= []).push(value);
            }
            for (const { type, key } of this.latestKeys) {
                const value = type === 'TIME_SERIES' ? newest.get(key) : undefined;
                if (value) this.acceptLatest(entity.id, type, key, value, latestUpdate);
            }
            if (Object.keys(tsUpdate).length > 0) this.ctx.send(entityDataUpdate(this.cmdId, null, [{ entityId, latest: null, timeseries: tsUpdate }]));
        } else if (event.kind === 'attributes') {
            for (const { type, key } of this.latestKeys) {
                if (!SCOPES_OF_KEY_TYPE[type]?.includes(event.scope)) continue;
                const entry = event.entries.find(candidate => candidate.key === key);
                if (entry) this.acceptLatest(entity.id, type, key, { ts: entry.lastUpdateTs, value: textValue(entry.value) }, latestUpdate);
            }
        }
        if (Object.keys(latestUpdate).length > 0) this.ctx.send(entityDataUpdate(this.cmdId, null, [{ entityId, latest: latestUpdate, timeseries: null }]));
    }
}
