import { describe, expect, it } from 'vitest';
import { boundedJsonText, TOO_DEEP } from './boundedJson';

/** Built in a loop: a literal or a recursive builder would overflow first. */
function nested(depth: number): unknown {
    let value: unknown = 1;
    for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
    return value;
}

describe('boundedJsonText', () => {
    it('writes ordinary values as JSON.stringify does', () => {
        const value = { entity: { name: 'Thermostat', additionalInfo: { description: null, gateway: false }, tags: ['a', 'b'] }, n: 1.5 };
        expect(boundedJsonText(value)).toBe(JSON.stringify(value));
        expect(boundedJsonText(undefined)).toBe('null');
    });

    it('cuts a value nested 100,000 deep at the limit instead of overflowing the stack', () => {
        const text = boundedJsonText(nested(100_000), 3);
        expect(JSON.parse(text)).toEqual([{ a: [TOO_DEEP] }]);
    });

    it('keeps a value exactly as deep as the limit whole', () => {
        expect(JSON.parse(boundedJsonText({ a: { b: { c: 1 } } }, 3))).toEqual({ a: { b: { c: 1 } } });
        expect(JSON.parse(boundedJsonText({ a: { b: { c: { d: 1 } } } }, 3))).toEqual({ a: { b: { c: TOO_DEEP } } });
    });
});
