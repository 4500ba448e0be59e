// Builds TypeScript types from a JSON Schema document (draft-07, `definitions` + a root object), such as
// schemas/documents/dashboard-configuration.json: the document is wrapped as the components.schemas of an
// in-memory OpenAPI document so that openapi-typescript renders it exactly like the contract's types.
import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { GENERATED_HEADER } from './operations';
import { renderSchemaAliases } from './openapiTypes';
import type { JsonObject } from './openapiDocument';

/** JSON Schema keywords that describe the document itself, not its root object. */
const DOCUMENT_KEYWORDS = new Set(['$schema', '$id', 'definitions']);

/**
 * Every `#/definitions/X` reference becomes `#/components/schemas/X`. `discriminator` is dropped: the
 * variants' `const` on the property already makes a discriminated union, while openapi-typescript would
 * overwrite it with the variant's schema name (Ajv, which validates the document, refuses `mapping`).
 */
function retarget(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(retarget);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => key !== 'discriminator').map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' ? child.replace(/^#\/definitions\//, '#/components/schemas/') : retarget(child),
    ]),
  );
}

/** The document's definitions plus its root object under `rootName`, as OpenAPI component schemas. */
export function documentAsComponentSchemas(document: JsonObject, rootName: string): Record<string, JsonObject> {
  const definitions = (document.definitions ?? {}) as Record<string, JsonObject>;
  if (rootName in definitions) throw new Error(`Root name "${rootName}" clashes with a definition`);
  const root = Object.fromEntries(Object.entries(document).filter(([key]) => !DOCUMENT_KEYWORDS.has(key)));
  return retarget({ ...definitions, [rootName]: root }) as Record<string, JsonObject>;
}

export interface DocumentTypesOptions {
  /**
   * A property with a `default` stays optional. For a document the server takes from clients without
   * filling defaults in (device-profile data): what may be left out is typed as optional.
   */
  defaultsOptional?: boolean;
}

export async function renderDocumentTypesModule(documentPath: string, rootName: string, sourceName: string, options: DocumentTypesOptions = {}): Promise<string> {
  const document = JSON.parse(readFileSync(documentPath, 'utf8')) as JsonObject;
  const schemas = documentAsComponentSchemas(document, rootName);
  const openApi = { openapi: '3.1.0', info: { title: String(document.title ?? rootName), version: '1' }, paths: {}, components: { schemas } };
  // openapi-typescript's own signature takes its OpenAPI3 type; our document is plain JSON of that shape.
  const ast = await openapiTS(openApi as Parameters<typeof openapiTS>[0], { silent: true, defaultNonNullable: !options.defaultsOptional });
  const header = GENERATED_HEADER.replace('schemas/openapi.yaml', sourceName);
  return header + '\n' + astToString(ast) + renderSchemaAliases(Object.keys(schemas));
}
