import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verifiedTokens';

describe('VerifiedTokens', () => {
    it('answers what was stored until the exp second, then expired once', () => {
        const cache = new VerifiedTokens<string>(10);
        cache.set('t', 'claims', 100);
        expect(cache.get('t', 99)).toBe('claims');
        expect(cache.get('t', 100)).toBe('expired');
        expect(cache.get('t', 100)).toBeUndefined();
        expect(cache.get('unknown', 0)).toBeUndefined();
    });

    it('keeps at most its capacity, dropping the least recently used', () => {
        const cache = new VerifiedTokens<number>(2);
        cache.set('a', 1, 100);
        cache.set('b', 2, 100);
        expect(cache.get('a', 0)).toBe(1);
        cache.set('c', 3, 100);
        expect([cache.get('a', 0), cache.get('b', 0), cache.get('c', 0)]).toEqual([1, undefined, 3]);
    });
});
