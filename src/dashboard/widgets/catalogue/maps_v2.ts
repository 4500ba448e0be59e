import type { BundleCatalogue } from './types';

export const loaders: BundleCatalogue = {
    openstreetmap: () => import('../maps/OpenStreetMapWidget').then(module => module.OpenStreetMapWidget),
};
