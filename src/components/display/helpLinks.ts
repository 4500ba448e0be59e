/** Where ThingsBoard's documentation lives. */
export const HELP_BASE_URL = 'https://thingsboard.io';

/** Documentation pages by help-link id (part 2 §2); ruleEngine is the rule nodes' default. */
export const HELP_LINKS: Readonly<Record<string, string>> = {
    tenants: `${HELP_BASE_URL}/docs/user-guide/ui/tenants`,
    tenantProfiles: `${HELP_BASE_URL}/docs/user-guide/tenant-profiles/`,
    customers: `${HELP_BASE_URL}/docs/user-guide/customers/`,
    users: `${HELP_BASE_URL}/docs/user-guide/ui/users/`,
    devices: `${HELP_BASE_URL}/docs/user-guide/ui/devices/`,
    deviceProfiles: `${HELP_BASE_URL}/docs/user-guide/device-profiles/`,
    assets: `${HELP_BASE_URL}/docs/user-guide/ui/assets/`,
    edges: `${HELP_BASE_URL}/docs/edge/getting-started-guides/what-is-edge/`,
    entityViews: `${HELP_BASE_URL}/docs/user-guide/entity-views/`,
    rulechains: `${HELP_BASE_URL}/docs/user-guide/ui/rule-chains/`,
    alarms: `${HELP_BASE_URL}/docs/user-guide/alarms/`,
    dashboards: `${HELP_BASE_URL}/docs/user-guide/ui/dashboards/`,
    widgetsBundles: `${HELP_BASE_URL}/docs/user-guide/ui/widget-library/#bundles`,
    resources: `${HELP_BASE_URL}/docs/user-guide/ui/resources/`,
    otaUpdates: `${HELP_BASE_URL}/docs/user-guide/ota-updates/`,
    ruleEngine: `${HELP_BASE_URL}/docs/user-guide/rule-engine-2-0/re-getting-started/`,
};

/**
 * The page a help-link id opens: its looked-up link, or the id itself when it is an
 * http:// address or starts with {host} (this console's origin); otherwise none.
 */
export const helpLinkUrl = (helpId: string | null | undefined, origin: string = window.location.origin): string | null => {
    if (!helpId) return null;
    if (HELP_LINKS[helpId]) return HELP_LINKS[helpId];
    if (/^https?:\/\//.test(helpId)) return helpId;
    if (helpId.startsWith('{host}')) return origin + helpId.slice('{host}'.length);
    return null;
};
