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
 * Returns a copy of `value` with every `$ref` replaced by (a copy of) its target.
 *
 * A ref that is already being expanded higher up (a recursive schema such as a filter predicate
 * that contains predicates) becomes a permissive schema instead, so the output stays finite.
 * A ref that merely repeats elsewhere (EntityId in many properties) is expanded each time.
 * Keywords written next to a `$ref` (allowed in OpenAPI 3.1) override the target's.
 */
export function dereference(value: unknown, document: unknown, refsBeingExpanded: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(item, document, refsBeingExpanded));
  if (!isJsonObject(value)) return value;

  if (typeof value.$ref === 'string') {
    const ref = value.$ref;
    const { $ref: _ref, ...siblings } = value;
    const siblingKeywords = dereference(siblings, document, refsBeingExpanded) as JsonObject;
    if (refsBeingExpanded.includes(ref)) {
      return { description: `Recursive ${ref.split('/').pop()} (not expanded)`, ...siblingKeywords };
    }
    const target = dereference(resolvePointer(document, ref), document, [...refsBeingExpanded, ref]);
    return isJsonObject(target) ? { ...target, ...siblingKeywords } : target;
  }

  const copy: JsonObject = {};
  for (const [key, child] of Object.entries(value)) copy[key] = dereference(child, document, refsBeingExpanded);
  return copy;
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

/** A schema from openapi.yaml made self-contained and Ajv-ready. */
export function toStandaloneSchema(schema: unknown, document: unknown): unknown {
  return stripOpenApiKeywords(dereference(schema, document));
}
