import type { MenuSection } from './menuSections';

/** A group of shortcuts on the home page. */
export interface HomeSection {
    name: string;
    places: readonly MenuSection[];
}

/**
 * The home page's shortcut sections lead to the same places as the menu: a link becomes
 * a section with one place, a toggle group a section with its pages.
 */
export const homeSectionsOf = (menu: readonly MenuSection[]): HomeSection[] =>
    menu
        .filter(section => section.id !== 'home')
        .map(section => ({
            name: section.name,
            places: section.type === 'toggle' ? (section.pages ?? []) : [section],
        }))
        .filter(section => section.places.length > 0);
