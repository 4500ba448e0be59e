import { useEffect, useState } from 'react';
import type { DataKey, Datasource, WidgetConfig, WidgetKind } from '../../dashboard/model/dashboardConfig';
import type { DataPoint, DatasourceData } from '../../dashboard/model/widgetData';

/** Points a time-series preview keeps: a minute at one point per second. */
export const PREVIEW_HISTORY = 60;
export const PREVIEW_TICK_MS = 1000;

/** Kinds whose preview gets data; static, rpc and alarm widgets run without series. */
const KINDS_WITH_SERIES: ReadonlySet<WidgetKind> = new Set(['timeseries', 'latest']);

/** The next sample of a random walk within ±100, as ThingsBoard's function key templates produce. */
export const nextSample = (previous: number, random: () => number = Math.random): number =>
    Math.max(-100, Math.min(100, previous + random() * 20 - 10));

/**
 * Sample data for the editor's preview: every data key of every datasource gets a random walk (the
 * preview runs no entity subscriptions and never evaluates a key's function in the page). Latest
 * widgets keep the last point, time-series widgets the last minute.
 */
export function advancePreview(current: readonly DatasourceData[], config: WidgetConfig, kind: WidgetKind, now: number, random: () => number = Math.random): DatasourceData[] {
    if (!KINDS_WITH_SERIES.has(kind)) return [];
    const keep = kind === 'timeseries' ? PREVIEW_HISTORY : 1;
    const datasources: Datasource[] = config.datasources ?? [];
    return datasources.flatMap((datasource, row) =>
        datasource.dataKeys.map((dataKey: DataKey, column): DatasourceData => {
            const before = current.find(entry => entry.datasource.rowKey === `preview:${row}` && entry.dataKey.label === dataKey.label && entry.dataKey.name === dataKey.name);
            let points: DataPoint[] = before?.data ?? [];
            if (points.length === 0 && kind === 'timeseries') {
                // A full minute from the start, so a chart has a line at once.
                let value = 0;
                points = Array.from({ length: keep - 1 }, (_, index): DataPoint => {
                    value = nextSample(value, random);
                    return [now - (keep - 1 - index) * PREVIEW_TICK_MS, value];
                });
            }
            const last = points.length ? Number(points[points.length - 1]![1]) : column * 10;
            return { datasource: { ...datasource, rowKey: `preview:${row}` }, dataKey, data: [...points, [now, nextSample(last, random)] as DataPoint].slice(-keep) };
        }),
    );
}

/** The preview's live sample data: a new point every second while the preview is shown. */
export function usePreviewData(config: WidgetConfig | null, kind: WidgetKind): DatasourceData[] {
    const [data, setData] = useState<DatasourceData[]>([]);
    const key = JSON.stringify(config?.datasources ?? null);
    useEffect(() => {
        if (!config) return;
        setData(advancePreview([], config, kind, Date.now()));
        const timer = window.setInterval(() => setData(current => advancePreview(current, config, kind, Date.now())), PREVIEW_TICK_MS);
        return () => window.clearInterval(timer);
        // The key stands for the datasources: an edit elsewhere in the configuration keeps the series.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key, kind]);
    return data;
}
