import type { MenuIconName } from './menu/menuIcons';
import { routeChain } from '../session/routeTable';

export interface BreadcrumbEntry {
    /** i18n key. */
    label: string;
    icon: MenuIconName;
    /** The full path to that route. */
    url: string;
}

/**
 * One entry per route of the chain that carries breadcrumb data and is not skipped;
 * the default label is the home label, the default icon home (part 2 §2.1).
 */
export const breadcrumbsOf = (pathname: string): BreadcrumbEntry[] =>
    routeChain(pathname)
        .filter(({ route }) => route.breadcrumb && !route.breadcrumb.skip)
        .map(({ route, url }) => ({
            label: route.breadcrumb?.label ?? route.title ?? 'home.home',
            icon: route.breadcrumb?.icon ?? 'home',
            url,
        }));
