import { parseCsv } from '../../../shared/csv';

/** How much of a file the preview reads: enough for its first rows, however long the file. */
const PREVIEW_CHARS = 64 * 1024;
const CANDIDATES = [',', ';', '|', '\t'];

/** The delimiter the file's first line uses most (comma when it uses none). */
export function guessDelimiter(text: string): string {
    const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
    let best = ',';
    let bestCount = 0;
    for (const candidate of CANDIDATES) {
        const count = firstLine.split(candidate).length - 1;
        if (count > bestCount) [best, bestCount] = [candidate, count];
    }
    return best;
}

/** The first `limit` readable records of the file, as the import will split them. */
export function previewRecords(text: string, delimiter: string, limit: number): string[][] {
    const head = text.length > PREVIEW_CHARS ? text.slice(0, PREVIEW_CHARS) : text;
    return parseCsv(head, delimiter)
        .slice(0, limit)
        .map(record => record.fields ?? []);
}

/** Why a file's text cannot be a CSV import (binary, or nothing in it), as an i18n key, or null. */
export const fileProblem = (text: string): string | null => {
    if (text.includes('\u0000')) return 'import.not-csv-file';
    return text.replace(/^\uFEFF/, '').trim() === '' ? 'import.empty-file' : null;
};
