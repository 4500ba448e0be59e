import { card, flag, settingsDefaults, settingsForm, type WidgetBundleManifest } from '../manifest';

const EDGE_OVERVIEW_SETTINGS = settingsForm({ enableDefaultTitle: flag('Display default title', true) });

export const bundle: WidgetBundleManifest = {
    alias: 'edge_widgets',
    title: 'Edge widgets',
    types: [
        {
            typeAlias: 'edges_overview', name: 'Edge Quick Overview', kind: 'latest', sizeX: 7.5, sizeY: 5, settingsSchema: EDGE_OVERVIEW_SETTINGS,
            defaultConfig: card('Edge Quick Overview', [{ type: 'entity', dataKeys: [] }], settingsDefaults(EDGE_OVERVIEW_SETTINGS)),
        },
    ],
};
