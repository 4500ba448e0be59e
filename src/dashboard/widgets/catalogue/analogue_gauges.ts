import { gaugeLoaders } from './gauges';
import type { BundleCatalogue } from './types';

export const loaders: BundleCatalogue = gaugeLoaders('analogue_gauges');
