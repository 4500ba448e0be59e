import { MAP_VARIANTS } from '../maps/mapVariants';
import type { BundleCatalogue, WidgetLoader } from './types';

const map = (key: string): WidgetLoader => () => import('../maps/MapWidget').then(module => module.mapWidget(MAP_VARIANTS[key]!));

/** The map widgets of one bundle (maps_v2, or the markers placement inputs) by type alias. */
export const mapLoadersOf = (bundleAlias: string): BundleCatalogue =>
    Object.fromEntries(Object.keys(MAP_VARIANTS).filter(key => key.startsWith(`${bundleAlias}.`)).map(key => [key.slice(bundleAlias.length + 1), map(key)]));
