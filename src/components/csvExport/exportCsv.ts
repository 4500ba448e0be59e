import { CSV_BOM, csvRecord } from './csvText';

/** One column of an export: its header and how a row's value is written. */
export interface CsvColumn<Row> {
    header: string;
    value: (row: Row) => string;
}

/** One page as a ThingsBoard page link answers it. */
export interface CsvPage<Row> {
    rows: readonly Row[];
    totalElements: number;
    hasNext: boolean;
}

export interface CsvExportJob<Row> {
    columns: readonly CsvColumn<Row>[];
    /** Page `page` (0-based) of `pageSize` rows, with the list's filter and sort. */
    fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<CsvPage<Row>>;
    /** Runs on each page before its rows are written (looks up names the columns show). */
    preparePage?: (rows: readonly Row[], signal: AbortSignal) => Promise<void>;
    signal: AbortSignal;
    onProgress?: (fetched: number, totalElements: number) => void;
    pageSize?: number;
    /** Between pages: lets the browser paint and handle input, so a long export never freezes it. */
    pause?: () => Promise<void>;
}

/** Rows per request: few round trips, while one page's text stays small. */
export const EXPORT_PAGE_SIZE = 1000;

export const CSV_TYPE = 'text/csv;charset=utf-8';

const nextTask = () => new Promise<void>(resolve => setTimeout(resolve, 0));

/**
 * Fetches every page until the server says there is no next one and writes the CSV as it goes:
 * each page becomes its own Blob part, so the file is never one giant string (the browser may keep
 * the parts out of the JS heap). Rejects with the signal's reason when cancelled.
 */
export async function exportCsv<Row>({
    columns,
    fetchPage,
    preparePage,
    signal,
    onProgress,
    pageSize = EXPORT_PAGE_SIZE,
    pause = nextTask,
}: CsvExportJob<Row>): Promise<Blob> {
    const parts: BlobPart[] = [CSV_BOM + csvRecord(columns.map(column => column.header))];
    let fetched = 0;
    for (let page = 0; ; page++) {
        signal.throwIfAborted();
        const { rows, totalElements, hasNext } = await fetchPage(page, pageSize, signal);
        await preparePage?.(rows, signal);
        signal.throwIfAborted();
        parts.push(new Blob([rows.map(row => csvRecord(columns.map(column => column.value(row)))).join('')]));
        fetched += rows.length;
        onProgress?.(fetched, Math.max(totalElements, fetched));
        // An empty page ends it too: a server that keeps saying hasNext must not loop forever.
        if (!hasNext || rows.length === 0) break;
        await pause();
    }
    return new Blob(parts, { type: CSV_TYPE });
}

/** Rows already in memory (a widget's data), written through the same paged writer. */
export const inMemoryPages =
    <Row>(rows: readonly Row[]) =>
    async (page: number, pageSize: number): Promise<CsvPage<Row>> => ({
        rows: rows.slice(page * pageSize, (page + 1) * pageSize),
        totalElements: rows.length,
        hasNext: (page + 1) * pageSize < rows.length,
    });
