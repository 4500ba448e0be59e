import type { JsonChange } from './comparison';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A path segment as it reads in a dotted path: plain keys as they are, others bracketed. */
const segment = (key: string | number, first: boolean): string =>
    typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? (first ? key : `.${key}`) : `[${JSON.stringify(key)}]`;

/** Deep equality of JSON values (object key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
    if (a === b) return true;
    if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
    if (isObject(a) && isObject(b)) {
        const keys = Object.keys(a);
        return keys.length === Object.keys(b).length && keys.every(key => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]));
    }
    return false;
}

/**
 * The leaves that differ between two JSON documents, in document order: an object's keys are
 * compared one by one, an array's items by index; a value whose type changed is one change.
 * `limit` bounds the answer for huge documents (the rest is left out).
 */
export function jsonDiff(before: unknown, after: unknown, limit = 500): JsonChange[] {
    const changes: JsonChange[] = [];
    const walk = (a: unknown, b: unknown, path: string): void => {
        if (changes.length >= limit || jsonEqual(a, b)) return;
        if (isObject(a) && isObject(b)) {
            for (const key of Object.keys(a)) {
                const at = path + segment(key, path === '');
                if (!Object.hasOwn(b, key)) changes.push({ kind: 'removed', path: at, before: a[key] });
                else walk(a[key], b[key], at);
            }
            for (const key of Object.keys(b)) if (!Object.hasOwn(a, key)) changes.push({ kind: 'added', path: path + segment(key, path === ''), after: b[key] });
            return;
        }
        if (Array.isArray(a) && Array.isArray(b)) {
            const common = Math.min(a.length, b.length);
            for (let index = 0; index < common; index++) walk(a[index], b[index], path + segment(index, false));
            for (let index = common; index < a.length; index++) changes.push({ kind: 'removed', path: path + segment(index, false), before: a[index] });
            for (let index = common; index < b.length; index++) changes.push({ kind: 'added', path: path + segment(index, false), after: b[index] });
            return;
        }
        changes.push({ kind: 'changed', path, before: a, after: b });
    };
    walk(before, after, '');
    return changes.slice(0, limit);
}
