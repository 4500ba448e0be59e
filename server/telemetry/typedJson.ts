/**
 * A JSON reader that remembers how each number was written. JSON.parse turns `25.0` into 25 and
 * loses the difference ThingsBoard keeps (its Jackson and Gson readers make `25.0` a DOUBLE and
 * `25` a LONG), so payloads of telemetry and attributes are read with this instead.
 */
export class JsonNumber {
    constructor(
        /** The literal as written, e.g. "25.0". */
        readonly text: string,
    ) {}

    get value(): number {
        return Number(this.text);
    }

    /** Written with a fraction or an exponent: a DOUBLE for ThingsBoard. */
    get isDouble(): boolean {
        return /[.eE]/.test(this.text);
    }
}

export type TypedJson = null | boolean | string | JsonNumber | TypedJson[] | TypedJsonObject;
export interface TypedJsonObject {
    [key: string]: TypedJson;
}

export class JsonSyntaxError extends Error {}

export const isTypedObject = (value: TypedJson | undefined): value is TypedJsonObject =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonNumber);

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

export function parseTypedJson(text: string): TypedJson {
    let at = 0;

    const fail = (what: string): never => {
        throw new JsonSyntaxError(`${what} at position ${at}`);
    };
    const skipWhitespace = () => {
        WHITESPACE.lastIndex = at;
        WHITESPACE.exec(text);
        at = WHITESPACE.lastIndex;
    };
    const readString = (): string => {
        // JSON.parse does the unescaping of exactly one string literal.
        let end = at + 1;
        while (end < text.length) {
            const char = text.charCodeAt(end);
            if (char === 0x5c) end += 2;
            else if (char === 0x22) break;
            else end += 1;
        }
        if (end >= text.length) fail('Unterminated string');
        const literal = text.slice(at, end + 1);
        at = end + 1;
        try {
            return JSON.parse(literal) as string;
        } catch {
            return fail('Bad string');
        }
    };
    const readValue = (depth: number): TypedJson => {
        if (depth > 512) fail('Too deeply nested');
        skipWhitespace();
        const char = text[at];
        if (char === '{') {
            at += 1;
            const object: TypedJsonObject = Object.create(null) as TypedJsonObject;
            skipWhitespace();
            if (text[at] === '}') {
                at += 1;
                return object;
            }
            for (;;) {
                skipWhitespace();
                if (text[at] !== '"') fail('Expected a property name');
                const key = readString();
                skipWhitespace();
                if (text[at] !== ':') fail("Expected ':'");
                at += 1;
                object[key] = readValue(depth + 1);
                skipWhitespace();
                if (text[at] === ',') at += 1;
                else if (text[at] === '}') {
                    at += 1;
                    return object;
                } else fail("Expected ',' or '}'");
            }
        }
        if (char === '[') {
            at += 1;
            const array: TypedJson[] = [];
            skipWhitespace();
            if (text[at] === ']') {
                at += 1;
                return array;
            }
            for (;;) {
                array.push(readValue(depth + 1));
                skipWhitespace();
                if (text[at] === ',') at += 1;
                else if (text[at] === ']') {
                    at += 1;
                    return array;
                } else fail("Expected ',' or ']'");
            }
        }
        if (char === '"') return readString();
        if (text.startsWith('true', at)) {
            at += 4;
            return true;
        }
        if (text.startsWith('false', at)) {
            at += 5;
            return false;
        }
        if (text.startsWith('null', at)) {
            at += 4;
            return null;
        }
        NUMBER.lastIndex = at;
        const match = NUMBER.exec(text);
        if (!match) return fail('Unexpected token');
        at = NUMBER.lastIndex;
        return new JsonNumber(match[0]);
    };

    const value = readValue(0);
    skipWhitespace();
    if (at !== text.length) fail('Unexpected data after the JSON value');
    return value;
}

/** Writes a value back as JSON text, numbers exactly as they were written. */
export function stringifyTypedJson(value: TypedJson): string {
    if (value === null) return 'null';
    if (value instanceof JsonNumber) return value.text;
    if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
    if (Array.isArray(value)) return `[${value.map(stringifyTypedJson).join(',')}]`;
    return `{${Object.entries(value)
        .map(([key, item]) => `${JSON.stringify(key)}:${stringifyTypedJson(item)}`)
        .join(',')}}`;
}
