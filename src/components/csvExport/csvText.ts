/** Excel and most readers take UTF-8 only when the file starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

/** RFC 4180 line ending. */
const CRLF = '\r\n';

/** Fields with any of these must be quoted (RFC 4180 §2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab / carriage return before one) as a
 * formula, so a device named `=HYPERLINK(…)` could act when the file is opened (CSV injection,
 * OWASP). Such cells get a leading apostrophe, which makes spreadsheets show them as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain number (a temperature of -3.5) is no formula and stays a number for the spreadsheet. */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** One field as written: formula-guarded, then quoted when it holds a comma, quote or line break. */
export const csvField = (value: string): string => {
    const guarded = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
    return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};

/** One record, CRLF-terminated. */
export const csvRecord = (fields: readonly string[]): string => fields.map(csvField).join(',') + CRLF;
