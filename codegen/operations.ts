// Builds the operation table (shared/generated/operations.gen.ts) that the server registers routes from.
import { dereference, toStandaloneSchema } from './dereference';
import { formatJson } from './formatJson';
import {
  HTTP_METHODS,
  type JsonObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type RequestBodyObject,
  type ResponseObject,
} from './openapiDocument';

/** One operation, with every schema self-contained so it can go straight into Fastify's `schema`. */
export interface OperationEntry {
  operationId: string;
  method: string;
  /** OpenAPI form, e.g. /api/device/{deviceId} */
  path: string;
  /** Fastify form, e.g. /api/device/:deviceId */
  url: string;
  tags: string[];
  /** False for the login, refresh and /api/noauth entry points (`security: []`). */
  requiresAuth: boolean;
  params?: JsonObject;
  querystring?: JsonObject;
  /** JSON request body schema; absent for bodies Ajv cannot validate (multipart). */
  body?: unknown;
  bodyContentType?: string;
  bodyRequired?: boolean;
  /** Status code of the success answer, e.g. "200" or "303". */
  successStatus: string;
  /** Content type of the success answer, or null when it has no body. */
  produces: string | null;
  /** Per status code: the answer's schema, or null for an empty body. */
  responses: Record<string, unknown>;
}

/** Keyed by "METHOD /path" such as "GET /api/device/{deviceId}". */
export type OperationTable = Record<string, OperationEntry>;

const METHOD_ORDER: readonly string[] = HTTP_METHODS;

export function toFastifyUrl(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** Path-level parameters apply to every operation of the path; the operation may override one by name and location. */
export function mergeParameters(
  pathLevel: ParameterObject[],
  operationLevel: ParameterObject[],
): ParameterObject[] {
  const byLocationAndName = new Map<string, ParameterObject>();
  for (const parameter of [...pathLevel, ...operationLevel]) {
    byLocationAndName.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byLocationAndName.values()];
}

/**
 * Turns OpenAPI parameters of one location into the object schema Fastify expects for
 * `params` or `querystring`. Returns undefined when there are none.
 */
export function buildParameterObjectSchema(
  parameters: ParameterObject[],
  location: 'path' | 'query',
  requiredAlternatives?: string[][],
): JsonObject | undefined {
  const selected = parameters.filter((parameter) => parameter.in === location);
  if (selected.length === 0) return undefined;

  const properties: JsonObject = {};
  const required: string[] = [];
  for (const parameter of selected) {
    const schema: JsonObject = { ...(parameter.schema ?? {}) };
    if (parameter.description && schema.description === undefined) schema.description = parameter.description;
    properties[parameter.name] = schema;
    if (parameter.required || location === 'path') required.push(parameter.name);
  }

  const objectSchema: JsonObject = { type: 'object', properties };
  if (required.length > 0) objectSchema.required = required;
  if (requiredAlternatives && requiredAlternatives.length > 0) {
    objectSchema.anyOf = requiredAlternatives.map((names) => ({ required: names }));
  }
  return objectSchema;
}

function resolveParameters(list: Array<ParameterObject | ReferenceObject> | undefined, document: OpenApiDocument): ParameterObject[] {
  return (list ?? []).map((parameter) => dereference(parameter, document) as ParameterObject);
}

function firstContent(content: Record<string, { schema?: JsonObject }> | undefined): [string, JsonObject | undefined] | undefined {
  const entries = Object.entries(content ?? {});
  if (entries.length === 0) return undefined;
  const [contentType, mediaType] = entries[0]!;
  return [contentType, mediaType.schema];
}

function buildResponses(operation: OperationObject, document: OpenApiDocument): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    const resolved = dereference(response, document) as ResponseObject;
    const content = firstContent(resolved.content);
    responses[status] = content?.[1] ? toStandaloneSchema(content[1], document) : null;
  }
  return responses;
}

/** The first 2xx answer, else the first 3xx one (the token-check redirects have no 2xx). */
export function pickSuccessStatus(statuses: string[]): string {
  const success = statuses.find((status) => /^2\d\d$/.test(status)) ?? statuses.find((status) => /^3\d\d$/.test(status));
  if (!success) throw new Error(`No success response among ${statuses.join(', ')}`);
  return success;
}

function buildEntry(path: string, method: string, operation: OperationObject, pathLevelParameters: ParameterObject[], document: OpenApiDocument): OperationEntry {
  const parameters = mergeParameters(pathLevelParameters, resolveParameters(operation.parameters, document)).map(
    (parameter) => ({ ...parameter, schema: toStandaloneSchema(parameter.schema ?? {}, document) as JsonObject }),
  );
  const security = operation.security ?? document.security ?? [];
  const successStatus = pickSuccessStatus(Object.keys(operation.responses));
  const successResponse = dereference(operation.responses[successStatus], document) as ResponseObject;

  const entry: OperationEntry = {
    operationId: operation.operationId,
    method: method.toUpperCase(),
    path,
    url: toFastifyUrl(path),
    tags: operation.tags ?? [],
    requiresAuth: security.length > 0,
    successStatus,
    produces: firstContent(successResponse.content)?.[0] ?? null,
    responses: buildResponses(operation, document),
  };

  const params = buildParameterObjectSchema(parameters, 'path');
  const querystring = buildParameterObjectSchema(parameters, 'query', operation['x-query-alternatives']);
  if (params) entry.params = params;
  if (querystring) entry.querystring = querystring;

  if (operation.requestBody) {
    const requestBody = dereference(operation.requestBody, document) as RequestBodyObject;
    const [contentType, schema] = firstContent(requestBody.content) ?? ['application/json', undefined];
    entry.bodyContentType = contentType;
    entry.bodyRequired = requestBody.required ?? false;
    if (contentType === 'application/json' && schema) entry.body = toStandaloneSchema(schema, document);
  }
  return entry;
}

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** Every operation of the document, ordered by path and then by method so that the output is stable. */
export function buildOperationTable(document: OpenApiDocument): OperationTable {
  const entries: Array<[string, OperationEntry]> = [];
  for (const [path, pathItem] of Object.entries(document.paths)) {
    const pathLevelParameters = resolveParameters(pathItem.parameters, document);
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (operation) entries.push([operationKey(method, path), buildEntry(path, method, operation, pathLevelParameters, document)]);
    }
  }
  entries.sort(([, a], [, b]) => {
    if (a.path !== b.path) return a.path < b.path ? -1 : 1;
    return METHOD_ORDER.indexOf(a.method.toLowerCase()) - METHOD_ORDER.indexOf(b.method.toLowerCase());
  });

  const seenIds = new Map<string, string>();
  for (const [key, entry] of entries) {
    const previous = seenIds.get(entry.operationId);
    if (previous) throw new Error(`operationId ${entry.operationId} is used by both ${previous} and ${key}`);
    seenIds.set(entry.operationId, key);
  }
  return Object.fromEntries(entries);
}

export const GENERATED_HEADER = '// generated by codegen from schemas/openapi.yaml, do not edit. Run `npm run codegen` to refresh.\n';

/** The TypeScript source of shared/generated/operations.gen.ts. */
export function renderOperationsModule(table: OperationTable): string {
  const keysById = Object.fromEntries(
    Object.entries(table)
      .map(([key, entry]) => [entry.operationId, key] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return [
    GENERATED_HEADER,
    '/**',
    ' * Every operation of the API contract, keyed by "METHOD /path". `params`, `querystring` and `body`',
    ' * are self-contained JSON Schemas for Fastify: `schema: { params, querystring, body }`.',
    ' */',
    `export const operations = ${formatJson(table)} as const;`,
    '',
    'export type OperationKey = keyof typeof operations;',
    'export type Operation = (typeof operations)[OperationKey];',
    "export type OperationId = Operation['operationId'];",
    '',
    '/** From operationId to the key of `operations`, e.g. operationKeysById.getDeviceById === "GET /api/device/{deviceId}". */',
    `export const operationKeysById = ${formatJson(keysById)} as const satisfies Record<OperationId, OperationKey>;`,
    '',
    '/** The operation with the given operationId, typed precisely. */',
    'export type OperationById<Id extends OperationId> = (typeof operations)[(typeof operationKeysById)[Id]];',
    '',
  ].join('\n');
}
