import { matchPath } from 'react-router';
import { registry } from '../../resources';
import type { Authority } from '../../resources/kernel';
import { MENU_BY_AUTHORITY, authoritiesByPath, pageAuthoritiesOf } from '../layout/menu/menuSections';
import type { MenuIconName } from '../layout/menu/menuIcons';
import { API_DOCS_PATH } from '../pages/apiDocs/apiDocsPath';
import { routeOf } from '../providers/data/resourceLookup';

/** Route data of part 1 §3: title, module, allowed authorities, redirectTo, breadcrumb. */
export interface RouteData {
    /** react-router pattern. */
    path: string;
    /** i18n key of the page title (and of the breadcrumb unless it has its own). */
    title: string;
    module?: 'public';
    auth?: readonly Authority[];
    redirectTo?: string | Partial<Record<Authority, string>>;
    breadcrumb?: { label?: string; icon?: MenuIconName; skip?: boolean };
    expiredPassword?: boolean;
}

const SIGNED_IN: readonly Authority[] = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'];
const DASHBOARD_USERS: readonly Authority[] = ['TENANT_ADMIN', 'CUSTOMER_USER'];

/** Every page reached from a menu, with the roles whose menu lists it. */
const menuRoutes = (): RouteData[] => {
    const byPath = authoritiesByPath();
    const seen = new Set<string>();
    return Object.values(MENU_BY_AUTHORITY)
        .flat()
        .flatMap(section => [section, ...(section.pages ?? [])])
        .filter(section => !seen.has(section.path) && seen.add(section.path))
        .map(section => ({
            path: section.path,
            title: section.name,
            auth: byPath.get(section.path),
            breadcrumb: { icon: section.icon },
            ...(section.type === 'toggle'
                ? { redirectTo: firstPageByAuthority(section.path) }
                : {}),
        }));
};

/** Registry list pages without a menu link (a tenant's admins, a customer's users), for the roles that open them. */
const unlinkedRegistryRoutes = (): RouteData[] =>
    registry
        .filter(resource => resource.menu.unlinked)
        .map(resource => ({
            path: `/${routeOf(resource)}`,
            title: resource.menu.label ?? `resources.${resource.name}.name`,
            auth: pageAuthoritiesOf(resource),
            // Codegen imports every registry icon into MENU_ICONS.
            breadcrumb: { icon: resource.menu.icon as MenuIconName },
        }));

/** A group path such as /settings leads each role to the first page of its group. */
const firstPageByAuthority = (groupPath: string) =>
    Object.fromEntries(
        (Object.entries(MENU_BY_AUTHORITY) as Array<[Authority, typeof MENU_BY_AUTHORITY.SYS_ADMIN]>)
            .map(([authority, menu]) => [
                authority,
                menu.find(section => section.path === groupPath)?.pages?.[0]?.path,
            ])
            .filter(([, path]) => path)
    );

/** The route table of part 1 §2; the first matching entry wins. */
export const ROUTES: readonly RouteData[] = [
    { path: '/login', title: 'login.login', module: 'public' },
    { path: '/login/resetPasswordRequest', title: 'login.request-password-reset', module: 'public' },
    { path: '/login/resetPassword', title: 'login.reset-password', module: 'public' },
    {
        path: '/login/resetExpiredPassword',
        title: 'login.reset-password',
        module: 'public',
        expiredPassword: true,
    },
    { path: '/login/createPassword', title: 'login.create-password', module: 'public' },
    // Activation by the code of a sign-up e-mail, and sending the activation e-mail again.
    { path: '/login/emailActivation', title: 'login.account-activation', module: 'public' },
    { path: '/login/resendActivation', title: 'login.resend-activation', module: 'public' },
    { path: '/profile', title: 'profile.profile', auth: SIGNED_IN, breadcrumb: { icon: 'account_circle' } },
    // Tenant admins and customer users: reached from a tenant's or a customer's page, not the menu.
    ...unlinkedRegistryRoutes(),
    {
        path: '/dashboards/:dashboardId',
        title: 'dashboard.dashboard',
        auth: DASHBOARD_USERS,
        breadcrumb: { icon: 'dashboards' },
    },
    { path: '/dashboard/:dashboardId', title: 'dashboard.dashboard', breadcrumb: { skip: true } },
    // Every alarm the user may see; reached by link, not from the menu (whose content the spec fixes).
    { path: '/alarms', title: 'alarm.alarms', auth: DASHBOARD_USERS, breadcrumb: { icon: 'notifications_active' } },
    // Widget types of a bundle, and the widget type editor: reached from the widget library list.
    { path: '/widgets-bundles/:widgetsBundleId/widgetTypes', title: 'widget.widget-bundle', auth: ['SYS_ADMIN', 'TENANT_ADMIN'], breadcrumb: { icon: 'now_widgets' } },
    { path: '/widgets-bundles/:widgetsBundleId/widgetTypes/:widgetTypeId', title: 'widget.editor', auth: ['SYS_ADMIN', 'TENANT_ADMIN'], breadcrumb: { icon: 'now_widgets' } },
    // Every system widget type with its default configuration on the demo data (issue #25); reached by link.
    { path: '/widgets-gallery', title: 'widget-gallery.title', auth: ['SYS_ADMIN', 'TENANT_ADMIN'], breadcrumb: { icon: 'now_widgets' } },
    // The contract rendered as documentation; reached from the user menu (issue #13).
    { path: API_DOCS_PATH, title: 'api-docs.api-docs', auth: ['SYS_ADMIN', 'TENANT_ADMIN'], breadcrumb: { icon: 'settings_ethernet' } },
    // Development builds only: the gallery of shared controls (src/pages/components).
    ...(import.meta.env.DEV ? [{ path: '/components', title: 'components.gallery', auth: SIGNED_IN }] : []),
    ...menuRoutes(),
];

export const HOME_ROUTE_PATH = '/home';

const findExactRoute = (pathname: string): RouteData | null =>
    ROUTES.find(route => matchPath({ path: route.path, end: true }, pathname)) ?? null;

/** An entity list's own pages (/devices/create, /devices/{id}/show) share the list's route data. */
const findListRoute = (pathname: string): RouteData | null =>
    ROUTES.find(
        route =>
            !route.module &&
            !route.redirectTo &&
            !route.path.includes(':') &&
            route.path !== HOME_ROUTE_PATH &&
            matchPath({ path: `${route.path}/*`, end: true }, pathname)
    ) ?? null;

export const findRoute = (pathname: string): RouteData | null =>
    findExactRoute(pathname) ?? findListRoute(pathname);

/** The chain of routes down to the location: one entry per matching path prefix. */
export const routeChain = (pathname: string): Array<{ route: RouteData; url: string }> => {
    const segments = pathname.split('/').filter(Boolean);
    return segments.flatMap((_segment, index) => {
        const url = `/${segments.slice(0, index + 1).join('/')}`;
        const route = findExactRoute(url);
        return route ? [{ route, url }] : [];
    });
};
