import { mapLoadersOf } from './mapLoaders';
import type { BundleCatalogue } from './types';

/** All nine map types: one map component, its provider and mode chosen by the type (maps/mapVariants.ts). */
export const loaders: BundleCatalogue = mapLoadersOf('maps_v2');
