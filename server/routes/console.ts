import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decodedPath } from '../http/matchedRoute';

/** Vite names what it bundles after its content (`/assets/boot-DZ2x2218.js`): a new build, a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html first) may be kept but is asked about again each time: a 304 if unchanged. */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (filePath: string) => filePath.includes(`${path.sep}assets${path.sep}`);

/**
 * Serves the built console: hashed assets cached for a year, every other file (index.html first)
 * revalidated with its ETag. The build wrote a brotli and a gzip copy beside each file worth
 * compressing (build/precompress.ts): the copy the browser accepts is sent, with Vary:
 * Accept-Encoding; the copies are not addresses of their own.
 */
export async function serveConsole(app: FastifyInstance, staticDir: string): Promise<boolean> {
    const indexFile = path.join(staticDir, 'index.html');
    if (!fs.existsSync(indexFile)) return false;
    await app.register(fastifyStatic, {
        root: staticDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders: (reply, filePath) => {
            reply.header('Cache-Control', isHashedAsset(filePath) ? IMMUTABLE : REVALIDATE);
        },
    });
    return true;
}

/** The single-page app's answer to a console route (/devices/123…): index.html, revalidated, compressed. */
export const sendConsolePage = (reply: FastifyReply) => reply.header('Cache-Control', REVALIDATE).sendFile('index.html');

export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** First path segments that are never a console page: the API and file folders (ThingsBoard's WebConfig). */
const NOT_PAGES = new Set(['api', 'static', 'webjars', 'swagger-ui']);
/**
 * /assets is both the build's file folder (`/assets/boot-DZ2x2218.js`) and the console's Assets
 * pages (`/assets/<id>/show/relations`): under it, only a path whose last segment names a file is one.
 */
const FILES_BESIDE_PAGES = 'assets';

/**
 * A console route (/devices/123…) the single-page app answers with index.html: GET, and HEAD as
 * link checkers send. As ThingsBoard forwards only such paths to its index.html, a path under
 * /api, /static or /webjars, a file under /assets, or a path whose first segment names a file
 * (`/x.js`) is never a page: a file the console lacks (`/static/rulenode/rulenode-core-config.js`,
 * `/assets/missing-chunk.js`) answers 404, not HTML.
 */
export const isConsolePageRequest = (method: string, url: string): boolean => {
    if (method !== 'GET' && method !== 'HEAD') return false;
    const segments = decodedPath(url).split('/');
    const firstSegment = segments[1] ?? '';
    if (firstSegment === FILES_BESIDE_PAGES) return !(segments.at(-1) ?? '').includes('.');
    return !NOT_PAGES.has(firstSegment) && !firstSegment.includes('.');
};
