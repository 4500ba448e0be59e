import type { WidgetBundleManifest } from '../manifest';

export const bundle: WidgetBundleManifest = {
    alias: 'date',
    title: 'Date',
    types: [],
};
