import { dashboardOverrides } from '../pages/dashboards/share/dashboardOverrides';
import { deviceProfileOverrides } from '../overrides/deviceProfiles';
import { deviceOverrides } from '../overrides/devices';
import { edgeOverrides } from '../overrides/edges';
import { otaPackageOverrides } from '../overrides/otaPackages';
import { resourceOverrides } from '../overrides/resourcesLibrary';
import { ruleChainOverrides } from '../overrides/ruleChains';
import { tenantProfileOverrides } from '../overrides/tenantProfiles';
import { userOverrides } from '../overrides/users';
import { widgetsBundleOverrides } from '../overrides/widgetsBundles';
import type { ResourceOverrides } from './overrideTypes';

/** Resource name → hand-made pieces (see overrideTypes); everything else is generic. */
const overrides: Readonly<Record<string, ResourceOverrides>> = {
    dashboards: dashboardOverrides,
    devices: deviceOverrides,
    users: userOverrides,
    edges: edgeOverrides,
    ruleChains: ruleChainOverrides,
    deviceProfiles: deviceProfileOverrides,
    tenantProfiles: tenantProfileOverrides,
    otaPackages: otaPackageOverrides,
    resources: resourceOverrides,
    widgetsBundles: widgetsBundleOverrides,
};

export const overridesOf = (name: string): ResourceOverrides => overrides[name] ?? {};
