import { card, settingsDefaults, settingsForm, text, choice, type WidgetBundleManifest } from '../manifest';

const NAVIGATION_CARDS_SETTINGS = settingsForm({
    filterType: choice('Filter type', ['all', 'include', 'exclude'], 'all'),
    filter: { title: 'Places (paths such as /devices)', type: 'array', items: { type: 'string' } },
});
const NAVIGATION_CARD_SETTINGS = settingsForm({ name: text('Name', 'Devices'), icon: text('Icon', 'devices_other'), path: text('Navigation path', '/devices') });

export const bundle: WidgetBundleManifest = {
    alias: 'navigation_widgets',
    title: 'Navigation widgets',
    types: [
        { typeAlias: 'navigation_cards', name: 'Navigation cards', kind: 'static', sizeX: 7, sizeY: 6, settingsSchema: NAVIGATION_CARDS_SETTINGS, defaultConfig: card('Navigation cards', [], { filterType: 'all', filter: [] }) },
        {
            typeAlias: 'navigation_card', name: 'Navigation card', kind: 'static', sizeX: 2.5, sizeY: 2, settingsSchema: NAVIGATION_CARD_SETTINGS,
            defaultConfig: { ...card('Navigation card', [], settingsDefaults(NAVIGATION_CARD_SETTINGS)), showTitle: false },
        },
    ],
};
