/**
 * Jackson's limit (StreamReadConstraints.DEFAULT_MAX_DEPTH, ThingsBoard's JSON reader): deeper
 * bodies are refused as malformed, before code that recurses over them can overflow the stack.
 */
export const MAX_JSON_NESTING_DEPTH = 1000;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The position where JSON text first nests deeper than maxDepth, or -1. Brackets inside strings do not count. */
export function tooDeepAt(text: string, maxDepth = MAX_JSON_NESTING_DEPTH): number {
    // Nesting deeper than maxDepth needs more than maxDepth opening brackets.
    if (text.length <= maxDepth) return -1;
    let depth = 0;
    let inString = false;
    for (let at = 0; at < text.length; at++) {
        const char = text.charCodeAt(at);
        if (inString) {
            if (char === BACKSLASH) at++;
            else if (char === QUOTE) inString = false;
        } else if (char === QUOTE) inString = true;
        else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
            if (++depth > maxDepth) return at;
        } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth--;
    }
    return -1;
}
