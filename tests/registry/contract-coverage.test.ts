// Checks that schemas/openapi.yaml covers every server call the console spec lists (part1-console.md §7).
//
// The list of calls lives in schemas/spec-calls.json: one entry per §7 bullet or table row, with the
// concrete calls it stands for (prose such as "Analogous to assets under /api/device" is spelled out
// there). When the spec is checked out next to the repo, the JSON is also compared with it, so a spec
// change that the JSON misses fails here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const specPath = path.resolve(repoRoot, '../shared/spec/part1-console.md');
const specCallsPath = path.resolve(repoRoot, 'schemas/spec-calls.json');
const openApiPath = path.resolve(repoRoot, 'schemas/openapi.yaml');

interface SpecItem {
  section: string;
  /** The bullet or table row, verbatim from the spec. */
  text: string;
  /** "METHOD /path" calls, path parameters in braces. */
  calls: string[];
  note?: string;
}

interface SpecCalls {
  specItems: SpecItem[];
  extraCalls: { calls: string[] };
}

type JsonObject = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  operationId: unknown;
  responses: JsonObject;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

// ───────────────────────────── Reading the spec ─────────────────────────────

/** The bullets and table rows of §7, with the ### heading they are under. */
function extractSection7Items(markdown: string): Array<{ section: string; text: string }> {
  const afterHeading = markdown.split('\n## 7.')[1];
  if (afterHeading === undefined) throw new Error('The spec has no "## 7." section');
  const section7 = afterHeading.split('\n## ')[0]!;

  const items: Array<{ section: string; text: string }> = [];
  let subsection = '';
  for (const line of section7.split('\n')) {
    const trimmed = line.trim();
    if (line.startsWith('### ')) subsection = line.slice(4).trim();
    else if (trimmed.startsWith('|') && !trimmed.startsWith('| Method and path') && !trimmed.startsWith('|---')) {
      items.push({ section: subsection, text: trimmed });
    } else if (trimmed.startsWith('- ')) items.push({ section: subsection, text: trimmed.slice(2) });
  }
  return items;
}

interface LiteralCall {
  method?: string;
  path: string;
}

/**
 * Calls written out literally in a spec line: "GET /api/x", "POST and DELETE /api/y",
 * "GET, POST and DELETE /api/z", or a bare "/api/w" (any method). Query strings are dropped.
 */
function literalCallsIn(text: string): LiteralCall[] {
  const method = '(?:GET|POST|PUT|PATCH|DELETE)';
  const pattern = new RegExp(`((?:${method}(?:,\\s*|\\s+and\\s+))*${method}\\s+)?(/api/[^\\s;,()?]+)`, 'g');
  const calls: LiteralCall[] = [];
  for (const match of text.matchAll(pattern)) {
    const callPath = match[2]!.replace(/\.$/, '');
    const methods = match[1]?.match(new RegExp(method, 'g'));
    if (methods) for (const m of methods) calls.push({ method: m, path: callPath });
    else calls.push({ path: callPath });
  }
  return calls;
}

// ───────────────────────────── Matching calls and operations ─────────────────────────────

const isPathParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** Same number of segments; a parameter matches any parameter (names differ: {id} vs {deviceId}), literals must be equal. */
function pathsMatch(a: string, b: string): boolean {
  const aSegments = a.split('/');
  const bSegments = b.split('/');
  return (
    aSegments.length === bSegments.length &&
    aSegments.every((segment, index) => {
      const other = bSegments[index]!;
      return isPathParameter(segment) ? isPathParameter(other) : segment === other;
    })
  );
}

/** `callPath` is `literalPath` followed only by path parameters, e.g. /api/dashboard → /api/dashboard/{dashboardId}. */
function extendsWithParameters(literalPath: string, callPath: string): boolean {
  const literalSegments = literalPath.split('/');
  const callSegments = callPath.split('/');
  return (
    callSegments.length > literalSegments.length &&
    pathsMatch(literalPath, callSegments.slice(0, literalSegments.length).join('/')) &&
    callSegments.slice(literalSegments.length).every(isPathParameter)
  );
}

function parseCall(call: string): { method: string; path: string } {
  const [method, callPath] = call.split(' ');
  if (!method || !callPath || !HTTP_METHODS.includes(method.toLowerCase())) throw new Error(`Malformed call "${call}"`);
  return { method, path: callPath };
}

function listOperations(document: JsonObject): Operation[] {
  const operations: Operation[] = [];
  for (const [operationPath, pathItem] of Object.entries(document.paths as Record<string, JsonObject>)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as JsonObject | undefined;
      if (operation) {
        operations.push({
          method: method.toUpperCase(),
          path: operationPath,
          operationId: operation.operationId,
          responses: (operation.responses ?? {}) as JsonObject,
        });
      }
    }
  }
  return operations;
}

/** The calls that no operation of the document answers. */
function findUncoveredCalls(calls: string[], document: JsonObject): string[] {
  const operations = listOperations(document);
  return calls.filter((call) => {
    const { method, path: callPath } = parseCall(call);
    return !operations.some((operation) => operation.method === method && pathsMatch(callPath, operation.path));
  });
}

function resolveLocalRef(document: JsonObject, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value;
  const ref = (value as { $ref: string }).$ref;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, segment) => (node as JsonObject | undefined)?.[segment], document);
}

function errorSchemaRefOf(document: JsonObject, response: unknown): unknown {
  const resolved = resolveLocalRef(document, response) as JsonObject | undefined;
  const content = resolved?.content as Record<string, { schema?: { $ref?: string } }> | undefined;
  return content?.['application/json']?.schema?.$ref;
}

// ───────────────────────────── The checks ─────────────────────────────

const specCalls = JSON.parse(readFileSync(specCallsPath, 'utf8')) as SpecCalls;
const openApi = parse(readFileSync(openApiPath, 'utf8')) as JsonObject;
const specIsPresent = existsSync(specPath);

const section7Calls = specCalls.specItems.flatMap((item) => item.calls.map((call) => ({ call, item })));

describe('schemas/spec-calls.json', () => {
  it.skipIf(!specIsPresent)('lists exactly the bullets and rows of part1-console.md §7', () => {
    const fromSpec = extractSection7Items(readFileSync(specPath, 'utf8'));
    const fromJson = specCalls.specItems.map(({ section, text }) => ({ section, text }));
    expect(fromJson).toEqual(fromSpec);
  });

  it.each(specCalls.specItems.map((item) => [item.text, item] as const))(
    'covers every call written out in: %s',
    (_text, item) => {
      const unaccounted = literalCallsIn(item.text).filter(
        (literal) =>
          !item.calls.map(parseCall).some(
            (call) =>
              (literal.method === undefined || literal.method === call.method) &&
              (pathsMatch(literal.path, call.path) || extendsWithParameters(literal.path, call.path)),
          ),
      );
      expect(unaccounted).toEqual([]);
    },
  );

  it('spells every call as "METHOD /api/path"', () => {
    for (const call of [...section7Calls.map(({ call }) => call), ...specCalls.extraCalls.calls]) {
      expect(call).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/\S+$/);
    }
  });
});

describe('schemas/openapi.yaml covers the console spec', () => {
  it.each(section7Calls.map(({ call, item }) => [call, item.section] as const))(
    '%s (§7 %s) has an operation',
    (call) => {
      expect(findUncoveredCalls([call], openApi), `no operation in openapi.yaml for ${call}`).toEqual([]);
    },
  );

  it.each(specCalls.extraCalls.calls)('%s (server extra) has an operation', (call) => {
    expect(findUncoveredCalls([call], openApi), `no operation in openapi.yaml for ${call}`).toEqual([]);
  });

  it('notices a call whose operation is removed', () => {
    const withoutDeviceGet = structuredClone(openApi);
    const paths = withoutDeviceGet.paths as Record<string, JsonObject>;
    delete paths['/api/device/{deviceId}'];
    expect(findUncoveredCalls(['GET /api/device/{id}', 'GET /api/asset/{id}'], withoutDeviceGet)).toEqual([
      'GET /api/device/{id}',
    ]);
  });
});

describe('schemas/openapi.yaml operations', () => {
  const operations = listOperations(openApi);

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s has a success response and an ErrorResponse default',
    (_key, operation) => {
      const statuses = Object.keys(operation.responses);
      expect(statuses.some((status) => /^[23]\d\d$/.test(status)), 'a 2xx or 3xx response').toBe(true);
      expect(errorSchemaRefOf(openApi, operation.responses.default)).toBe('#/components/schemas/ErrorResponse');
    },
  );

  it('have unique camelCase operationIds', () => {
    const ids = operations.map((operation) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
  });
});
