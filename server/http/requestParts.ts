import type { FastifyRequest } from 'fastify';
import { isPlainObject } from '../lib/json';

// Hooks run for every route, so the request they see is untyped; these read its parts without
// assuming a shape. Routes themselves get typed parts from contractRoute.

/** The path parameters: Fastify's router gives only strings. */
export function paramsOf(request: FastifyRequest): Readonly<Record<string, string>> {
    if (!isPlainObject(request.params)) return {};
    return Object.fromEntries(Object.entries(request.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The query string, as parsed (and coerced, once validated). */
export const queryOf = (request: FastifyRequest): Record<string, unknown> => (isPlainObject(request.query) ? request.query : {});

/** The body when it is a JSON object, else an empty object. */
export const bodyObjectOf = (request: FastifyRequest): Record<string, unknown> => (isPlainObject(request.body) ? request.body : {});
