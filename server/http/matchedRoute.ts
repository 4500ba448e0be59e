import type { FastifyRequest } from 'fastify';

/**
 * The route the router matched ('/api/auth/login', '/api/otaPackage/:otaPackageId'); null when none did.
 * Every decision about a path is made on this, never on the URL's own text: the router decodes
 * `%6C`, drops the query string and treats some spellings alike, so `/api/auth/%6Cogin?x` reaches
 * the same handler as `/api/auth/login` while its text differs.
 */
export function matchedRoute(request: FastifyRequest): string | null {
    if (request.is404) return null;
    return request.routeOptions.url ?? null;
}

/** The URL's path percent-decoded, for answers no route matched (static files, 404s); the raw path when it does not decode. */
export function decodedPath(url: string): string {
    const path = url.split('?')[0] ?? url;
    try {
        return decodeURIComponent(path);
    } catch {
        return path;
    }
}
