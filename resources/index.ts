import { assets } from './assets.resource';
import { customers } from './customers.resource';
import { dashboards } from './dashboards.resource';
import { deviceProfiles } from './deviceProfiles.resource';
import { devices } from './devices.resource';
import { edges } from './edges.resource';
import { entityViews } from './entityViews.resource';
import type { ResourceDefinition } from './kernel';
import { otaPackages } from './otaPackages.resource';
import { resources } from './resources.resource';
import { ruleChains } from './ruleChains.resource';
import { tenantProfiles } from './tenantProfiles.resource';
import { tenants } from './tenants.resource';
import { users } from './users.resource';
import { widgetsBundles } from './widgetsBundles.resource';

/** The ordered registry: the one place an entity is registered. Menu order comes from each entry. */
export const registry: readonly ResourceDefinition[] = [
    tenants,
    tenantProfiles,
    customers,
    users,
    assets,
    devices,
    deviceProfiles,
    entityViews,
    edges,
    dashboards,
    ruleChains,
    widgetsBundles,
    otaPackages,
    resources,
];

export type ResourceName =
    | 'tenants' | 'tenantProfiles' | 'customers' | 'users' | 'assets' | 'devices' | 'deviceProfiles'
    | 'entityViews' | 'edges' | 'dashboards' | 'ruleChains' | 'widgetsBundles' | 'otaPackages' | 'resources';

const byName = new Map(registry.map(resource => [resource.name, resource]));

export function resourceNamed(name: ResourceName): ResourceDefinition {
    const resource = byName.get(name);
    if (!resource) throw new Error(`No resource named ${name}`);
    return resource;
}

export { assets, customers, dashboards, deviceProfiles, devices, edges, entityViews, otaPackages, resources, ruleChains, tenantProfiles, tenants, users, widgetsBundles };
