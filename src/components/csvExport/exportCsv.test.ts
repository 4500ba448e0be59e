// @vitest-environment node
// The writer is plain TypeScript (the benchmark runs it in Node); Node's Blob reads back its bytes.
import { describe, expect, it, vi } from 'vitest';
import { exportCsv, inMemoryPages, type CsvColumn, type CsvPage } from './exportCsv';

interface Row {
    name: string;
}

const columns: CsvColumn<Row>[] = [{ header: 'Name', value: row => row.name }];
const rowsNamed = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ name: `d${from + i}` }));
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const textOf = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(blob));
const noPause = () => Promise.resolve();

describe('exportCsv', () => {
    it('starts with a UTF-8 byte-order mark and the header, and is typed text/csv', async () => {
        const blob = await exportCsv({ columns, fetchPage: inMemoryPages([{ name: 'é' }]), signal: new AbortController().signal, pause: noPause });
        expect([...(await bytesOf(blob)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(await textOf(blob)).toBe('\uFEFFName\r\né\r\n');
        expect(blob.type).toBe('text/csv;charset=utf-8');
    });

    it('fetches page after page until the server says hasNext=false, and reports progress', async () => {
        const answers: CsvPage<Row>[] = [
            { rows: rowsNamed(0, 2), totalElements: 5, hasNext: true },
            { rows: rowsNamed(2, 2), totalElements: 5, hasNext: true },
            { rows: rowsNamed(4, 1), totalElements: 5, hasNext: false },
        ];
        const fetchPage = vi.fn(async (page: number, _pageSize: number) => answers[page]!);
        const progress: Array<[number, number]> = [];
        const blob = await exportCsv({
            columns,
            fetchPage,
            pageSize: 2,
            signal: new AbortController().signal,
            onProgress: (fetched, total) => progress.push([fetched, total]),
            pause: noPause,
        });
        expect(fetchPage.mock.calls.map(([page, pageSize]) => [page, pageSize])).toEqual([[0, 2], [1, 2], [2, 2]]);
        expect(progress).toEqual([[2, 5], [4, 5], [5, 5]]);
        expect((await textOf(blob)).split('\r\n')).toEqual(['\uFEFFName', 'd0', 'd1', 'd2', 'd3', 'd4', '']);
    });

    it('stops at an empty page even when the server keeps saying hasNext', async () => {
        const fetchPage = vi.fn(async (page: number): Promise<CsvPage<Row>> => ({ rows: page === 0 ? rowsNamed(0, 1) : [], totalElements: 1, hasNext: true }));
        await exportCsv({ columns, fetchPage, signal: new AbortController().signal, pause: noPause });
        expect(fetchPage).toHaveBeenCalledTimes(2);
    });

    it('asks for pages of 1000 rows by default and pauses between pages', async () => {
        const pause = vi.fn(noPause);
        const fetchPage = vi.fn(inMemoryPages(rowsNamed(0, 2500)));
        await exportCsv({ columns, fetchPage, signal: new AbortController().signal, pause });
        expect(fetchPage.mock.calls.map(([page, pageSize]) => [page, pageSize])).toEqual([[0, 1000], [1, 1000], [2, 1000]]);
        expect(pause).toHaveBeenCalledTimes(2);
    });

    it('stops fetching once cancelled and rejects with the abort', async () => {
        const controller = new AbortController();
        const fetchPage = vi.fn(async (page: number): Promise<CsvPage<Row>> => {
            if (page === 1) controller.abort();
            return { rows: rowsNamed(page, 1), totalElements: 10, hasNext: true };
        });
        await expect(exportCsv({ columns, fetchPage, signal: controller.signal, pause: noPause })).rejects.toMatchObject({ name: 'AbortError' });
        expect(fetchPage).toHaveBeenCalledTimes(2);
    });

    it('passes the signal to the page fetch, so cancel aborts the request in flight', async () => {
        const controller = new AbortController();
        const fetchPage = vi.fn(
            (_page: number, _size: number, signal: AbortSignal) =>
                new Promise<CsvPage<Row>>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
        );
        const running = exportCsv({ columns, fetchPage, signal: controller.signal, pause: noPause });
        controller.abort();
        await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    });
});
