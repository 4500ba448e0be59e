import { dashboardOverrides } from '../pages/dashboards/share/dashboardOverrides';
import { deviceProfileOverrides } from '../resources/deviceProfiles';
import { deviceOverrides } from '../resources/devices';
import { edgeOverrides } from '../resources/edges';
import { otaPackageOverrides } from '../resources/otaPackages';
import { resourceOverrides } from '../resources/resources';
import { ruleChainOverrides } from '../resources/ruleChains';
import { tenantProfileOverrides } from '../resources/tenantProfiles';
import { userOverrides } from '../resources/users';
import { widgetsBundleOverrides } from '../resources/widgetsBundles';
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
