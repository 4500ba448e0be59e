import type { FastifyInstance, HTTPMethods } from 'fastify';
import { errorBody, ErrorCode } from '../errors';
import { isConsolePageRequest, sendConsolePage } from '../routes/console';
import { decodedPath } from './matchedRoute';

const METHODS: readonly HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];

/**
 * Requests no route takes. A console page gets the console's index.html; a path the API has
 * under another method gets Spring's 405 ("Request method 'PUT' not supported", errorCode 31);
 * anything else is a 404 in ThingsBoard's error shape, never the console's HTML.
 */
export function installUnknownRoutes(app: FastifyInstance, hasConsole: boolean): void {
    app.setNotFoundHandler((request, reply) => {
        if (hasConsole && isConsolePageRequest(request.method, request.url)) {
            return sendConsolePage(reply);
        }
        const path = decodedPath(request.url);
        const allowed = METHODS.filter(method => method !== request.method && app.findRoute({ method, url: path }) !== null);
        if (allowed.length > 0 && request.method !== 'OPTIONS') {
            const message = `Request method '${request.method}' not supported`;
            return reply.status(405).header('Allow', allowed.join(', ')).send(errorBody(405, message, ErrorCode.BAD_REQUEST_PARAMS));
        }
        const message = path.startsWith('/api/') ? `No such API call: ${request.method} ${path}` : `Not Found: ${path}`;
        return reply.status(404).send(errorBody(404, message, ErrorCode.ITEM_NOT_FOUND));
    });
}
