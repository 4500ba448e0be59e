import { GAUGE_VARIANTS } from '../gauges/gaugeVariants';
import type { BundleCatalogue, WidgetLoader } from './types';

const gauge = (key: string): WidgetLoader => () => import('../gauges/GaugeWidget').then(module => module.gaugeWidget(GAUGE_VARIANTS[key]!));

/** The gauges of one bundle (GAUGE_VARIANTS is keyed `bundleAlias.typeAlias`). */
export const gaugeLoaders = (bundleAlias: string): BundleCatalogue =>
    Object.fromEntries(Object.keys(GAUGE_VARIANTS).filter(key => key.startsWith(`${bundleAlias}.`)).map(key => [key.slice(bundleAlias.length + 1), gauge(key)]));
