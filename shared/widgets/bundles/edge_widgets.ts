import type { WidgetBundleManifest } from '../manifest';

export const bundle: WidgetBundleManifest = {
    alias: 'edge_widgets',
    title: 'Edge widgets',
    types: [],
};
