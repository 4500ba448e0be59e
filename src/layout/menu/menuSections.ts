import { registry } from '../../../resources';
import { AUTHORITIES, type Authority, type ResourceDefinition } from '../../../resources/kernel';
import { routeOf } from '../../providers/data/resourceLookup';
import type { MenuIconName } from './menuIcons';

/**
 * A side-menu section (part 1 §2 "Home shell"): a link, or a toggle group of pages. Entity links
 * come from the registry (each entry's `menu`: order, icon, label, group, who sees it), the other
 * pages from the table below; `order` places both, so each role's menu reads as ThingsBoard 3.3's.
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
    /** A Thingdeck addition: shown only when the server is Thingdeck's (not a real ThingsBoard). */
    thingdeckOnly?: boolean;
}

/**
 * Options to translate a menu or page name with: an entry's default name is its plural phrase
 * (`resources.sites.name`: 'Site |||| Sites'), which a page shows in the plural; other names ignore it.
 */
export const PAGE_NAME_OPTIONS = { smart_count: 2 } as const;

type GroupId = NonNullable<ResourceDefinition['menu']['group']>;

/** A console page that is no registry entry, placed among the entries by `order`. */
interface ConsolePage {
    id: string;
    name: string;
    path: string;
    icon: MenuIconName;
    order: number;
    authorities: readonly Authority[];
    edgesOnly?: boolean;
    thingdeckOnly?: boolean;
    /** The toggle group the page sits in. */
    group?: GroupId;
}

const CONSOLE_PAGES: readonly ConsolePage[] = [
    { id: 'home', name: 'home.home', path: '/home', icon: 'home', order: 0, authorities: AUTHORITIES },
    { id: 'rulechain_templates', name: 'edge.rulechain-templates', path: '/edgeManagement/ruleChains', icon: 'settings_ethernet', order: 95, authorities: ['TENANT_ADMIN'], group: 'edgeManagement' },
    { id: 'audit_log', name: 'audit-log.audit-logs', path: '/auditLogs', icon: 'track_changes', order: 120, authorities: ['TENANT_ADMIN'] },
    { id: 'trash', name: 'trash.trash', path: '/trash', icon: 'delete', order: 125, authorities: ['TENANT_ADMIN'], thingdeckOnly: true },
    { id: 'api_usage', name: 'api-usage.api-usage', path: '/usage', icon: 'insert_chart', order: 130, authorities: ['TENANT_ADMIN'] },
    { id: 'general', name: 'admin.general', path: '/settings/general', icon: 'settings_applications', order: 141, authorities: ['SYS_ADMIN'], group: 'settings' },
    { id: 'outgoing_mail', name: 'admin.outgoing-mail', path: '/settings/outgoing-mail', icon: 'mail', order: 142, authorities: ['SYS_ADMIN'], group: 'settings' },
    { id: 'sms_provider', name: 'admin.sms-provider', path: '/settings/sms-provider', icon: 'sms', order: 143, authorities: ['SYS_ADMIN'], group: 'settings' },
    { id: 'security_settings', name: 'admin.security-settings', path: '/settings/security-settings', icon: 'security', order: 144, authorities: ['SYS_ADMIN'], group: 'settings' },
    { id: 'oauth2', name: 'admin.oauth2', path: '/settings/oauth2', icon: 'vpn_key', order: 145, authorities: ['SYS_ADMIN'], group: 'settings' },
    { id: 'home_settings', name: 'admin.home-settings', path: '/settings/home', icon: 'settings_applications', order: 146, authorities: ['TENANT_ADMIN'], group: 'settings' },
];

/** The toggle groups: a role's menu has one when it has pages in it. */
const GROUPS: Readonly<Record<GroupId, Omit<ConsolePage, 'authorities' | 'group'>>> = {
    edgeManagement: { id: 'edge_management', name: 'edge.management', path: '/edgeManagement', icon: 'settings_input_antenna', order: 90, edgesOnly: true },
    settings: { id: 'system_settings', name: 'admin.system-settings', path: '/settings', icon: 'settings', order: 140 },
};

/** Who opens an entry's list page: its menu's authorities, else every authority with a list scope. */
export const pageAuthoritiesOf = (resource: ResourceDefinition): readonly Authority[] =>
    resource.menu.authorities ?? AUTHORITIES.filter(authority => resource.scopeOf[authority]);

/** An entry's list page as a menu page. */
const entryPage = (resource: ResourceDefinition): ConsolePage => ({
    // Section ids are snake_case like ThingsBoard's menu ids ('entity_views').
    id: resource.name.replace(/[A-Z]/g, letter => `_${letter.toLowerCase()}`),
    name: resource.menu.label ?? `resources.${resource.name}.name`,
    path: `/${routeOf(resource)}`,
    // Codegen imports every registry icon into MENU_ICONS (src/generated/registryIcons.gen.ts).
    icon: resource.menu.icon as MenuIconName,
    order: resource.menu.order,
    authorities: pageAuthoritiesOf(resource),
    edgesOnly: resource.menu.edgesOnly,
    group: resource.menu.group,
});

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

const link = ({ id, name, path, icon, edgesOnly, thingdeckOnly }: ConsolePage): MenuSection => ({
    id, name, path, type: 'link', icon, ...(edgesOnly ? { edgesOnly } : {}), ...(thingdeckOnly ? { thingdeckOnly } : {}),
});

/** One role's menu: its pages by order, those of a group inside the group (a toggle of its own). */
function menuOf(authority: Authority): MenuSection[] {
    const pages = [...CONSOLE_PAGES, ...registry.filter(resource => !resource.menu.unlinked).map(entryPage)]
        .filter(page => page.authorities.includes(authority))
        .sort(byOrder);
    const grouped = (group: GroupId) => pages.filter(page => page.group === group);
    const top: Array<{ order: number; section: MenuSection }> = [];
    for (const page of pages) if (!page.group) top.push({ order: page.order, section: link(page) });
    for (const [id, group] of Object.entries(GROUPS) as Array<[GroupId, (typeof GROUPS)[GroupId]]>) {
        const inside = grouped(id);
        if (inside.length === 0) continue;
        // A group holding a single entity page with no console page beside it is no group for this
        // role: a customer's edges are a link of their own.
        if (!inside.some(page => CONSOLE_PAGES.includes(page))) {
            for (const page of inside) top.push({ order: page.order, section: link(page) });
            continue;
        }
        const pagesOfGroup = inside.map(page => link({ ...page, edgesOnly: undefined }));
        top.push({ order: group.order, section: { ...link({ ...group, authorities: [] }), type: 'toggle', pages: pagesOfGroup } });
    }
    return top.sort(byOrder).map(entry => entry.section);
}

/** The side menu of each role, exactly as part 1 §2 lists it. */
export const MENU_BY_AUTHORITY: Record<Authority, readonly MenuSection[]> = {
    SYS_ADMIN: menuOf('SYS_ADMIN'),
    TENANT_ADMIN: menuOf('TENANT_ADMIN'),
    CUSTOMER_USER: menuOf('CUSTOMER_USER'),
};

export interface MenuContext {
    edgesSupportEnabled: boolean;
    /** The server is Thingdeck's (SessionDetails.thingdeckExtensions); its own pages are hidden until known. */
    thingdeckExtensions?: boolean;
}

/** The role's sections, with edge entries only when edges are enabled, Thingdeck's pages only on its server. */
export const menuFor = (
    authority: Authority,
    { edgesSupportEnabled, thingdeckExtensions = false }: MenuContext
): MenuSection[] => {
    const visible = (section: MenuSection) => (edgesSupportEnabled || !section.edgesOnly) && (thingdeckExtensions || !section.thingdeckOnly);
    return MENU_BY_AUTHORITY[authority].filter(visible).map(section =>
        section.pages ? { ...section, pages: section.pages.filter(visible) } : section
    );
};

/** Every path a role reaches from its menu: the allowed authorities of those routes. */
export const authoritiesByPath = (): Map<string, Authority[]> => {
    const byPath = new Map<string, Authority[]>();
    const add = (path: string, authority: Authority) =>
        byPath.set(path, [...new Set([...(byPath.get(path) ?? []), authority])]);
    AUTHORITIES.forEach(authority =>
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
