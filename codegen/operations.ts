// Builds the operation table (shared/generated/operations.gen.ts) that the server registers routes from.
import { dereference, resolvePointer, SharedSchema, shareableSchemaRefs, toStandaloneSchema, type ShareRule } from './dereference';
import { formatJson } from './formatJson';
import {
  HTTP_METHODS,
  type JsonObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  isJsonObject,
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
    const given = parameter.schema as unknown;
    if (given instanceof SharedSchema) {
      // A shared component: its description, if the parameter has one, goes beside the name.
      const described = parameter.description && given.siblings.description === undefined;
      properties[parameter.name] = described ? new SharedSchema(given.name, { ...given.siblings, description: parameter.description }) : given;
    } else {
      const schema: JsonObject = { ...(parameter.schema ?? {}) };
      if (parameter.description && schema.description === undefined) schema.description = parameter.description;
      properties[parameter.name] = schema;
    }
    if (parameter.required || location === 'path') required.push(parameter.name);
  }

  const objectSchema: JsonObject = { type: 'object', properties };
  if (required.length > 0) objectSchema.required = required;
  if (requiredAlternatives && requiredAlternatives.length > 0) {
    objectSchema.anyOf = requiredAlternatives.map((names) => ({ required: names }));
  }
  return objectSchema;
}

function resolveParameters(list: Array<ParameterObject | ReferenceObject> | undefined, document: OpenApiDocument, share?: ShareRule): ParameterObject[] {
  return (list ?? []).map((parameter) => dereference(parameter, document, [], share) as ParameterObject);
}

function firstContent(content: Record<string, { schema?: JsonObject }> | undefined): [string, JsonObject | undefined] | undefined {
  const entries = Object.entries(content ?? {});
  if (entries.length === 0) return undefined;
  const [contentType, mediaType] = entries[0]!;
  return [contentType, mediaType.schema];
}

function buildResponses(operation: OperationObject, document: OpenApiDocument, share?: ShareRule): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    const resolved = dereference(response, document, [], share) as ResponseObject;
    const content = firstContent(resolved.content);
    responses[status] = content?.[1] ? toStandaloneSchema(content[1], document, share) : null;
  }
  return responses;
}

/** The first 2xx answer, else the first 3xx one (the token-check redirects have no 2xx). */
export function pickSuccessStatus(statuses: string[]): string {
  const success = statuses.find((status) => /^2\d\d$/.test(status)) ?? statuses.find((status) => /^3\d\d$/.test(status));
  if (!success) throw new Error(`No success response among ${statuses.join(', ')}`);
  return success;
}

function buildEntry(path: string, method: string, operation: OperationObject, pathLevelParameters: ParameterObject[], document: OpenApiDocument, share?: ShareRule): OperationEntry {
  const parameters = mergeParameters(pathLevelParameters, resolveParameters(operation.parameters, document, share)).map((parameter) => {
    const schema = toStandaloneSchema(parameter.schema ?? {}, document, share);
    // A shared component that describes itself keeps its own description, as its inlined copy would.
    const describesItself = schema instanceof SharedSchema && (resolvePointer(document, `#/components/schemas/${schema.name}`) as JsonObject).description !== undefined;
    return { ...parameter, ...(describesItself ? { description: undefined } : {}), schema: schema as JsonObject };
  });
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
    responses: buildResponses(operation, document, share),
  };

  const params = buildParameterObjectSchema(parameters, 'path');
  const querystring = buildParameterObjectSchema(parameters, 'query', operation['x-query-alternatives']);
  if (params) entry.params = params;
  if (querystring) entry.querystring = querystring;

  if (operation.requestBody) {
    const requestBody = dereference(operation.requestBody, document, [], share) as RequestBodyObject;
    const [contentType, schema] = firstContent(requestBody.content) ?? ['application/json', undefined];
    entry.bodyContentType = contentType;
    entry.bodyRequired = requestBody.required ?? false;
    if (contentType === 'application/json' && schema) entry.body = toStandaloneSchema(schema, document, share);
  }
  return entry;
}

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/**
 * Every operation of the document, ordered by path and then by method so that the output is stable.
 * With `share`, component schemas the rule names stay SharedSchema stand-ins (see buildSharedOperations).
 */
export function buildOperationTable(document: OpenApiDocument, share?: ShareRule): OperationTable {
  const entries: Array<[string, OperationEntry]> = [];
  for (const [path, pathItem] of Object.entries(document.paths)) {
    const pathLevelParameters = resolveParameters(pathItem.parameters, document, share);
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (operation) entries.push([operationKey(method, path), buildEntry(path, method, operation, pathLevelParameters, document, share)]);
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

/** The operation table with its shared component schemas: each declared once, named where used. */
export interface SharedOperations {
  table: OperationTable;
  /** Component name → its schema (itself with stand-ins), in an order where each comes after those it names. */
  schemas: Map<string, unknown>;
}

/** Stand-ins anywhere inside a value. */
function sharedNamesIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (value instanceof SharedSchema) {
    found.add(value.name);
    sharedNamesIn(value.siblings, found);
  } else if (Array.isArray(value)) for (const item of value) sharedNamesIn(item, found);
  else if (isJsonObject(value)) for (const child of Object.values(value)) sharedNamesIn(child, found);
  return found;
}

/**
 * The operation table whose component schemas are shared, not copied into every operation: a
 * component is declared once and named where it is used, when no recursion is reachable from it
 * (its inlined copies would all be equal); the rest is inlined as buildOperationTable does.
 */
export function buildSharedOperations(document: OpenApiDocument): SharedOperations {
  const shareable = shareableSchemaRefs(document);
  const share: ShareRule = (ref) => shareable.has(ref);
  const table = buildOperationTable(document, share);
  const schemas = new Map<string, unknown>();
  const declare = (name: string) => {
    if (schemas.has(name)) return;
    const ref = `#/components/schemas/${name}`;
    const body = toStandaloneSchema(resolvePointer(document, ref), document, share);
    for (const used of sharedNamesIn(body)) declare(used);
    schemas.set(name, body);
  };
  for (const name of [...sharedNamesIn(Object.values(table))].sort()) declare(name);
  return { table, schemas };
}

export const GENERATED_HEADER = '// generated by codegen from schemas/openapi.yaml, do not edit. Run `npm run codegen` to refresh.\n';

const constName = (name: string) => `$${name.replace(/[^A-Za-z0-9_$]/g, '_')}`;

/** A SharedSchema as TypeScript: the component's constant, spread when keywords sit beside its `$ref`. */
const renderShared = (value: unknown): string | undefined => {
  if (!(value instanceof SharedSchema)) return undefined;
  if (Object.keys(value.siblings).length === 0) return constName(value.name);
  return `{...${constName(value.name)}, ${formatJson(value.siblings, '', renderShared).slice(1)}`;
};

/** The TypeScript source of shared/generated/operations.gen.ts. */
export function renderOperationsModule(table: OperationTable, schemas: ReadonlyMap<string, unknown> = new Map()): string {
  const keysById = Object.fromEntries(
    Object.entries(table)
      .map(([key, entry]) => [entry.operationId, key] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return [
    GENERATED_HEADER,
    '/**',
    ' * Every operation of the API contract, keyed by "METHOD /path". `params`, `querystring` and `body`',
    ' * are self-contained JSON Schemas for Fastify: `schema: { params, querystring, body }`. A component',
    ' * schema used in several places is one object, declared below as `$<Name>` (never one that recurses).',
    ' */',
    ...[...schemas].map(([name, body]) => `const ${constName(name)} = ${formatJson(body, '', renderShared)} as const;`),
    ...(schemas.size > 0 ? [''] : []),
    `export const operations = ${formatJson(table, '', renderShared)} as const;`,
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
