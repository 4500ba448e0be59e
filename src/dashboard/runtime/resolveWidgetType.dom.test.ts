import { describe, expect, it, vi } from 'vitest';
import type { Widget } from '../model/dashboardConfig';
import { NATIVE_WIDGETS, nativeWidgetLoader, type WidgetComponent } from '../widgets/catalogue';
import { resolveWidgetType } from './resolveWidgetType';

const widget = (bundleAlias: string, typeAlias: string): Widget => ({ id: 'w', bundleAlias, typeAlias, type: 'timeseries', sizeX: 8, sizeY: 6, config: {} });
const Custom: WidgetComponent = () => null;

describe('widget type resolution', () => {
    it('finds native widgets by `${bundleAlias}.${typeAlias}`', () => {
        expect(nativeWidgetLoader(widget('charts', 'basic_timeseries'))).toBe(NATIVE_WIDGETS['charts.basic_timeseries']);
        expect(nativeWidgetLoader(widget('cards', 'simple_card'))).toBe(NATIVE_WIDGETS['cards.simple_card']);
        expect(nativeWidgetLoader(widget('tenant_bundle', 'pie'))).toBeNull();
    });

    it('prefers the native implementation without asking the widget library', async () => {
        const native = vi.fn().mockResolvedValue(Custom);
        const custom = vi.fn();
        expect(await resolveWidgetType(widget('charts', 'basic_timeseries'), { native: () => native, custom })).toEqual({ source: 'native', component: Custom });
        expect(custom).not.toHaveBeenCalled();
    });

    it('falls back to a custom widget type from the library', async () => {
        const custom = vi.fn().mockResolvedValue(Custom);
        const resolved = await resolveWidgetType(widget('tenant_bundle', 'gauge'), { native: () => null, custom });
        expect(resolved).toEqual({ source: 'custom', component: Custom });
        expect(custom).toHaveBeenCalledWith(expect.objectContaining({ bundleAlias: 'tenant_bundle', typeAlias: 'gauge' }));
    });

    it("is 'Widget type not found' when neither has it", async () => {
        expect(await resolveWidgetType(widget('gone', 'away'), { native: () => null, custom: async () => null })).toEqual({ source: 'notFound' });
    });

    it('loads the real chart and card implementations', async () => {
        // uPlot reads the pixel ratio through matchMedia when it loads; jsdom has none.
        vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
        for (const loader of Object.values(NATIVE_WIDGETS)) expect(typeof (await loader())).toMatch(/function|object/);
    });
});
