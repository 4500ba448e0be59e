import type { BundleCatalogue } from './types';

export const loaders: BundleCatalogue = {
    edges_overview: () => import('../edge/EdgesOverview').then(module => module.EdgesOverview),
};
