// Inlines local `$ref`s so that a schema can be handed to Ajv (through Fastify) on its own.
import { isJsonObject, type JsonObject } from './openapiDocument';

/**
 * Looks up a local JSON pointer such as `#/components/schemas/Device`.
 * Throws on anything else: a dangling ref is a bug in openapi.yaml, not something to skip.
 */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local refs are supported, got ${ref}`);
  let node: unknown = document;
  for (const rawSegment of ref.slice(2).split('/')) {
    const segment = rawSegment.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isJsonObject(node) || !(segment in node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = node[segment];
  }
  return node;
}

/**
 * Where a component schema that several operations use stands in a generated schema: the module
 * declares the component once and names it here (with the keywords written next to its `$ref`).
 * Only components whose expansion never meets a recursion are shared, so the objects the module
 * builds equal the fully inlined ones.
 */
export class SharedSchema {
  constructor(
    readonly name: string,
    readonly siblings: JsonObject,
  ) {}
}

/** Decides, for a `$ref`, whether it is left as a SharedSchema instead of expanded. */
export type ShareRule = (ref: string) => boolean;

/**
 * Returns a copy of `value` with every `$ref` replaced by (a copy of) its target, or, when `share`
 * says so, by a SharedSchema naming it.
 *
 * A ref that is already being expanded higher up (a recursive schema such as a filter predicate
 * that contains predicates) becomes a permissive schema instead, so the output stays finite.
 * A ref that merely repeats elsewhere (EntityId in many properties) is expanded each time.
 * Keywords written next to a `$ref` (allowed in OpenAPI 3.1) override the target's.
 */
export function dereference(value: unknown, document: unknown, refsBeingExpanded: readonly string[] = [], share?: ShareRule): unknown {
  if (value instanceof SharedSchema) return value;
  if (Array.isArray(value)) return value.map((item) => dereference(item, document, refsBeingExpanded, share));
  if (!isJsonObject(value)) return value;

  if (typeof value.$ref === 'string') {
    const ref = value.$ref;
    const { $ref: _ref, ...siblings } = value;
    const siblingKeywords = dereference(siblings, document, refsBeingExpanded, share) as JsonObject;
    if (refsBeingExpanded.includes(ref)) {
      return { description: `Recursive ${ref.split('/').pop()} (not expanded)`, ...siblingKeywords };
    }
    if (share?.(ref)) return new SharedSchema(ref.split('/').pop()!, siblingKeywords);
    const target = dereference(resolvePointer(document, ref), document, [...refsBeingExpanded, ref], share);
    return isJsonObject(target) ? { ...target, ...siblingKeywords } : target;
  }

  const copy: JsonObject = {};
  for (const [key, child] of Object.entries(value)) copy[key] = dereference(child, document, refsBeingExpanded, share);
  return copy;
}

const SCHEMA_REF = '#/components/schemas/';

/** The component schemas a value's `$ref`s name, directly. */
function schemaRefsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) schemaRefsIn(item, found);
  else if (isJsonObject(value)) {
    if (typeof value.$ref === 'string' && value.$ref.startsWith(SCHEMA_REF)) found.add(value.$ref);
    for (const child of Object.values(value)) schemaRefsIn(child, found);
  }
  return found;
}

/**
 * The component schemas that can be shared: those from which no recursion is reachable, whose
 * expansion is then the same wherever they are used.
 */
export function shareableSchemaRefs(document: { components?: { schemas?: Record<string, unknown> } }): Set<string> {
  const schemas = document.components?.schemas ?? {};
  const edges = new Map(Object.entries(schemas).map(([name, schema]) => [`${SCHEMA_REF}${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, schemaRefsIn(schema)]));
  const state = new Map<string, 'visiting' | 'safe' | 'recursive'>();
  const visit = (ref: string): boolean => {
    const known = state.get(ref);
    if (known === 'visiting') return false;
    if (known) return known === 'safe';
    state.set(ref, 'visiting');
    let safe = true;
    for (const next of edges.get(ref) ?? []) if (!visit(next)) safe = false;
    state.set(ref, safe ? 'safe' : 'recursive');
    return safe;
  };
  return new Set([...edges.keys()].filter(visit));
}

/** OpenAPI-only keywords that Ajv in strict mode would reject as unknown. */
function isOpenApiOnlyKeyword(keyword: string): boolean {
  return keyword.startsWith('x-') || ['example', 'discriminator', 'xml', 'externalDocs'].includes(keyword);
}

/** Keywords whose value is a map from property name to schema (the names must be kept as they are). */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'dependentSchemas', 'definitions', '$defs']);

/**
 * Removes OpenAPI-only keywords from a (dereferenced) schema, everywhere but inside property-name
 * maps, where a property could legitimately be called `example`.
 */
export function stripOpenApiKeywords(schema: unknown): unknown {
  if (schema instanceof SharedSchema) return new SharedSchema(schema.name, stripOpenApiKeywords(schema.siblings) as JsonObject);
  if (Array.isArray(schema)) return schema.map(stripOpenApiKeywords);
  if (!isJsonObject(schema)) return schema;
  const copy: JsonObject = {};
  for (const [keyword, child] of Object.entries(schema)) {
    if (isOpenApiOnlyKeyword(keyword)) continue;
    if (SCHEMA_MAP_KEYWORDS.has(keyword) && isJsonObject(child)) {
      copy[keyword] = Object.fromEntries(
        Object.entries(child).map(([propertyName, propertySchema]) => [propertyName, stripOpenApiKeywords(propertySchema)]),
      );
    } else {
      copy[keyword] = stripOpenApiKeywords(child);
    }
  }
  return copy;
}

/** A schema from openapi.yaml made self-contained and Ajv-ready (with SharedSchema stand-ins where `share` says). */
export function toStandaloneSchema(schema: unknown, document: unknown, share?: ShareRule): unknown {
  return stripOpenApiKeywords(dereference(schema, document, [], share));
}
