import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticationFailed } from '../errors';
import { decodedPath, matchedRoute } from './matchedRoute';
import type { AccessClaims, TokenService } from '../auth/tokens';
import type { AccountService } from '../services/accounts';

declare module 'fastify' {
    interface FastifyRequest {
        /** The caller, from a verified access token; null on public routes. */
        user: AccessClaims | null;
    }
    interface FastifyContextConfig {
        /** Reachable without a token: sign-in, refresh, /api/noauth/**, health. */
        public?: boolean;
    }
}

const BEARER = /^Bearer\s+(.+)$/i;

/** ThingsBoard reads `X-Authorization: Bearer …` and also accepts `Authorization`. */
export function bearerToken(request: FastifyRequest): string | null {
    const header = request.headers['x-authorization'] ?? request.headers.authorization;
    const value = Array.isArray(header) ? header[0] : header;
    return value?.match(BEARER)?.[1]?.trim() ?? null;
}

/** Paths ThingsBoard's security lets through without a token, routes or not (`/api/noauth/**`, the device API). */
const OPEN_PREFIXES = ['/api/noauth/', '/api/v1/'];

/**
 * Every /api route needs a valid, current access token unless its config marks it public. As in
 * ThingsBoard, whose filter runs before any routing, a path no route takes is no exception: it
 * answers 401 to a caller without a token, and 404 or 405 only to a signed-in one.
 */
export function installAuthentication(app: FastifyInstance, tokens: TokenService, accounts: AccountService): void {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async request => {
        // The matched route, not the URL's text: `/%61pi/…` reaches an /api handler too. With no route,
        // the decoded path decides, as ThingsBoard's filter sees it.
        const route = matchedRoute(request);
        if (route === null) {
            const path = decodedPath(request.url);
            if (!path.startsWith('/api/') || OPEN_PREFIXES.some(prefix => path.startsWith(prefix))) return;
        } else if (request.routeOptions.config.public || !route.startsWith('/api/')) return;
        const token = bearerToken(request);
        if (!token) throw authenticationFailed();
        const claims = await tokens.verifyAccess(token);
        await accounts.assertCurrent(claims);
        request.user = claims;
    });
}

/** The caller of an authenticated route. */
export function callerOf(request: FastifyRequest): AccessClaims {
    if (!request.user) throw authenticationFailed();
    return request.user;
}
