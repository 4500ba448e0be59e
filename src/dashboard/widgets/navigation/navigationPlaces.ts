import type { MenuSection } from '../../../layout/menu/menuSections';

export type NavigationFilterType = 'all' | 'include' | 'exclude';

/** ThingsBoard names places with or without the leading slash ('devices' or '/devices'). */
const normalizedPath = (path: string) => `/${path.trim().replace(/^\/+/, '')}`;

/**
 * The places a navigation cards widget shows: every page the user's menu reaches (toggle groups
 * give their pages), narrowed by the widget's `filterType` and `filter` list of paths.
 */
export function navigationPlacesOf(menu: readonly MenuSection[], filterType: NavigationFilterType = 'all', filter: readonly string[] = []): MenuSection[] {
    const places = menu
        .filter(section => section.id !== 'home')
        .flatMap(section => (section.type === 'toggle' ? (section.pages ?? []) : [section]));
    if (filterType === 'all') return places;
    const listed = new Set(filter.map(normalizedPath));
    return places.filter(place => listed.has(normalizedPath(place.path)) === (filterType === 'include'));
}
