/**
 * The seam between the dashboard's data layer and its widgets, as ThingsBoard's widget runtime sees it:
 * a widget gets one `DatasourceData` per (resolved datasource, data key), each a time-ordered list of
 * `[ts, value]` points. Latest-value widgets read the last point; time-series widgets the whole list.
 *
 * Producers: `src/dashboard/subscriptions` (entity and entityCount datasources over the WebSocket) and
 * `src/dashboard/datasources` (function datasources generated in the browser). Consumer:
 * `src/dashboard/runtime` (the widget host) and the widgets in `src/dashboard/widgets`.
 *
 * Config shapes (Datasource, DataKey, Timewindow, EntityAlias, …) come from the contract through
 * `./dashboardConfig` and are never re-declared here.
 */
import type { DataKey, Datasource } from './dashboardConfig';

/** One point: a timestamp in ms and the value as received (numbers stay numbers, text stays text). */
export type DataPoint = [ts: number, value: unknown];

/** A datasource after alias resolution: one row per entity the alias resolved to. */
export interface ResolvedDatasource extends Datasource {
    /** Stable key of this row, e.g. `DEVICE:<uuid>` or `function:0`. */
    rowKey: string;
}

export interface DatasourceData {
    datasource: ResolvedDatasource;
    dataKey: DataKey;
    data: DataPoint[];
}

/** What a widget receives on every change. `data` is a new array each time (cheap identity checks). */
export interface WidgetDataSnapshot {
    data: DatasourceData[];
    /** True until the first full answer arrived for every datasource. */
    loading: boolean;
    /** A message for the widget's error overlay (subscription or resolution failure), or null. */
    error: string | null;
}

/** A running data feed for one widget. Producers push snapshots; `stop` unsubscribes cleanly. */
export interface WidgetDataFeed {
    subscribe(listener: (snapshot: WidgetDataSnapshot) => void): () => void;
    /** Unsubscribe from the server (entity data / count unsubscribe commands) and stop timers. */
    stop(): void;
}
