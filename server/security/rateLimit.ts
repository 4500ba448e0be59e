/**
 * A fixed-window request counter: at most `limit` requests per key in each `windowMs`. It keeps one
 * small entry per key seen in the current window, so a flood of distinct keys costs memory only
 * until the window turns.
 */
export interface RateLimit {
    /** Requests allowed per window; 0 turns the limit off. */
    limit: number;
    windowMs: number;
}

export interface RateLimiter {
    /** Counts one request; the seconds to wait when it is over the limit, otherwise null. */
    hit(key: string, now?: number): number | null;
}

interface Window {
    startedAt: number;
    count: number;
}

export function createRateLimiter({ limit, windowMs }: RateLimit): RateLimiter {
    let windows = new Map<string, Window>();
    let sweptAt = 0;
    return {
        hit(key, now = Date.now()) {
            if (limit <= 0) return null;
            // Drop every finished window once per window length, not on each request.
            if (now - sweptAt >= windowMs) {
                windows = new Map([...windows].filter(([, window]) => now - window.startedAt < windowMs));
                sweptAt = now;
            }
            let window = windows.get(key);
            if (!window || now - window.startedAt >= windowMs) {
                window = { startedAt: now, count: 0 };
                windows.set(key, window);
            }
            window.count += 1;
            if (window.count <= limit) return null;
            return Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
        },
    };
}

/** ThingsBoard writes rate limits as "capacity:seconds" ("100:60"); "0" or "" turns one off. */
export function parseRateLimit(text: string | undefined, fallback: RateLimit): RateLimit {
    if (text === undefined) return fallback;
    const trimmed = text.trim();
    if (trimmed === '' || trimmed === '0') return { limit: 0, windowMs: fallback.windowMs };
    const match = trimmed.match(/^(\d+):(\d+)$/);
    if (!match || Number(match[2]) === 0) throw new Error(`Expected a rate limit as "capacity:seconds", got "${text}"`);
    return { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}
