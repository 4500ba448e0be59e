import type { DatasourceData, ResolvedDatasource } from '../../model/widgetData';

/** One entity's tab of the timeseries table: its datasource and the series of its keys. */
export interface EntityTab {
    rowKey: string;
    datasource: ResolvedDatasource;
    series: DatasourceData[];
}

/** A row of the timeseries table: one timestamp and each key's value at it (by series index). */
export interface TimestampRow {
    ts: number;
    values: unknown[];
}

/** The snapshot split per entity, in the feed's order (ThingsBoard shows a tab per datasource entity). */
export function entityTabsOf(data: readonly DatasourceData[]): EntityTab[] {
    const tabs = new Map<string, EntityTab>();
    for (const entry of data) {
        const key = entry.datasource.rowKey;
        const tab = tabs.get(key) ?? { rowKey: key, datasource: entry.datasource, series: [] };
        tab.series.push(entry);
        tabs.set(key, tab);
    }
    return [...tabs.values()];
}

/**
 * The series merged on their timestamps, newest first: a key without a point at a timestamp leaves
 * its cell empty. `hideEmptyLines` drops rows where every value is empty.
 */
export function timestampRowsOf(series: readonly DatasourceData[], hideEmptyLines = false): TimestampRow[] {
    const rows = new Map<number, TimestampRow>();
    series.forEach((entry, index) => {
        for (const [ts, value] of entry.data) {
            let row = rows.get(ts);
            if (!row) {
                row = { ts, values: [] };
                rows.set(ts, row);
            }
            row.values[index] = value;
        }
    });
    const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
    return [...rows.values()]
        .filter(row => !hideEmptyLines || !series.every((_, index) => isEmpty(row.values[index])))
        .sort((a, b) => b.ts - a.ts);
}
