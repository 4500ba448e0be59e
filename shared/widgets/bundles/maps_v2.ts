import { card, choice, flag, integer, number, settingsDefaults, settingsForm, text, type DataKey, type SettingsProperty, type WidgetBundleManifest, type WidgetTypeManifest } from '../manifest';

/** The settings every map shares: where positions come from, markers, labels and tooltips. */
const MARKER_SETTINGS: Record<string, SettingsProperty> = {
    latKeyName: text('Latitude key name', 'latitude'),
    lngKeyName: text('Longitude key name', 'longitude'),
    defaultZoomLevel: { title: 'Default map zoom level (1 - 20)', type: 'integer', minimum: 1, maximum: 20 },
    fitMapBounds: flag('Fit map bounds to cover all markers', true),
    showLabel: flag('Show label', true),
    label: text('Label (pattern examples: ${entityName}, ${energy:7})', '${entityName}'),
    useLabelFunction: flag('Use label function', false),
    labelFunction: text('Label function: f(data, dsData, dsIndex)'),
    showTooltip: flag('Show tooltip', true),
    showTooltipAction: choice('Action to open the tooltip', ['click', 'hover'], 'click'),
    tooltipPattern: text('Tooltip (pattern examples: ${entityName}, ${energy:7})', '<b>${entityName}</b><br/><br/><b>Latitude:</b> ${latitude:7}<br/><b>Longitude:</b> ${longitude:7}'),
    useTooltipFunction: flag('Use tooltip function', false),
    tooltipFunction: text('Tooltip function: f(data, dsData, dsIndex)'),
    color: text('Color', '#fe7569'),
    useColorFunction: flag('Use color function', false),
    colorFunction: text('Color function: f(data, dsData, dsIndex)'),
    markerImage: text('Custom marker image'),
    markerImageSize: integer('Custom marker image size (px)', 34, 1),
    useMarkerImageFunction: flag('Use marker image function', false),
    markerImageFunction: text('Marker image function: f(data, images, dsData, dsIndex)'),
    markerImages: { title: 'Marker images', type: 'array', items: { title: 'Marker image', type: 'string' } },
};
const POLYGON_SETTINGS: Record<string, SettingsProperty> = {
    showPolygon: flag('Show polygon', false),
    polygonKeyName: text('Polygon key name', 'perimeter'),
    polygonColor: text('Polygon color', '#3388ff'),
    polygonOpacity: number('Polygon opacity', 0.5),
    polygonStrokeWeight: number('Stroke weight', 1),
    polygonStrokeOpacity: number('Stroke opacity', 1),
};
const ROUTE_SETTINGS: Record<string, SettingsProperty> = {
    strokeWeight: number('Route stroke weight', 2),
    strokeOpacity: number('Route stroke opacity', 1),
};
/** Each provider's own settings: tile layer, API keys, the image map's picture. */
const PROVIDER_SETTINGS: Record<string, Record<string, SettingsProperty>> = {
    'openstreet-map': {
        mapProvider: choice('Map provider', ['OpenStreetMap.Mapnik', 'OpenStreetMap.HOT', 'Esri.WorldStreetMap', 'Esri.WorldTopoMap', 'Esri.WorldImagery', 'CartoDB.Positron', 'CartoDB.DarkMatter'], 'OpenStreetMap.Mapnik'),
        useCustomProvider: flag('Use custom provider', false),
        customProviderTileUrl: text('Custom provider tile URL', 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
    },
    'google-map': {
        gmApiKey: text('Google Maps API Key'),
        gmDefaultMapType: choice('Default map type', ['roadmap', 'satellite', 'hybrid', 'terrain'], 'roadmap'),
    },
    here: {
        mapProviderHere: choice('Map layer', ['HERE.normalDay', 'HERE.normalNight', 'HERE.hybridDay', 'HERE.terrainDay'], 'HERE.normalDay'),
        credentials: { title: 'Credentials', type: 'object', properties: { apiKey: text('API key'), app_id: text('HERE app id'), app_code: text('HERE app code') } },
    },
    'tencent-map': {
        tmApiKey: text('Tencent Maps API Key'),
    },
    'image-map': {
        mapUrl: text('Background image'),
        xPosKeyName: text('X position key name', 'xPos'),
        yPosKeyName: text('Y position key name', 'yPos'),
    },
};
type Provider = keyof typeof PROVIDER_SETTINGS;

/** A map's settings form: its provider's settings, then markers, polygons and, for routes, the line. */
export const mapSettings = (provider: Provider, extra: Record<string, SettingsProperty> = {}, chooseProvider = false) => {
    const { latKeyName, lngKeyName, ...markers } = MARKER_SETTINGS;
    const position = provider === 'image-map' ? {} : { latKeyName, lngKeyName };
    return settingsForm({
        ...(chooseProvider ? { provider: choice('Map provider', Object.keys(PROVIDER_SETTINGS), provider) } : {}),
        ...PROVIDER_SETTINGS[provider],
        ...(chooseProvider ? Object.assign({}, ...Object.values(PROVIDER_SETTINGS).filter(settings => settings !== PROVIDER_SETTINGS[provider])) : {}),
        ...position,
        ...markers,
        ...POLYGON_SETTINGS,
        ...extra,
    });
};

/** A function key that stays near a value, so a new map shows a marker at once. */
const nearKey = (label: string, around: number, spread: number): DataKey => ({
    name: 'f(x)', type: 'function', label, color: '#2196f3', settings: {},
    funcBody: `return ${around} + (Math.random() - 0.5) * ${spread};`,
});
/** A function key that moves along a circle over ten minutes: a route to draw and replay. */
const circlingKey = (label: string, around: number, trig: 'sin' | 'cos'): DataKey => ({
    name: 'f(x)', type: 'function', label, color: '#4caf50', settings: {},
    funcBody: `return ${around} + Math.${trig}(time / 600000 * 2 * Math.PI) * 0.01;`,
});
const REALTIME_TEN_MINUTES = { realtime: { timewindowMs: 600000 }, aggregation: { type: 'NONE', limit: 5000 } };

const latestMap = (typeAlias: string, name: string, provider: Provider, sizeX: number, sizeY: number): WidgetTypeManifest => {
    const settings = mapSettings(provider);
    const keys = provider === 'image-map' ? [nearKey('xPos', 0.3, 0.02), nearKey('yPos', 0.4, 0.02)] : [nearKey('latitude', 37.7749, 0.002), nearKey('longitude', -122.4194, 0.002)];
    const tooltip = provider === 'image-map' ? { tooltipPattern: '<b>${entityName}</b><br/><br/><b>X Pos:</b> ${xPos:2}<br/><b>Y Pos:</b> ${yPos:2}' } : {};
    return {
        typeAlias, name, kind: 'latest', sizeX, sizeY, settingsSchema: settings,
        defaultConfig: card(name, [{ type: 'function', name: 'First point', dataKeys: keys }], { ...settingsDefaults(settings), defaultZoomLevel: 13, ...tooltip }),
    };
};

const routeMap = (typeAlias: string, name: string, provider: Provider, chooseProvider: boolean, trip = false): WidgetTypeManifest => {
    const settings = mapSettings(provider, trip ? { ...ROUTE_SETTINGS, speed: number('Replay speed', 1) } : ROUTE_SETTINGS, chooseProvider);
    return {
        typeAlias, name, kind: 'timeseries', sizeX: trip ? 10 : 8.5, sizeY: trip ? 6.5 : 6, settingsSchema: settings,
        defaultConfig: {
            ...card(name, [{ type: 'function', name: 'First route', dataKeys: [circlingKey('latitude', 37.7749, 'sin'), circlingKey('longitude', -122.4194, 'cos')] }], { ...settingsDefaults(settings), defaultZoomLevel: 13 }),
            timewindow: REALTIME_TEN_MINUTES,
        },
    };
};

export const bundle: WidgetBundleManifest = {
    alias: 'maps_v2',
    title: 'Maps',
    types: [
        routeMap('route_map_tencent_maps', 'Route Map - Tencent Maps', 'tencent-map', false),
        routeMap('test', 'Trip Animation', 'openstreet-map', true, true),
        routeMap('route_map', 'Route Map', 'openstreet-map', true),
        routeMap('route_map_openstreetmap', 'Route Map - OpenStreetMap', 'openstreet-map', false),
        latestMap('tencent_maps', 'Tencent Maps', 'tencent-map', 9, 6),
        latestMap('here_map', 'HERE Map', 'here', 9.5, 6),
        latestMap('image_map', 'Image Map', 'image-map', 8.5, 6.5),
        latestMap('google_maps', 'Google Maps', 'google-map', 8.5, 6),
        latestMap('openstreetmap', 'OpenStreetMap', 'openstreet-map', 8.5, 6),
    ],
};
