import { registry } from '../../../resources';
import type { ResourceDefinition } from '../../../resources/kernel';

/**
 * react-admin names a resource by its route segment (`edgeInstances`, `otaUpdates`,
 * `settings/resources-library`); the registry by its entity name. Both lead to the entry.
 */
export const routeOf = (resource: Pick<ResourceDefinition, 'name' | 'route'>): string =>
    resource.route ?? resource.name;

const byKey = new Map<string, ResourceDefinition>();
for (const resource of registry) {
    byKey.set(resource.name, resource);
    byKey.set(routeOf(resource), resource);
}

export const findDefinition = (key: string): ResourceDefinition | undefined =>
    byKey.get(key);

export const definitionOf = (key: string): ResourceDefinition => {
    const resource = byKey.get(key);
    if (!resource) throw new Error(`No registry entry for resource "${key}"`);
    return resource;
};
