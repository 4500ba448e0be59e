import { describe, expect, it } from 'vitest';
import { createRateLimiter, parseRateLimit } from './rateLimit';

describe('rate limiter', () => {
    it('allows the limit per key and window, then answers the seconds left', () => {
        const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
        expect(limiter.hit('a', 0)).toBeNull();
        expect(limiter.hit('a', 1000)).toBeNull();
        expect(limiter.hit('a', 2000)).toBe(58);
        // Another key has its own window.
        expect(limiter.hit('b', 2000)).toBeNull();
        // A new window starts after the old one ends.
        expect(limiter.hit('a', 60_000)).toBeNull();
    });

    it('never limits when the limit is 0', () => {
        const limiter = createRateLimiter({ limit: 0, windowMs: 1000 });
        for (let i = 0; i < 100; i++) expect(limiter.hit('a', i)).toBeNull();
    });

    it('reads ThingsBoard-style "capacity:seconds" settings', () => {
        const fallback = { limit: 5, windowMs: 1000 };
        expect(parseRateLimit(undefined, fallback)).toEqual(fallback);
        expect(parseRateLimit('100:60', fallback)).toEqual({ limit: 100, windowMs: 60_000 });
        expect(parseRateLimit('0', fallback).limit).toBe(0);
        expect(() => parseRateLimit('ten', fallback)).toThrow(/capacity:seconds/);
    });
});
