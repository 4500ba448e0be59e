import { Resource } from 'react-admin';
import { registry } from '../../resources';
import type { ResourceDefinition } from '../../resources/kernel';
import { routeOf } from '../providers/data/resourceLookup';
import { overridesOf } from './overrides';
import { ResourceCreate } from './ResourceCreate';
import { ResourceEdit } from './ResourceEdit';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';

const viewsOf = (resource: ResourceDefinition) => ({
    list: () => <ResourceList resource={resource} />,
    // An entity created in a dialog (overrides.createDialog) opens it over its list.
    create: () => (overridesOf(resource.name).createDialog ? <ResourceList resource={resource} creating /> : <ResourceCreate resource={resource} />),
    edit: () => <ResourceEdit resource={resource} />,
    show: () => <ResourceShow resource={resource} />,
});

/** One react-admin <Resource> per registry entry, at the entry's console route. */
export const registryResources = registry.map(resource => (
    <Resource
        key={resource.name}
        name={routeOf(resource)}
        {...viewsOf(resource)}
        recordRepresentation={resource.titleField}
        options={{ label: `resources.${resource.name}.name` }}
    />
));

const registryRoutes = new Set(registry.map(resource => `/${routeOf(resource)}`));

/** Paths served by a registry <Resource>, which no placeholder page may shadow. */
export const isRegistryRoute = (path: string) => registryRoutes.has(path);
