import type { WidgetBundleManifest } from '../manifest';

export const bundle: WidgetBundleManifest = {
    alias: 'entity_admin_widgets',
    title: 'Entity admin widgets',
    types: [],
};
