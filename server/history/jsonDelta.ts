/**
 * A structural delta between two JSON documents: the paths whose values differ, each with its new
 * value, or without one when the key is gone. Objects are compared key by key and arrays of the same
 * length item by item, so changing one widget of a 200-widget dashboard is one short entry; an array
 * that grew or shrank is replaced whole.
 */
export type JsonPath = ReadonlyArray<string | number>;
/** `[path, value]` sets; `[path]` removes an object key. */
export type JsonDeltaEntry = readonly [path: JsonPath, value?: unknown];
export type JsonDelta = readonly JsonDeltaEntry[];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function jsonDelta(from: unknown, to: unknown): JsonDelta {
    const delta: JsonDeltaEntry[] = [];
    const walk = (a: unknown, b: unknown, path: Array<string | number>) => {
        if (a === b) return;
        if (isObject(a) && isObject(b)) {
            for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) delta.push([[...path, key]]);
            for (const [key, value] of Object.entries(b)) {
                if (Object.hasOwn(a, key)) walk(a[key], value, [...path, key]);
                else delta.push([[...path, key], value]);
            }
            return;
        }
        if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
            b.forEach((value, index) => walk(a[index], value, [...path, index]));
            return;
        }
        delta.push([path, b]);
    };
    walk(from, to, []);
    return delta;
}

/** The document `delta` was taken to, from the one it was taken from (which it does not change). */
export function applyJsonDelta(from: unknown, delta: JsonDelta): unknown {
    let document = structuredClone(from);
    for (const [path, ...value] of delta) {
        if (path.length === 0) {
            document = structuredClone(value[0]);
            continue;
        }
        let parent = document as Record<string | number, unknown>;
        for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
        const last = path[path.length - 1]!;
        if (value.length === 0) delete parent[last];
        // A key such as "__proto__" is a plain key of the document, never the object's prototype.
        else Object.defineProperty(parent, last, { value: structuredClone(value[0]), writable: true, enumerable: true, configurable: true });
    }
    return document;
}
