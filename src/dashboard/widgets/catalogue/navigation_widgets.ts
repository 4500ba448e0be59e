import type { BundleCatalogue } from './types';

export const loaders: BundleCatalogue = {
    navigation_cards: () => import('../navigation/NavigationCards').then(module => module.NavigationCards),
    navigation_card: () => import('../navigation/NavigationCard').then(module => module.NavigationCard),
};
