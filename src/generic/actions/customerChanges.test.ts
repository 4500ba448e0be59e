import { describe, expect, it } from 'vitest';
import { customerChanges } from './customerChanges';

describe("a dashboard's customer changes", () => {
    it('are what was added and what was removed, nothing else', () => {
        expect(customerChanges(['a', 'b'], ['b', 'c'])).toEqual({ add: ['c'], remove: ['a'] });
        expect(customerChanges(['a'], ['a'])).toEqual({ add: [], remove: [] });
        expect(customerChanges([], ['a', 'b'])).toEqual({ add: ['a', 'b'], remove: [] });
    });
});
