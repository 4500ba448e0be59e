import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built console: hashed assets cached for a year, and index.html for every other
 * non-API path so that deep links like /devices/123 load the app.
 */
export async function serveConsole(app: FastifyInstance, staticDir: string): Promise<boolean> {
    const indexFile = path.join(staticDir, 'index.html');
    if (!fs.existsSync(indexFile)) return false;
    await app.register(fastifyStatic, {
        root: staticDir,
        wildcard: false,
        index: false,
        setHeaders: (reply, filePath) => {
            const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
            reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
    });
    return true;
}

export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A console route (/devices/123…) the single-page app answers with index.html: GET, and HEAD as link checkers send. */
export const isConsolePageRequest = (method: string, url: string): boolean => (method === 'GET' || method === 'HEAD') && !isApiPath(url);
