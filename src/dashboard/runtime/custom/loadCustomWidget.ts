import { createElement, type ComponentType } from 'react';
import type { components } from '../../../../shared/generated/api.gen';
import { isApiError } from '../../../providers/http/ApiError';
import { httpClient } from '../../../providers/http/httpClient';
import type { WidgetDataSnapshot } from '../../model/widgetData';
import type { Widget } from '../../model/dashboardConfig';
import { CustomWidgetFrame } from './CustomWidgetFrame';

type WidgetType = components['schemas']['WidgetType'];

/** What the runtime hands every widget implementation, native or custom. */
export interface WidgetComponentProps {
    widget: Widget;
    snapshot: WidgetDataSnapshot;
    /** Size of the widget's content box in px (the runtime measures it). */
    width: number;
    height: number;
}

/** `GET /api/widgetType?isSystem&bundleAlias&alias`; null when the library has no such type (404). */
export async function fetchWidgetType(widget: Pick<Widget, 'isSystemType' | 'bundleAlias' | 'typeAlias'>): Promise<WidgetType | null> {
    try {
        return await httpClient.request<WidgetType>('/api/widgetType', {
            query: { isSystem: widget.isSystemType !== false, bundleAlias: widget.bundleAlias, alias: widget.typeAlias },
            ignoreErrors: true,
            ignoreLoading: true,
        });
    } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
    }
}

/**
 * Widget types that are not native (tenant or system widget types with HTML, CSS and a controller
 * script, edited in the widget library) load through here: the type is fetched from
 * `GET /api/widgetType?isSystem&bundleAlias&alias` and hosted in a sandboxed iframe.
 * Resolves to null when no such widget type exists (the runtime then shows 'Widget type not found').
 */
export async function loadCustomWidget(widget: Widget): Promise<ComponentType<WidgetComponentProps> | null> {
    const type = await fetchWidgetType(widget);
    if (!type) return null;
    const CustomWidget = ({ widget: shown, snapshot, width, height }: WidgetComponentProps) =>
        createElement(CustomWidgetFrame, { descriptor: type.descriptor, config: shown.config, data: snapshot.data, width, height, title: shown.config.title ?? type.name });
    CustomWidget.displayName = `CustomWidget(${widget.bundleAlias}.${widget.typeAlias})`;
    return CustomWidget;
}
