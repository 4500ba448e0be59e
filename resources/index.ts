import type { ResourceDefinition, ResourceName } from './kernel';
import { entries } from './registry.gen';

/**
 * The registry: every `<name>.resource.ts` of this folder, in menu order. `npm run codegen` lists
 * them in registry.gen.ts, so a new entity is registered by adding its file.
 */
export const registry: readonly ResourceDefinition[] = entries;

export type { ResourceName };

const byName = new Map(registry.map(resource => [resource.name, resource]));

export function resourceNamed(name: ResourceName): ResourceDefinition {
    const resource = byName.get(name);
    if (!resource) throw new Error(`No resource named ${name}`);
    return resource;
}

export * from './registry.gen';
