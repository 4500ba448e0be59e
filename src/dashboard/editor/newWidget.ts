import { NULL_UUID } from '../../../resources/kernel';
import type { WidgetType } from '../../../shared/generated/api.gen';
import { DEFAULT_WIDGET_SIZE } from '../model/dataKeyDefaults';
import type { Widget, WidgetConfig, WidgetKind } from '../model/dashboardConfig';


const parsedConfig = (text: string | undefined): Partial<WidgetConfig> => {
    if (!text) return {};
    try {
        const parsed: unknown = JSON.parse(text);
        return parsed && typeof parsed === 'object' ? (parsed as Partial<WidgetConfig>) : {};
    } catch {
        // A library type with a broken default config still gives a widget to configure.
        return {};
    }
};

/**
 * A new widget of a library type, as ThingsBoard makes it: the type's default size and
 * defaultConfig (its title the type's name unless the config names one).
 */
export function widgetFromType(type: WidgetType, id: string): Widget {
    const { descriptor } = type;
    const config = parsedConfig(descriptor.defaultConfig);
    return {
        id,
        isSystemType: type.tenantId.id === NULL_UUID,
        bundleAlias: type.bundleAlias,
        typeAlias: type.alias,
        type: (descriptor.type ?? 'static') as WidgetKind,
        title: type.name,
        sizeX: descriptor.sizeX ?? DEFAULT_WIDGET_SIZE.sizeX,
        sizeY: descriptor.sizeY ?? DEFAULT_WIDGET_SIZE.sizeY,
        row: 0,
        col: 0,
        config: { datasources: [], ...config, title: typeof config.title === 'string' && config.title ? config.title : type.name } as WidgetConfig,
    };
}
