import type { ComponentType } from 'react';
import type { WidgetDataSnapshot } from '../../model/widgetData';
import type { Widget } from '../../model/dashboardConfig';

/** What the runtime hands every widget implementation, native or custom. */
export interface WidgetComponentProps {
    widget: Widget;
    snapshot: WidgetDataSnapshot;
    /** Size of the widget's content box in px (the runtime measures it). */
    width: number;
    height: number;
}

/**
 * Widget types that are not native (tenant or system widget types with HTML, CSS and a controller
 * script, edited in the widget library) load through here: the type is fetched from
 * `GET /api/widgetType?isSystem&bundleAlias&alias` and hosted in a sandboxed iframe.
 * Resolves to null when no such widget type exists (the runtime then shows 'Widget type not found').
 * Skeleton: the widget-library work fills it in.
 */
export async function loadCustomWidget(_widget: Widget): Promise<ComponentType<WidgetComponentProps> | null> {
    return null;
}
