import { card, flag, settingsDefaults, settingsForm, text, type DataKey, type WidgetBundleManifest } from '../manifest';

const MAP_SETTINGS = settingsForm({
    latKeyName: text('Latitude key name', 'latitude'),
    lngKeyName: text('Longitude key name', 'longitude'),
    defaultZoomLevel: { title: 'Default map zoom level (1 - 20)', type: 'integer', minimum: 1, maximum: 20 },
    fitMapBounds: flag('Fit map bounds to cover all markers', true),
});
/** A function key that stays near a point, so a new map shows a marker at once. */
const coordinateKey = (label: string, around: number): DataKey => ({
    name: 'f(x)', type: 'function', label, color: '#2196f3', settings: {},
    funcBody: `return ${around} + (Math.random() - 0.5) * 0.002;`,
});

export const bundle: WidgetBundleManifest = {
    alias: 'maps_v2',
    title: 'Maps',
    types: [
        {
            typeAlias: 'openstreetmap', name: 'OpenStreetMap', kind: 'latest', sizeX: 8.5, sizeY: 6, settingsSchema: MAP_SETTINGS,
            defaultConfig: card('OpenStreetMap', [{ type: 'function', name: 'First point', dataKeys: [coordinateKey('latitude', 37.7749), coordinateKey('longitude', -122.4194)] }], {
                ...settingsDefaults(MAP_SETTINGS), defaultZoomLevel: 13,
            }),
        },
    ],
};
