import type { WidgetBundleManifest } from '../manifest';

export const bundle: WidgetBundleManifest = {
    alias: 'gpio_widgets',
    title: 'GPIO widgets',
    types: [],
};
