import { assetHooks } from './assets';
import { customerHooks } from './customers';
import { dashboardHooks } from './dashboards';
import { deviceProfileHooks } from './deviceProfiles';
import { deviceHooks } from './devices';
import { edgeHooks } from './edges';
import { entityViewHooks } from './entityViews';
import type { HooksTable } from './hooks';
import { otaPackageHooks } from './otaPackages';
import { resourceHooks } from './resources';
import { ruleChainHooks } from './ruleChains';
import { tenantProfileHooks } from './tenantProfiles';
import { tenantHooks } from './tenants';
import { userHooks } from './users';
import { widgetsBundleHooks } from './widgetsBundles';

/** Entity rules beyond the registry's declarations, by resource name. */
export const entityHooks: HooksTable = {
    tenants: tenantHooks,
    tenantProfiles: tenantProfileHooks,
    customers: customerHooks,
    users: userHooks,
    assets: assetHooks,
    devices: deviceHooks,
    deviceProfiles: deviceProfileHooks,
    entityViews: entityViewHooks,
    edges: edgeHooks,
    dashboards: dashboardHooks,
    ruleChains: ruleChainHooks,
    widgetsBundles: widgetsBundleHooks,
    otaPackages: otaPackageHooks,
    resources: resourceHooks,
};
