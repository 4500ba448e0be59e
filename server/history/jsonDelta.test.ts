import { describe, expect, it } from 'vitest';
import { applyJsonDelta, jsonDelta } from './jsonDelta';

const roundTrip = (from: unknown, to: unknown) => applyJsonDelta(from, jsonDelta(from, to));

describe('jsonDelta', () => {
    it('names only what changed, deep inside objects and same-length arrays', () => {
        const widgets = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`w${i}`, { title: `W${i}`, config: { keys: [1, 2, 3], color: null } }]));
        const from = { title: 'D', configuration: { widgets } };
        const to = structuredClone(from);
        to.configuration.widgets.w7!.config.keys[1] = 5;
        expect(jsonDelta(from, to)).toEqual([[['configuration', 'widgets', 'w7', 'config', 'keys', 1], 5]]);
        expect(roundTrip(from, to)).toEqual(to);
    });

    it('adds and removes keys, keeps nulls as values, and replaces arrays that changed length', () => {
        const from = { a: 1, b: { c: null, d: [1, 2] }, gone: true };
        const to = { a: 1, b: { c: 'x', d: [1, 2, 3], e: null } };
        expect(jsonDelta(from, to)).toEqual([[['gone']], [['b', 'c'], 'x'], [['b', 'd'], [1, 2, 3]], [['b', 'e'], null]]);
        expect(roundTrip(from, to)).toEqual(to);
        expect(roundTrip([1, { a: 1 }], { a: 1 })).toEqual({ a: 1 });
        expect(roundTrip({ a: 1 }, 'text')).toBe('text');
    });

    it('treats "__proto__" as a plain key', () => {
        const from = JSON.parse('{"__proto__": {"a": 1}}');
        const to = JSON.parse('{"__proto__": {"a": 2}, "b": {"__proto__": 3}}');
        const applied = roundTrip(from, to) as Record<string, unknown>;
        expect(JSON.stringify(applied)).toBe(JSON.stringify(to));
        expect(Object.getPrototypeOf(applied)).toBe(Object.prototype);
    });

    it('is empty between equal documents and leaves the source untouched', () => {
        const from = { a: [{ b: 1 }] };
        expect(jsonDelta(from, structuredClone(from))).toEqual([]);
        const to = { a: [{ b: 2 }] };
        roundTrip(from, to);
        expect(from).toEqual({ a: [{ b: 1 }] });
    });
});
