import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RawServerDefault, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { paths } from '../../shared/generated/api.gen';
import { operations, type OperationKey } from '../../shared/generated/operations.gen';
import type { MultipartBody } from './multipart';

export type { OperationKey };

type MethodOf<K extends string> = K extends `${infer Method} ${string}` ? Lowercase<Method> : never;
type PathOf<K extends string> = K extends `${string} ${infer Path}` ? Path : never;

/** The contract's description of an operation (openapi-typescript's `paths`), by its key. */
type ContractOperation<K extends OperationKey> = PathOf<K> extends keyof paths
    ? MethodOf<K> extends keyof paths[PathOf<K>]
        ? NonNullable<paths[PathOf<K>][MethodOf<K>]>
        : never
    : never;

type None = Record<string, never>;
type ParamsOf<Operation> = Operation extends { parameters: { path: infer Params } } ? Params : None;
type QueryOf<Operation> = Operation extends { parameters: { query?: infer Query } } ? ([Query] extends [never] ? None : NonNullable<Query>) : None;
/** A JSON body as the contract types it; a multipart/form-data body as server/http/multipart.ts parses it. */
type BodyOf<Operation> = Operation extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : Operation extends { requestBody?: { content: { 'multipart/form-data': unknown } } }
      ? MultipartBody | undefined
      : unknown;

/**
 * A route whose key is only known at run time (the registry's CRUD and assignment routes), or a
 * handler shared by routes of different shapes: path parameters are strings (Fastify's router), the
 * query and body only what the contract's validator let through.
 */
export interface GenericRouteRequest {
    Params: Record<string, string>;
    Querystring: Record<string, unknown>;
    Body: unknown;
}

/**
 * What Fastify hands a route of the contract, typed from the generated `paths`: path parameters,
 * query (coerced to the contract's types by the validator) and JSON body.
 */
export type ContractRequest<K extends OperationKey> = [OperationKey] extends [K]
    ? GenericRouteRequest
    : { Params: ParamsOf<ContractOperation<K>>; Querystring: QueryOf<ContractOperation<K>>; Body: BodyOf<ContractOperation<K>> };

export type ContractHandler<K extends OperationKey> = (request: FastifyRequest<ContractRequest<K>>, reply: FastifyReply) => unknown;

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

/**
 * Mounts a route by its contract key ("POST /api/auth/login"): method, path and validation all come
 * from schemas/openapi.yaml, so a route cannot exist outside the contract or drift from it.
 */
export function contractRoute<K extends OperationKey>(app: FastifyInstance, key: K, handler: ContractHandler<K>, options: Pick<RouteShorthandOptions, 'config'> = {}) {
    const [method, path] = key.split(' ') as [string, string];
    app.route<ContractRequest<K>>({
        method: method as 'GET',
        url: fastifyPath(path),
        schema: contractSchema(key),
        config: options.config,
        // Handlers answer any JSON (or use the reply); Fastify's type wants the declared Reply type.
        handler: handler as RouteHandlerMethod<RawServerDefault, IncomingMessage, ServerResponse, ContractRequest<K>>,
    });
}
