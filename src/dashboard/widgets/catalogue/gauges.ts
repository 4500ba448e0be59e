import { GAUGE_RENDERERS } from '../gauges/gaugeRenderers';
import type { BundleCatalogue, WidgetLoader } from './types';

const gauge = (key: string): WidgetLoader => () => import('../gauges/GaugeWidget').then(module => module.gaugeWidget(key));

/** The gauges of one bundle (GAUGE_RENDERERS is keyed `bundleAlias.typeAlias`). */
export const gaugeLoaders = (bundleAlias: string): BundleCatalogue =>
    Object.fromEntries(Object.keys(GAUGE_RENDERERS).filter(key => key.startsWith(`${bundleAlias}.`)).map(key => [key.slice(bundleAlias.length + 1), gauge(key)]));
