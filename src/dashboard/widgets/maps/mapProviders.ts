/**
 * Where a map widget's background comes from, by ThingsBoard's map settings: raster tiles of a
 * provider (OpenStreetMap and its variants, Google, HERE, Tencent, a custom URL) or an image (the
 * image map, fully offline). Providers that need a key and have none give `needs-key`: the widget
 * then says so instead of drawing an empty grey map.
 */

export type MapProviderId = 'openstreet-map' | 'google-map' | 'here' | 'tencent-map' | 'image-map';

export type MapBackground =
    | { kind: 'tiles'; provider: MapProviderId; url: string; subdomains?: string; tms?: boolean; attribution: string; maxZoom: number }
    | { kind: 'needs-key'; provider: MapProviderId }
    | { kind: 'image'; url: string };

type Settings = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const CARTO_ATTRIBUTION = `${OSM_ATTRIBUTION} &copy; <a href="https://carto.com/attributions">CARTO</a>`;
const ESRI_ATTRIBUTION = 'Tiles &copy; Esri';

/** The OpenStreetMap widget's `mapProvider` choices (Leaflet provider names) and their tile servers. */
const OSM_LAYERS: Readonly<Record<string, { url: string; subdomains?: string; attribution: string; maxZoom: number }>> = {
    'OpenStreetMap.Mapnik': { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: OSM_ATTRIBUTION, maxZoom: 19 },
    'OpenStreetMap.HOT': { url: 'https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png', subdomains: 'abc', attribution: OSM_ATTRIBUTION, maxZoom: 19 },
    'Esri.WorldStreetMap': { url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Street_Map/MapServer/tile/{z}/{y}/{x}', attribution: ESRI_ATTRIBUTION, maxZoom: 19 },
    'Esri.WorldTopoMap': { url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Topo_Map/MapServer/tile/{z}/{y}/{x}', attribution: ESRI_ATTRIBUTION, maxZoom: 19 },
    'Esri.WorldImagery': { url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}', attribution: ESRI_ATTRIBUTION, maxZoom: 19 },
    'CartoDB.Positron': { url: 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png', subdomains: 'abcd', attribution: CARTO_ATTRIBUTION, maxZoom: 20 },
    'CartoDB.DarkMatter': { url: 'https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}.png', subdomains: 'abcd', attribution: CARTO_ATTRIBUTION, maxZoom: 20 },
};
const DEFAULT_OSM_LAYER = 'OpenStreetMap.Mapnik';

/** Google's map types (`gmDefaultMapType`) as its tile server names them. */
const GOOGLE_LAYERS: Readonly<Record<string, string>> = { roadmap: 'm', satellite: 's', hybrid: 'y', terrain: 'p' };

/** HERE's styles (`mapProviderHere`, with or without the v3 prefix). */
const HERE_STYLES: Readonly<Record<string, string>> = {
    normalDay: 'normal.day',
    normalNight: 'normal.night',
    hybridDay: 'hybrid.day',
    terrainDay: 'terrain.day',
};

function osmBackground(settings: Settings): MapBackground {
    const custom = text(settings.customProviderTileUrl);
    if (settings.useCustomProvider === true && custom) {
        return { kind: 'tiles', provider: 'openstreet-map', url: custom, subdomains: 'abc', attribution: '', maxZoom: 19 };
    }
    const layer = OSM_LAYERS[text(settings.mapProvider)] ?? OSM_LAYERS[DEFAULT_OSM_LAYER]!;
    return { kind: 'tiles', provider: 'openstreet-map', ...layer };
}

function googleBackground(settings: Settings): MapBackground {
    const key = text(settings.gmApiKey);
    if (!key) return { kind: 'needs-key', provider: 'google-map' };
    const layer = GOOGLE_LAYERS[text(settings.gmDefaultMapType)] ?? GOOGLE_LAYERS.roadmap!;
    return {
        kind: 'tiles',
        provider: 'google-map',
        url: `https://mt{s}.google.com/vt/lyrs=${layer}&x={x}&y={y}&z={z}&key=${encodeURIComponent(key)}`,
        subdomains: '0123',
        attribution: 'Map data &copy; Google',
        maxZoom: 20,
    };
}

/** HERE's credentials: an API key (HERE v3) or the older app id and app code. */
function hereBackground(settings: Settings): MapBackground {
    const credentials = (typeof settings.credentials === 'object' && settings.credentials !== null ? settings.credentials : {}) as Record<string, unknown>;
    const apiKey = text(credentials.apiKey);
    const appId = text(credentials.app_id);
    const appCode = text(credentials.app_code);
    const style = HERE_STYLES[text(settings.mapProviderHere).replace(/^HERE(v3)?\./, '')] ?? HERE_STYLES.normalDay!;
    const base = style.startsWith('normal') ? 'base' : 'aerial';
    if (apiKey) {
        return {
            kind: 'tiles',
            provider: 'here',
            url: `https://{s}.${base}.maps.ls.hereapi.com/maptile/2.1/maptile/newest/${style}/{z}/{x}/{y}/256/png8?apiKey=${encodeURIComponent(apiKey)}`,
            subdomains: '1234',
            attribution: 'Map &copy; HERE',
            maxZoom: 20,
        };
    }
    if (appId && appCode) {
        return {
            kind: 'tiles',
            provider: 'here',
            url: `https://{s}.${base}.maps.api.here.com/maptile/2.1/maptile/newest/${style}/{z}/{x}/{y}/256/png8?app_id=${encodeURIComponent(appId)}&app_code=${encodeURIComponent(appCode)}`,
            subdomains: '1234',
            attribution: 'Map &copy; HERE',
            maxZoom: 20,
        };
    }
    return { kind: 'needs-key', provider: 'here' };
}

/** Tencent's tiles: ThingsBoard 3.3.4 reads them without a key; a `tmApiKey` is passed on when set. */
function tencentBackground(settings: Settings): MapBackground {
    const key = text(settings.tmApiKey);
    return {
        kind: 'tiles',
        provider: 'tencent-map',
        url: `https://rt{s}.map.gtimg.com/realtimerender?z={z}&x={x}&y={y}&type=vector&style=0${key ? `&key=${encodeURIComponent(key)}` : ''}`,
        subdomains: '0123',
        tms: true,
        attribution: '&copy; Tencent',
        maxZoom: 18,
    };
}

/** The image map's picture: `mapUrl` (an URL or a data URL) or our own floor plan. */
function imageBackground(settings: Settings, defaultImage: string): MapBackground {
    return { kind: 'image', url: text(settings.mapUrl) || defaultImage };
}

/**
 * The background of a map widget. `provider` comes from the widget type (the Google Maps widget is
 * Google's); the route and trip-animation widgets, which let the user choose, carry the choice in
 * their settings' `provider` ('openstreet-map', 'google-map', 'here', 'image-map', 'tencent-map').
 */
export function mapBackgroundOf(provider: MapProviderId, settings: Settings, defaultImage: string): MapBackground {
    switch (provider) {
        case 'google-map':
            return googleBackground(settings);
        case 'here':
            return hereBackground(settings);
        case 'tencent-map':
            return tencentBackground(settings);
        case 'image-map':
            return imageBackground(settings, defaultImage);
        default:
            return osmBackground(settings);
    }
}

const PROVIDER_IDS: readonly MapProviderId[] = ['openstreet-map', 'google-map', 'here', 'tencent-map', 'image-map'];

/** The provider a widget with a provider choice (`settings.provider`) uses, else the type's own. */
export function providerOf(settings: Settings, typeProvider: MapProviderId): MapProviderId {
    const chosen = text(settings.provider);
    return (PROVIDER_IDS as readonly string[]).includes(chosen) ? (chosen as MapProviderId) : typeProvider;
}
