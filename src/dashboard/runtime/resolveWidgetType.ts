import type { Widget } from '../model/dashboardConfig';
import { nativeWidgetLoader, widgetTypeKey, type WidgetComponent } from '../widgets/catalogue';
import { loadCustomWidget } from './custom/loadCustomWidget';

export type ResolvedWidgetType = { source: 'native' | 'custom'; component: WidgetComponent } | { source: 'notFound' };

export interface WidgetTypeSources {
    native: typeof nativeWidgetLoader;
    custom: typeof loadCustomWidget;
}

const DEFAULT_SOURCES: WidgetTypeSources = { native: nativeWidgetLoader, custom: loadCustomWidget };

/**
 * Where a widget's implementation comes from: the native catalogue first, then the widget
 * library (custom types in a sandbox), else the 'Widget type not found' fallback.
 */
export async function resolveWidgetType(widget: Widget, sources: WidgetTypeSources = DEFAULT_SOURCES): Promise<ResolvedWidgetType> {
    const native = sources.native(widget);
    if (native) return { source: 'native', component: await native() };
    const custom = await sources.custom(widget);
    return custom ? { source: 'custom', component: custom } : { source: 'notFound' };
}

/** One resolution per widget type for the page's lifetime: twenty charts load the chart code once. */
const cache = new Map<string, Promise<ResolvedWidgetType>>();

export function cachedWidgetType(widget: Widget): Promise<ResolvedWidgetType> {
    const key = `${widget.isSystemType === false ? 'tenant' : 'system'}:${widgetTypeKey(widget)}`;
    let pending = cache.get(key);
    if (!pending) {
        pending = resolveWidgetType(widget);
        cache.set(key, pending);
        // A failed load (network) may succeed on the next visit.
        pending.catch(() => cache.delete(key));
    }
    return pending;
}
