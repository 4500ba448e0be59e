import type { EntityData, EntityKey } from '../../../shared/generated/api.gen';
import type { EntityDataUpdate, TelemetrySocket } from '../../lib/telemetrySocket';
import type { Timewindow } from '../../lib/time/timewindow';
import type { DataKey, Datasource } from '../model/dashboardConfig';
import type { DataPoint, DatasourceData, ResolvedDatasource, WidgetDataFeed, WidgetDataSnapshot } from '../model/widgetData';
import { entityDataCommand, isSeriesKey, latestKeyOf, splitKeys, type EntityDataRequest } from './entityDataCommand';
import { latestPoints, rowDatasource, toPoint } from './entityRow';
import { SeriesBuffer } from './seriesBuffer';
import { createSnapshotPublisher, type SnapshotTransform } from './snapshotPublisher';
import { subscriptionWindow, type RealtimeSubscriptionWindow, type SubscriptionWindow } from './subscriptionTimewindow';
import { serverClock } from '../../lib/time/serverClock';

export interface EntityDataFeedOptions extends Omit<EntityDataRequest, 'dataKeys'> {
    /** The widget's datasource as configured; each resolved entity gets a copy of it. */
    datasource: Datasource;
    /** The keys to read; the datasource's own by default. */
    dataKeys?: DataKey[];
    /** The widget's (or dashboard's) time window, for time-series keys of time-series widgets. */
    timewindow?: Timewindow | null;
    /** The system's maxDatapointsLimit as the server gave it. */
    maxDatapoints?: number | null;
    socket: Pick<TelemetrySocket, 'subscribeEntityData'>;
    now?: () => number;
    transform?: SnapshotTransform;
}

/** setInterval fires at once for delays past 2^31 - 1 ms (about 24.8 days). */
const MAX_TIMER_DELAY = 2 ** 31 - 1;

/** One entity the query gave: its datasource, its latest values and its series over the window. */
interface Row {
    entityId: string;
    datasource: ResolvedDatasource;
    latest: Map<string, DataPoint[]>;
    series: Map<string, SeriesBuffer>;
    /** What the last snapshot held for each data key, reused while its points stay the same. */
    entries: DatasourceData[];
}

/** One shared empty list, so a key without values keeps its entry between snapshots. */
const NO_POINTS: DataPoint[] = [];

const latestId = (key: EntityKey) => `${key.type}:${key.key}`;

/**
 * A widget's entity datasource over the WebSocket: one entityDataCmd (see entityDataCommand), then
 * one DatasourceData per (entity, data key) on every change. A realtime window slides with the
 * clock, checked every aggregation interval: points (or buckets) older than its start drop out,
 * and a quick interval whose period ended is asked for again. A history window answers once.
 */
export function createEntityDataFeed(options: EntityDataFeedOptions): WidgetDataFeed {
    const now = options.now ?? serverClock.now;
    const dataKeys = options.dataKeys ?? options.datasource.dataKeys;
    const request: EntityDataRequest = { ...options, dataKeys };
    const keys = splitKeys(dataKeys, options.widgetKind);
    const windowAt = (time: number) => (keys.series.length > 0 ? subscriptionWindow(options.timewindow, time, options.maxDatapoints) : null);

    const publisher = createSnapshotPublisher(options.transform);
    let window: SubscriptionWindow | null = windowAt(now());
    let rows: Row[] = [];
    let rowById = new Map<string, Row>();
    let error: string | null = null;
    let loading = true;
    let stopped = false;
    let unsubscribe: (() => void) | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;

    const pointsOf = (row: Row, dataKey: DataKey): DataPoint[] => {
        if (isSeriesKey(dataKey, options.widgetKind)) return row.series.get(dataKey.name)?.data() ?? NO_POINTS;
        const key = latestKeyOf(dataKey, options.widgetKind);
        return (key && row.latest.get(latestId(key))) ?? NO_POINTS;
    };

    const publish = () => {
        const data: DatasourceData[] = [];
        for (const row of rows) {
            dataKeys.forEach((dataKey, index) => {
                const points = pointsOf(row, dataKey);
                const previous = row.entries[index];
                const entry = previous?.data === points ? previous : { datasource: row.datasource, dataKey, data: points };
                row.entries[index] = entry;
                data.push(entry);
            });
        }
        const snapshot: WidgetDataSnapshot = { data, loading, error };
        publisher.publish(snapshot);
    };

    const rowOf = (entity: EntityData): Row => {
        const row: Row = { entityId: entity.entityId.id, datasource: rowDatasource(options.datasource, dataKeys, entity), latest: new Map(), series: new Map(), entries: [] };
        for (const key of keys.latest) {
            const points = latestPoints(entity.latest, key);
            if (points) row.latest.set(latestId(key), points);
        }
        if (window) {
            for (const name of keys.series) {
                const buffer = new SeriesBuffer(window.aggregation, window.startTs);
                buffer.load((entity.timeseries?.[name] ?? []).map(toPoint));
                row.series.set(name, buffer);
            }
        }
        return row;
    };

    /** Live values of one entity; true when anything changed. */
    const mergeInto = (row: Row, entity: EntityData): boolean => {
        let changed = false;
        for (const key of keys.latest) {
            const points = latestPoints(entity.latest, key);
            const current = row.latest.get(latestId(key));
            if (!points || points.length === 0 || (current?.[0] && current[0][0] > points[0]![0])) continue;
            row.latest.set(latestId(key), points);
            changed = true;
        }
        const windowStart = window?.startTs ?? -Infinity;
        for (const [name, values] of Object.entries(entity.timeseries ?? {})) {
            const buffer = row.series.get(name);
            // A late point from before the window would only show until the next slide.
            if (buffer?.merge(values.filter(value => value.ts >= windowStart).map(toPoint))) changed = true;
        }
        return changed;
    };

    const onMessage = (message: EntityDataUpdate) => {
        if (stopped) return;
        if (message.errorCode !== 0) {
            error = message.errorMsg ?? `Error ${message.errorCode}`;
            loading = false;
            publish();
            return;
        }
        if (message.data) {
            // The whole page: first answer, a reconnect or a dynamic query whose entities changed.
            rows = message.data.data.map(rowOf);
            rowById = new Map(rows.map(row => [row.entityId, row]));
            loading = false;
            error = null;
            publish();
            return;
        }
        let changed = false;
        for (const entity of message.update ?? []) {
            const row = rowById.get(entity.entityId.id);
            if (row && mergeInto(row, entity)) changed = true;
        }
        if (changed) publish();
    };

    const subscribe = () => {
        unsubscribe = options.socket.subscribeEntityData(() => {
            // A realtime window is asked for as it is at each send (a reconnect comes later).
            if (window?.realtime) window = windowAt(now());
            return entityDataCommand(request, window);
        }, onMessage);
    };

    const slide = (current: RealtimeSubscriptionWindow) => {
        const next = windowAt(now()) as RealtimeSubscriptionWindow;
        if (current.quickInterval) {
            if (next.startTs === current.startTs) return;
            // A new period (the next day, hour …): ask for it from the start.
            unsubscribe?.();
            window = next;
            subscribe();
            return;
        }
        window = next;
        let dropped = false;
        for (const row of rows) for (const buffer of row.series.values()) dropped = buffer.dropBefore(next.startTs) || dropped;
        if (dropped) publish();
    };

    subscribe();
    if (window?.realtime) {
        timer = setInterval(() => {
            if (window?.realtime) slide(window);
        }, Math.min(window.aggregation.interval, MAX_TIMER_DELAY));
    }

    return {
        subscribe: listener => publisher.subscribe(listener),
        stop: () => {
            if (stopped) return;
            stopped = true;
            if (timer) clearInterval(timer);
            unsubscribe?.();
            publisher.close();
        },
    };
}
