import type { Authority } from '../../../shared/generated/api.gen';
import type { MenuIconName } from './menuIcons';

/**
 * A side-menu section (part 1 §2 "Home shell"): a link, or a toggle group of pages.
 * Entity entries will later come from the registry (resources/*.resource.ts: menu group,
 * icon, order); until then this table lists them as ThingsBoard 3.3 does.
 */
export interface MenuSection {
    id: string;
    /** i18n key. */
    name: string;
    path: string;
    type: 'link' | 'toggle';
    icon: MenuIconName;
    pages?: readonly MenuSection[];
    /** Shown only when the platform has edge support (`/api/edges/enabled`). */
    edgesOnly?: boolean;
}

const link = (
    id: string,
    name: string,
    path: string,
    icon: MenuIconName,
    extra: Partial<MenuSection> = {}
): MenuSection => ({ id, name, path, type: 'link', icon, ...extra });

const toggle = (
    id: string,
    name: string,
    path: string,
    icon: MenuIconName,
    pages: MenuSection[],
    extra: Partial<MenuSection> = {}
): MenuSection => ({ id, name, path, type: 'toggle', icon, pages, ...extra });

const HOME = link('home', 'home.home', '/home', 'home');
const ASSETS = link('assets', 'asset.assets', '/assets', 'domain');
const DEVICES = link('devices', 'device.devices', '/devices', 'devices_other');
const ENTITY_VIEWS = link('entity_views', 'entity-view.entity-views', '/entityViews', 'view_quilt');
const DASHBOARDS = link('dashboards', 'dashboard.dashboards', '/dashboards', 'dashboards');
const WIDGET_LIBRARY = link('widget_library', 'widget.widget-library', '/widgets-bundles', 'now_widgets');
const EDGE_INSTANCES = link('edges', 'edge.edge-instances', '/edgeInstances', 'router', { edgesOnly: true });
const RESOURCES = link('resources_library', 'resource.resources-library', '/settings/resources-library', 'folder');

/** The side menu of each role, exactly as part 1 §2 lists it. */
export const MENU_BY_AUTHORITY: Record<Authority, readonly MenuSection[]> = {
    SYS_ADMIN: [
        HOME,
        link('tenants', 'tenant.tenants', '/tenants', 'supervisor_account'),
        link('tenant_profiles', 'tenant-profile.tenant-profiles', '/tenantProfiles', 'badge'),
        WIDGET_LIBRARY,
        toggle('system_settings', 'admin.system-settings', '/settings', 'settings', [
            link('general', 'admin.general', '/settings/general', 'settings_applications'),
            link('outgoing_mail', 'admin.outgoing-mail', '/settings/outgoing-mail', 'mail'),
            link('sms_provider', 'admin.sms-provider', '/settings/sms-provider', 'sms'),
            link('security_settings', 'admin.security-settings', '/settings/security-settings', 'security'),
            link('oauth2', 'admin.oauth2', '/settings/oauth2', 'vpn_key'),
            RESOURCES,
        ]),
    ],
    TENANT_ADMIN: [
        HOME,
        link('rule_chains', 'rulechain.rulechains', '/ruleChains', 'settings_ethernet'),
        link('customers', 'customer.customers', '/customers', 'supervisor_account'),
        ASSETS,
        DEVICES,
        link('device_profiles', 'device-profile.device-profiles', '/deviceProfiles', 'badge'),
        link('ota_updates', 'ota-update.ota-updates', '/otaUpdates', 'memory'),
        ENTITY_VIEWS,
        toggle(
            'edge_management',
            'edge.management',
            '/edgeManagement',
            'settings_input_antenna',
            [
                { ...EDGE_INSTANCES, edgesOnly: undefined },
                link('rulechain_templates', 'edge.rulechain-templates', '/edgeManagement/ruleChains', 'settings_ethernet'),
            ],
            { edgesOnly: true }
        ),
        WIDGET_LIBRARY,
        DASHBOARDS,
        link('audit_log', 'audit-log.audit-logs', '/auditLogs', 'track_changes'),
        link('api_usage', 'api-usage.api-usage', '/usage', 'insert_chart'),
        toggle('system_settings', 'admin.system-settings', '/settings', 'settings', [
            link('home_settings', 'admin.home-settings', '/settings/home', 'settings_applications'),
            RESOURCES,
        ]),
    ],
    CUSTOMER_USER: [HOME, ASSETS, DEVICES, ENTITY_VIEWS, EDGE_INSTANCES, DASHBOARDS],
};

export interface MenuContext {
    edgesSupportEnabled: boolean;
}

/** The role's sections, with edge entries only when edges are enabled. */
export const menuFor = (
    authority: Authority,
    { edgesSupportEnabled }: MenuContext
): MenuSection[] => {
    const visible = (section: MenuSection) => edgesSupportEnabled || !section.edgesOnly;
    return MENU_BY_AUTHORITY[authority].filter(visible).map(section =>
        section.pages ? { ...section, pages: section.pages.filter(visible) } : section
    );
};

/** Every path a role reaches from its menu: the allowed authorities of those routes. */
export const authoritiesByPath = (): Map<string, Authority[]> => {
    const byPath = new Map<string, Authority[]>();
    const add = (path: string, authority: Authority) =>
        byPath.set(path, [...new Set([...(byPath.get(path) ?? []), authority])]);
    (Object.keys(MENU_BY_AUTHORITY) as Authority[]).forEach(authority =>
        MENU_BY_AUTHORITY[authority].forEach(section => {
            add(section.path, authority);
            section.pages?.forEach(page => add(page.path, authority));
        })
    );
    return byPath;
};

/** The section (or page) whose path the location is in, for the active highlight. */
export const isSectionActive = (section: MenuSection, pathname: string) =>
    pathname === section.path || pathname.startsWith(`${section.path}/`);
