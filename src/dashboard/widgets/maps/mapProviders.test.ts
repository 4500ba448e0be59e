import { describe, expect, it } from 'vitest';
import { mapBackgroundOf, providerOf } from './mapProviders';

describe('map providers', () => {
    it('reads the OpenStreetMap layer and the custom tile URL from the settings, Mapnik by default', () => {
        expect(mapBackgroundOf('openstreet-map', {}, '')).toMatchObject({ kind: 'tiles', url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
        expect(mapBackgroundOf('openstreet-map', { mapProvider: 'OpenStreetMap.HOT' }, '')).toMatchObject({ url: 'https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png' });
        expect(mapBackgroundOf('openstreet-map', { useCustomProvider: true, customProviderTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' }, '')).toMatchObject({ url: 'https://tiles.example/{z}/{x}/{y}.png' });
        // The custom URL counts only when the custom provider is chosen.
        expect(mapBackgroundOf('openstreet-map', { customProviderTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' }, '')).toMatchObject({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    });

    it('asks HERE for its API key or its older app id and code, and needs one of them', () => {
        expect(mapBackgroundOf('here', {}, '')).toEqual({ kind: 'needs-key', provider: 'here' });
        expect(mapBackgroundOf('here', { credentials: { app_id: 'a' } }, '')).toEqual({ kind: 'needs-key', provider: 'here' });
        expect(mapBackgroundOf('here', { mapProviderHere: 'HEREv3.terrainDay', credentials: { apiKey: 'k&1' } }, '')).toMatchObject({ url: expect.stringMatching(/aerial\.maps\.ls\.hereapi\.com\/.*\/terrain\.day\/.*apiKey=k%261$/) });
        expect(mapBackgroundOf('here', { credentials: { app_id: 'a', app_code: 'c' } }, '')).toMatchObject({ url: expect.stringContaining('normal.day/{z}/{x}/{y}/256/png8?app_id=a&app_code=c') });
    });

    it('reads Tencent tiles in TMS order, and the image map takes its picture from mapUrl or the default', () => {
        expect(mapBackgroundOf('tencent-map', {}, '')).toMatchObject({ kind: 'tiles', tms: true, url: expect.stringContaining('map.gtimg.com') });
        expect(mapBackgroundOf('image-map', { mapUrl: 'data:image/png;base64,AA' }, 'default')).toEqual({ kind: 'image', url: 'data:image/png;base64,AA' });
        expect(mapBackgroundOf('image-map', {}, 'default')).toEqual({ kind: 'image', url: 'default' });
    });

    it('lets a widget with a provider choice use it, and ignores unknown ones', () => {
        expect(providerOf({ provider: 'image-map' }, 'openstreet-map')).toBe('image-map');
        expect(providerOf({ provider: 'bing' }, 'tencent-map')).toBe('tencent-map');
    });
});
