import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import { operations, type OperationKey } from '../../shared/generated/operations.gen';

export type { OperationKey };

/** `/api/user/{userId}/token` → `/api/user/:userId/token`. */
export const fastifyPath = (openApiPath: string): string => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

/** The request schemas the contract gives an operation, handed to Fastify's validator. */
export function contractSchema(key: OperationKey): FastifySchema {
    const operation = operations[key] as { params?: object; querystring?: object; body?: object };
    const schema: FastifySchema = {};
    if (operation.params) schema.params = operation.params;
    if (operation.querystring) schema.querystring = operation.querystring;
    if (operation.body) schema.body = operation.body;
    return schema;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Mounts a route by its contract key ("POST /api/auth/login"): method, path and validation all come
 * from schemas/openapi.yaml, so a route cannot exist outside the contract or drift from it.
 */
export function contractRoute(app: FastifyInstance, key: OperationKey, handler: Handler, options: Pick<RouteShorthandOptions, 'config'> = {}) {
    const [method, path] = key.split(' ') as [string, string];
    app.route({
        method: method as 'GET',
        url: fastifyPath(path),
        schema: contractSchema(key),
        config: options.config,
        handler,
    });
}
