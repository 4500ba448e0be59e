import type { BundleCatalogue } from './types';

export const loaders: BundleCatalogue = {};
