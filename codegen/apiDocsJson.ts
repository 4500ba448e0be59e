// The contract as JSON for the console's /api-docs page (src/pages/apiDocs).
//
// Why JSON from codegen rather than parsing openapi.yaml in the browser: the page's chunk then
// needs no YAML parser (the `yaml` package alone is ~30 KB gzipped) and JSON.parse reads the whole
// contract in about a millisecond where parsing the YAML takes hundreds.
import { isJsonObject, type OpenApiDocument } from './openapiDocument';

/** How many levels below each top-level member still get a line per member (deeper ones stay inline). */
const LINE_LEVELS: Record<string, number> = { paths: 1, components: 2 };

/**
 * Compact JSON with a line per top-level member, per path and per component, so that a change to
 * the contract shows as a change to the lines of the paths and schemas it touches.
 */
export function renderApiDocsJson(document: OpenApiDocument): string {
  return `${spread(document, 1, LINE_LEVELS)}\n`;
}

function spread(value: unknown, levels: number, levelsByMember: Record<string, number> = {}): string {
  if (levels === 0 || !isJsonObject(value)) return JSON.stringify(value);
  const members = Object.entries(value).map(
    ([key, child]) => `${JSON.stringify(key)}:${spread(child, levelsByMember[key] ?? levels - 1)}`,
  );
  return `{\n${members.join(',\n')}\n}`;
}
