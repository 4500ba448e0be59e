// Builds shared/generated/api.gen.ts: openapi-typescript's types plus one alias per component schema.
import openapiTS, { astToString } from 'openapi-typescript';
import { GENERATED_HEADER } from './operations';

/** A component name that is also a valid TypeScript identifier can get a top-level alias. */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Names openapi-typescript already exports (or declares) in the same module. */
const RESERVED_NAMES = new Set(['paths', 'webhooks', 'components', '$defs', 'operations', 'WithRequired', 'Schemas']);

export function renderSchemaAliases(componentNames: string[]): string {
  const lines = ['', '// Convenience aliases, one per components.schemas entry.', "export type Schemas = components['schemas'];"];
  for (const name of componentNames) {
    if (!IDENTIFIER.test(name)) throw new Error(`Component schema name "${name}" is not a TypeScript identifier`);
    if (RESERVED_NAMES.has(name)) throw new Error(`Component schema name "${name}" clashes with an openapi-typescript export`);
    lines.push(`export type ${name} = components['schemas']['${name}'];`);
  }
  return lines.join('\n') + '\n';
}

/** The types of the contract, given as its YAML text. */
export async function renderApiTypesModule(contract: string, componentNames: string[]): Promise<string> {
  const ast = await openapiTS(contract, { silent: true });
  return GENERATED_HEADER + '\n' + astToString(ast) + renderSchemaAliases(componentNames);
}
