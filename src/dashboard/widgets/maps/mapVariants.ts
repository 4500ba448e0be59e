import type { MapProviderId } from './mapProviders';

/**
 * What a map widget type shows: entities where they are now ('latest'), their routes over the time
 * window ('route'), or a trip replayed along them ('trip'); 'placement' lets the user drag and
 * place markers, writing the position back to the entity.
 */
export type MapMode = 'latest' | 'route' | 'trip' | 'placement';

export interface MapVariant {
    provider: MapProviderId;
    mode: MapMode;
}

/** ThingsBoard's map widget types (maps_v2 and the markers placement inputs) by `<bundle>.<type>`. */
export const MAP_VARIANTS: Readonly<Record<string, MapVariant>> = {
    'maps_v2.openstreetmap': { provider: 'openstreet-map', mode: 'latest' },
    'maps_v2.google_maps': { provider: 'google-map', mode: 'latest' },
    'maps_v2.here_map': { provider: 'here', mode: 'latest' },
    'maps_v2.tencent_maps': { provider: 'tencent-map', mode: 'latest' },
    'maps_v2.image_map': { provider: 'image-map', mode: 'latest' },
    'maps_v2.route_map': { provider: 'openstreet-map', mode: 'route' },
    'maps_v2.route_map_openstreetmap': { provider: 'openstreet-map', mode: 'route' },
    'maps_v2.route_map_tencent_maps': { provider: 'tencent-map', mode: 'route' },
    'maps_v2.test': { provider: 'openstreet-map', mode: 'trip' },
    'input_widgets.markers_placement_openstreetmap': { provider: 'openstreet-map', mode: 'placement' },
    'input_widgets.markers_placement_google_maps': { provider: 'google-map', mode: 'placement' },
    'input_widgets.markers_placement_image_map': { provider: 'image-map', mode: 'placement' },
};
