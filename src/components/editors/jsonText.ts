/** The JSON rules the editors share (part 2 §5.1, §9). */

/** ThingsBoard's way of showing a thrown error: 'Error: <name>: <message>'. */
export const errorText = (error: unknown): string => {
    const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
    let text = 'Error:';
    if (name) text += ` ${String(name)}:`;
    if (message) text += ` ${String(message)}`;
    return text;
};

/** The parse error of a JSON text, or null when it parses. */
export const jsonParseError = (text: string): string | null => {
    try {
        JSON.parse(text);
        return null;
    } catch (error) {
        return errorText(error);
    }
};

export const JSON_OBJECT_REQUIRED = 'Json object is required.';
export const JSON_NOT_VALID = 'Value is not a valid JSON';

export type JsonObjectCheck = { valid: true; value: unknown } | { valid: false; error: string };

/**
 * The JSON object editor's reading of its text: any JSON value; empty text is null, invalid
 * only when required.
 */
export const checkJsonObjectText = (text: string, required: boolean): JsonObjectCheck => {
    if (text.trim() === '') return required ? { valid: false, error: JSON_OBJECT_REQUIRED } : { valid: true, value: null };
    try {
        return { valid: true, value: JSON.parse(text) as unknown };
    } catch (error) {
        const shown = errorText(error);
        return { valid: false, error: shown === 'Error:' ? JSON_NOT_VALID : shown };
    }
};

/** Beautify indents: 4 for the content editors, 2 for the JSON object editor (part 2 §9). */
export const CONTENT_INDENT = 4;
export const OBJECT_INDENT = 2;

/** Re-indents JSON text; text that does not parse stays as it is. */
export const beautifyJson = (text: string, indent: number): string => {
    try {
        return JSON.stringify(JSON.parse(text), null, indent);
    } catch {
        return text;
    }
};

/** The text the object editor starts with for a value. */
export const jsonObjectText = (value: unknown): string =>
    value === undefined || value === null ? '' : JSON.stringify(value, null, OBJECT_INDENT);

/**
 * The read-only viewer sizes itself to its text (part 2 §9): 17 px per line plus 17, 8 px per
 * character of the longest line plus 16; 200 by 600 px when empty.
 */
export const jsonViewerSize = (text: string): { height: number; width: number } => {
    if (text === '') return { height: 200, width: 600 };
    const lines = text.split('\n');
    const longest = Math.max(...lines.map(line => line.length));
    return { height: lines.length * 17 + 17, width: longest * 8 + 16 };
};
