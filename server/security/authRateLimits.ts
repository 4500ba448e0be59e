import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody, ErrorCode } from '../errors';
import { matchedRoute } from '../http/matchedRoute';
import { createRateLimiter, parseRateLimit, type RateLimit } from './rateLimit';
import { bodyObjectOf } from '../http/requestParts';

export interface AuthRateLimits {
    /** POST /api/auth/login, per client address and username. */
    signIn: RateLimit;
    /** /api/noauth/** and the public dashboard sign-in, per client address, path and e-mail. */
    noauth: RateLimit;
}

/**
 * Generous enough for e2e suites that sign the same demo user in dozens of times a minute, tight
 * enough to make guessing passwords pointless (argon2 already costs the server ~50 ms a try).
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
    signIn: { limit: 100, windowMs: 60_000 },
    noauth: { limit: 300, windowMs: 60_000 },
};

/** RATE_LIMIT_SIGN_IN and RATE_LIMIT_NOAUTH as "capacity:seconds"; "0" turns one off (the demo, load tests). */
export function authRateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): AuthRateLimits {
    return {
        signIn: parseRateLimit(env.RATE_LIMIT_SIGN_IN, DEFAULT_AUTH_RATE_LIMITS.signIn),
        noauth: parseRateLimit(env.RATE_LIMIT_NOAUTH, DEFAULT_AUTH_RATE_LIMITS.noauth),
    };
}

const bodyField = (request: FastifyRequest, field: string): string => {
    const value = bodyObjectOf(request)[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

/**
 * Which limit a request counts against, and under which key; null for requests that are not limited.
 * Keyed on the route the router matched: however the path is spelled (percent-encoded, with a
 * query), the same handler means the same window. A path no route matches reaches no handler.
 */
function limitedKey(request: FastifyRequest): { kind: keyof AuthRateLimits; key: string } | null {
    const route = matchedRoute(request);
    if (route === null) return null;
    if (route === '/api/auth/login') return { kind: 'signIn', key: `${request.ip}|${bodyField(request, 'username')}` };
    // One window per route whatever the method (a HEAD counts with its GET).
    if (route.startsWith('/api/noauth/') || route === '/api/auth/login/public') {
        return { kind: 'noauth', key: `${request.ip}|${route}|${bodyField(request, 'email')}` };
    }
    return null;
}

/**
 * Sign-in and the no-auth account flows answer 429 with ThingsBoard's body (errorCode 33) once a
 * client goes over its window, before the password is even checked.
 */
export function installAuthRateLimits(app: FastifyInstance, limits: AuthRateLimits): void {
    const limiters = { signIn: createRateLimiter(limits.signIn), noauth: createRateLimiter(limits.noauth) };
    // preValidation: the body is parsed (the username is part of the key) but not yet checked.
    app.addHook('preValidation', async (request, reply) => {
        const limited = limitedKey(request);
        if (!limited) return;
        const retryAfter = limiters[limited.kind].hit(limited.key);
        if (retryAfter === null) return;
        request.log.warn({ ip: request.ip, route: matchedRoute(request) }, 'too many requests');
        return reply
            .status(429)
            .header('Retry-After', String(retryAfter))
            .send(errorBody(429, 'Too many requests, try again later', ErrorCode.TOO_MANY_REQUESTS));
    });
}
