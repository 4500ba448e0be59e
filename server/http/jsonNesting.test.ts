import { describe, expect, it } from 'vitest';
import { tooDeepAt } from './jsonNesting';

describe('tooDeepAt', () => {
    it('finds where a body nests deeper than the limit', () => {
        expect(tooDeepAt('[[[1]]]', 2)).toBe(2);
        expect(tooDeepAt('{"a":{"b":{"c":1}}}', 2)).toBe(10);
        expect(tooDeepAt('['.repeat(100_000) + ']'.repeat(100_000))).toBe(1000);
    });

    it('lets bodies at the limit, side by side nesting and brackets inside strings through', () => {
        expect(tooDeepAt('[[1]]', 2)).toBe(-1);
        expect(tooDeepAt('[[1],[2],{"a":3},[4]]', 2)).toBe(-1);
        expect(tooDeepAt('{"a":"[[[[[[\\"{{{{{{"}', 2)).toBe(-1);
    });
});
