import type { WidgetBundleManifest } from '../manifest';

export const bundle: WidgetBundleManifest = {
    alias: 'gateway_widgets',
    title: 'Gateway widgets',
    types: [],
};
