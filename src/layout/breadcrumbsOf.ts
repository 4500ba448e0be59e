import type { MenuIconName } from './menu/menuIcons';
import { routeChain } from '../session/routeTable';

export interface BreadcrumbEntry {
    /** i18n key. */
    label: string;
    /** A text shown as it is (an entity's name), instead of the label. */
    text?: string;
    icon: MenuIconName;
    /** The full path to that route. */
    url: string;
}

/**
 * One entry per route of the chain that carries breadcrumb data and is not skipped;
 * the default label is the home label, the default icon home (part 2 §2.1). A page's own title
 * (pageTitle) names its entry: the route's own (a dashboard's title), or one more entry after its
 * list's (an entity's details page).
 */
export const breadcrumbsOf = (pathname: string, pageTitle: string | null = null): BreadcrumbEntry[] => {
    const entries = routeChain(pathname)
        .filter(({ route }) => route.breadcrumb && !route.breadcrumb.skip)
        .map(({ route, url }): BreadcrumbEntry => ({
            label: route.breadcrumb?.label ?? route.title ?? 'home.home',
            icon: route.breadcrumb?.icon ?? 'home',
            url,
        }));
    if (!pageTitle || entries.length === 0) return entries;
    const last = entries[entries.length - 1]!;
    return last.url === pathname
        ? [...entries.slice(0, -1), { ...last, text: pageTitle }]
        : [...entries, { label: last.label, text: pageTitle, icon: last.icon, url: pathname }];
};
