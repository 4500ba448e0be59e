/** One record of a CSV file: its fields, or why it could not be read. */
export type CsvRecord = { fields: string[]; error?: undefined } | { fields?: undefined; error: string };

const QUOTE = '"';

/**
 * Reads CSV text as ThingsBoard's parser (Apache Commons CSV, default format) does: fields split by
 * `delimiter`, double-quoted fields may hold delimiters, line breaks and doubled quotes, records
 * end at CR, LF or CRLF, empty lines are skipped and a leading byte-order mark is dropped.
 * A record that breaks the quoting rules becomes an error record, so the lines after it still count.
 */
export function parseCsv(text: string, delimiter: string): CsvRecord[] {
    return [...readCsv(text, delimiter)];
}

/**
 * The records of CSV text as `parseCsv` reads them, one at a time as they are asked for: a large
 * file is read in step with its use (the server's bulk import reads it between other requests).
 */
export function* readCsv(text: string, delimiter: string): Generator<CsvRecord> {
    const end = text.length;
    let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const isLineBreak = (index: number) => text[index] === '\n' || text[index] === '\r';
    /** Moves past the line break at `index` (CRLF counts as one). */
    const pastLineBreak = (index: number) => (text[index] === '\r' && text[index + 1] === '\n' ? index + 2 : index + 1);

    while (at < end) {
        if (isLineBreak(at)) {
            at = pastLineBreak(at);
            continue;
        }
        const fields: string[] = [];
        let error: string | undefined;
        for (;;) {
            if (text[at] === QUOTE) {
                let value = '';
                let from = at + 1;
                for (;;) {
                    const quote = text.indexOf(QUOTE, from);
                    if (quote === -1) {
                        error = 'the file ends inside a quoted field';
                        at = end;
                        break;
                    }
                    if (text[quote + 1] === QUOTE) {
                        value += text.slice(from, quote + 1);
                        from = quote + 2;
                        continue;
                    }
                    value += text.slice(from, quote);
                    at = quote + 1;
                    break;
                }
                if (error) break;
                if (at < end && text[at] !== delimiter && !isLineBreak(at)) {
                    error = 'invalid character after a quoted field';
                    while (at < end && !isLineBreak(at)) at++;
                    if (at < end) at = pastLineBreak(at);
                    break;
                }
                fields.push(value);
            } else {
                let stop = at;
                while (stop < end && text[stop] !== delimiter && !isLineBreak(stop)) stop++;
                fields.push(text.slice(at, stop));
                at = stop;
            }
            if (at < end && text[at] === delimiter) {
                at++;
                continue;
            }
            if (at < end) at = pastLineBreak(at);
            break;
        }
        yield error ? { error } : { fields };
    }
}
