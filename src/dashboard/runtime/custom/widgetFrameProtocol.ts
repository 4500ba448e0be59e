/**
 * The messages between a custom widget's sandboxed frame and the console (window.postMessage). The
 * frame has an opaque origin (sandbox="allow-scripts" without allow-same-origin), so messages are told
 * apart by their `tbWidget` tag, their origin 'null' and the sender being the widget's own frame window.
 *
 * The frame's page (public/widget-frame.html) says 'blank'; the console answers with the widget's
 * `document`; its runtime says 'ready'; the console answers `init`; then data, resize and destroy.
 */
import type { DataKey, Datasource, WidgetConfig } from '../../model/dashboardConfig';
import type { DatasourceData } from '../../model/widgetData';

/** One (datasource, key) series as ThingsBoard's ctx.data holds it: data = [[ts, value], …]. */
export interface FrameDatasourceData {
    datasource: Datasource;
    dataKey: DataKey;
    data: Array<[number, unknown]>;
}

/** What the frame's `self.ctx` is built from. Only plain data crosses the frame boundary. */
export interface FrameContext {
    data: FrameDatasourceData[];
    datasources: Datasource[];
    settings: Record<string, unknown>;
    width: number;
    height: number;
    /** The widget's configuration (title, units, decimals, style…), read-only for the script. */
    widgetConfig: WidgetConfig;
}

/** Errors as ThingsBoard reports widget exceptions: name, message, line and column. */
export interface WidgetException {
    name: string;
    message: string;
    lineNumber?: number;
    columnNumber?: number;
}

export type HostMessage =
    | { tbWidget: 'document'; html: string }
    | { tbWidget: 'init'; controllerScript: string; ctx: FrameContext }
    | { tbWidget: 'data'; data: FrameDatasourceData[] }
    | { tbWidget: 'resize'; width: number; height: number }
    | { tbWidget: 'destroy' };

export type FrameMessage = { tbWidget: 'blank' } | { tbWidget: 'ready' } | { tbWidget: 'inited' } | { tbWidget: 'exception'; exception: WidgetException };

const FRAME_MESSAGE_TAGS: ReadonlySet<string> = new Set(['blank', 'ready', 'inited', 'exception']);

export function isFrameMessage(value: unknown): value is FrameMessage {
    return typeof value === 'object' && value !== null && FRAME_MESSAGE_TAGS.has((value as { tbWidget?: unknown }).tbWidget as string);
}

/** The snapshot's series without the console's own fields (rowKey), cloned as plain data. */
export const frameDataOf = (data: readonly DatasourceData[]): FrameDatasourceData[] =>
    data.map(({ datasource, dataKey, data: points }) => {
        const { rowKey: _rowKey, ...plainDatasource } = datasource;
        return { datasource: plainDatasource, dataKey, data: points };
    });

export function frameContextOf(config: WidgetConfig, data: readonly DatasourceData[], width: number, height: number): FrameContext {
    return {
        data: frameDataOf(data),
        datasources: config.datasources ?? [],
        settings: config.settings ?? {},
        width,
        height,
        widgetConfig: config,
    };
}
