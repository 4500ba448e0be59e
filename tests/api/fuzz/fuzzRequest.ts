import fc from 'fast-check';
import type { OperationKey } from '../../../shared/generated/operations.gen';
import { operations } from '../../../shared/generated/operations.gen';
import { ROLES, TYPE_OF_PARAM, type FuzzWorld, type Role } from './fuzzWorld';
import { deepJsonText, HOSTILE_FRAGMENTS, HOSTILE_NUMBERS, MALFORMED_IDS, hostileValue } from './hostileValues';
import { tameBody } from './fuzzLimits';
import { arbitraryOf, type JsonSchema } from './schemaArbitraries';

/** What the generated table says about one operation, read loosely. */
export interface OperationShape {
    method: string;
    path: string;
    requiresAuth: boolean;
    successStatus: string;
    produces: string | null;
    responses: Record<string, JsonSchema>;
    params?: JsonSchema;
    querystring?: JsonSchema;
    body?: JsonSchema;
    bodyContentType?: string;
}

export const shapeOf = (key: OperationKey): OperationShape => operations[key] as unknown as OperationShape;

export type FuzzBody = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'multipart'; bytes: number[] } | { kind: 'none' };

export interface FuzzRequest {
    role: Role;
    method: string;
    /** Path and query, already encoded. */
    url: string;
    body: FuzzBody;
}

/** Lone surrogates cannot be percent-encoded (URIError); bodies still carry them. */
function isWellFormed(text: string): boolean {
    try {
        encodeURIComponent(text);
        return true;
    } catch {
        return false;
    }
}

/**
 * Path and query text without megabyte strings: Node refuses over-long URLs before the server
 * sees them (431), which says nothing about our routes.
 */
const urlHostileString = fc.oneof(
    fc.constantFrom(...HOSTILE_FRAGMENTS.filter(text => text !== '' && isWellFormed(text))),
    fc.constantFrom(...MALFORMED_IDS),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
);

/** Ids a path parameter gets: of either tenant, random, or not ids at all. */
function pathValue(world: FuzzWorld, name: string, schema: JsonSchema, breaksSessions: boolean): fc.Arbitrary<string> {
    const usable = (ids: string[]) => (breaksSessions ? ids.filter(id => !world.protectedIds.has(id)) : ids);
    const type = TYPE_OF_PARAM[name];
    const anyExisting = usable(Object.values(world.idsOfType).flat());
    const existing = usable(type ? (world.idsOfType[type] ?? []) : anyExisting);
    const choices: Array<fc.Arbitrary<string>> = [fc.uuid(), urlHostileString];
    if (existing.length > 0) choices.push(fc.constantFrom(...existing), fc.constantFrom(...existing));
    if (schema.enum) choices.push(fc.constantFrom(...schema.enum.map(String)), fc.constantFrom(...schema.enum.map(String)));
    if (!schema.enum && !type && schema.format !== 'uuid') choices.push(arbitraryOf(schema).map(String).filter(text => text !== '' && isWellFormed(text)));
    return fc.oneof(...choices);
}

/** A querystring value the way a browser writes it. */
function queryText(value: unknown): string[] {
    if (Array.isArray(value)) return value.flatMap(queryText);
    if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
    return [String(value)];
}

function queryArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<string> {
    const properties = Object.entries(schema?.properties ?? {});
    const required = new Set(schema?.required ?? []);
    const hostilePaging = fc.constantFrom(...HOSTILE_NUMBERS.map(String), 'abc', '', '1e3');
    const entries = properties.map(([name, property]) => {
        const paging = name === 'pageSize' || name === 'page' || name === 'limit' || name === 'startTs' || name === 'endTs';
        const value = fc.oneof(
            { weight: 6, arbitrary: arbitraryOf(property).map(queryText).filter(texts => texts.every(isWellFormed)) },
            { weight: 1, arbitrary: urlHostileString.map(text => [text]) },
            { weight: paging ? 3 : 0, arbitrary: hostilePaging.map(text => [text]) },
        );
        // Required parameters are usually there, optional ones half the time.
        const presence = fc.integer({ min: 0, max: 9 }).map(roll => roll < (required.has(name) ? 9 : 5));
        return fc.tuple(presence, value).map(([present, texts]) => (present ? texts.map(text => `${encodeURIComponent(name)}=${encodeURIComponent(text)}`) : []));
    });
    return fc.tuple(...entries).map(parts => {
        const text = parts.flat().join('&');
        return text ? `?${text}` : '';
    });
}

function bodyArbitrary(shape: OperationShape): fc.Arbitrary<FuzzBody> {
    if (shape.bodyContentType === 'multipart/form-data') {
        return fc.oneof(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }).map(bytes => ({ kind: 'multipart' as const, bytes })), fc.constant({ kind: 'none' as const }));
    }
    const raw = fc
        .oneof(
            fc.constantFrom('{"name": "x", ', 'not json', '[', '{"a":1}garbage', '\u0000'),
            fc.tuple(fc.constantFrom(10_000, 100_000), fc.boolean()).map(([depth, asObject]) => deepJsonText(depth, asObject)),
        )
        .map(text => ({ kind: 'raw' as const, text }));
    if (!shape.body) return fc.oneof({ weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) }, { weight: 1, arbitrary: hostileValue.map(value => ({ kind: 'json' as const, value })) });
    return fc.oneof(
        { weight: 5, arbitrary: arbitraryOf(shape.body).map(value => ({ kind: 'json' as const, value })) },
        { weight: 4, arbitrary: arbitraryOf(shape.body, 0, true).map(value => ({ kind: 'json' as const, value })) },
        { weight: 1, arbitrary: hostileValue.map(value => ({ kind: 'json' as const, value })) },
        { weight: 2, arbitrary: raw },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    );
}

/**
 * Requests for one operation: a role, path parameters (existing ids of either tenant, random or
 * malformed), query parameters and a body, each valid per the contract or hostile.
 */
export function requestArbitrary(world: FuzzWorld, key: OperationKey, breaksSessions: boolean): fc.Arbitrary<FuzzRequest> {
    const shape = shapeOf(key);
    const names = [...shape.path.matchAll(/\{(\w+)\}/g)].map(match => match[1]!);
    const params = names.map(name => pathValue(world, name, shape.params?.properties?.[name] ?? { type: 'string' }, breaksSessions));
    return fc.record({
        role: fc.constantFrom(...ROLES),
        pathValues: fc.tuple(...params),
        query: queryArbitrary(shape.querystring),
        // Fetch sends no body with GET, as browsers do.
        body: shape.method === 'GET' ? fc.constant<FuzzBody>({ kind: 'none' }) : bodyArbitrary(shape),
    }).map(({ role, pathValues, query, body: generated }) => {
        const body: FuzzBody = generated.kind === 'json' ? { kind: 'json', value: tameBody(key, generated.value) } : generated;
        let index = 0;
        const path = shape.path.replace(/\{\w+\}/g, () => encodeURIComponent(pathValues[index++]!));
        const request: FuzzRequest = { role, method: shape.method, url: path + query, body };
        // fast-check prints counterexamples with this: short, and safe for 10,000-deep bodies.
        return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

/** A short, readable form of a request for failure messages (repro material). */
export function describeRequest(request: FuzzRequest): string {
    const body = request.body.kind === 'json' ? JSON.stringify(request.body.value) : request.body.kind === 'raw' ? request.body.text : request.body.kind;
    const cut = (text: string | undefined, size: number) => (text && text.length > size ? `${text.slice(0, size)}…(${text.length} chars)` : text);
    return `${request.role}: ${request.method} ${cut(request.url, 300)} body=${cut(body, 400)}`;
}
