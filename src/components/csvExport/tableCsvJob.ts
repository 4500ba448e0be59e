import type { HttpClient, RequestOptions } from '../../providers/http/createHttpClient';
import type { CsvExportJob } from './exportCsv';
import type { Translate } from './listCsvColumns';

/** One page request of a table, as its own page hook sends it. */
export interface PageRequest {
    path: string;
    options: RequestOptions;
}

/** A page as ThingsBoard's PageData answers it. */
interface PageData<Row> {
    data?: Row[];
    totalElements?: number;
    hasNext?: boolean;
}

export interface TableCsvSpec<Row> {
    /** The columns the table shows, in its order; their labels are i18n keys. */
    columns: ReadonlyArray<{ key: string; label: string }>;
    /** A cell as the file holds it: what the table shows, as text. */
    cellText: (row: Row, columnKey: string) => string;
    /** The table's own request builder (filters, search, sort, time window), for another page and size. */
    request: (page: number, pageSize: number, now: number) => PageRequest;
    translate: Translate;
    client: HttpClient;
    /** The moment a relative time window ends: fixed once, so every page reads the same window. */
    now?: number;
}

/** The export of a server-paged table as shown: its columns, and its own request for every page. */
export function tableCsvJob<Row>({ columns, cellText, request, translate, client, now = Date.now() }: TableCsvSpec<Row>): Pick<CsvExportJob<Row>, 'columns' | 'fetchPage'> {
    return {
        columns: columns.map(column => ({ header: translate(column.label), value: row => cellText(row, column.key) })),
        fetchPage: async (page, pageSize, signal) => {
            const { path, options } = request(page, pageSize, now);
            const answer = await client.request<PageData<Row> | undefined>(path, { ...options, signal, ignoreLoading: true, resendOn429: true });
            const rows = answer?.data ?? [];
            const totalElements = answer?.totalElements ?? rows.length;
            return { rows, totalElements, hasNext: answer?.hasNext ?? (page + 1) * pageSize < totalElements };
        },
    };
}
