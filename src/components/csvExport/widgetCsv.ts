import type { DatasourceData } from '../../dashboard/model/widgetData';
import { dataKeyLabel } from '../../dashboard/runtime/dataKeyLabel';
import { csvFileName } from './csvFileName';
import { exportCsv, inMemoryPages, type CsvColumn } from './exportCsv';
import { isoDateTime } from './isoDateTime';

/** One timestamp of the widget's data: the value of each series at it, if it has one. */
interface WidgetCsvRow {
    ts: number;
    values: unknown[];
}

const cellText = (value: unknown): string =>
    value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * A time-series widget's data side by side, as its chart or table holds it (the time window's
 * points; for a realtime window, the buffered ones): one row per timestamp, oldest first, the
 * timestamp then one column per data key under its label; a series without a point there is empty.
 */
export function widgetCsvTable(data: readonly DatasourceData[], timestampHeader: string): { columns: CsvColumn<WidgetCsvRow>[]; rows: WidgetCsvRow[] } {
    const byTs = new Map<number, unknown[]>();
    data.forEach((series, index) => {
        for (const [ts, value] of series.data) {
            let values = byTs.get(ts);
            if (!values) byTs.set(ts, (values = new Array<unknown>(data.length)));
            values[index] = value;
        }
    });
    const rows = [...byTs].sort(([a], [b]) => a - b).map(([ts, values]) => ({ ts, values }));
    const columns: CsvColumn<WidgetCsvRow>[] = [
        { header: timestampHeader, value: row => isoDateTime(row.ts) },
        ...data.map((series, index): CsvColumn<WidgetCsvRow> => ({
            header: dataKeyLabel(series.datasource, series.dataKey),
            value: row => cellText(row.values[index]),
        })),
    ];
    return { columns, rows };
}

/** The widget's data as `<widget title>-<date>.csv`, through the same writer as the lists. */
export async function exportWidgetCsv(data: readonly DatasourceData[], widgetTitle: string, timestampHeader: string): Promise<{ blob: Blob; fileName: string }> {
    const { columns, rows } = widgetCsvTable(data, timestampHeader);
    const blob = await exportCsv({ columns, fetchPage: inMemoryPages(rows), signal: new AbortController().signal });
    return { blob, fileName: csvFileName(widgetTitle) };
}
