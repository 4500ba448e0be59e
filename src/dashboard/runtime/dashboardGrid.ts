import type { DashboardLayout, DashboardLayoutWidget, Widget } from '../model/dashboardConfig';
import { DEFAULT_WIDGET_SIZE } from '../model/dataKeyDefaults';

export const DEFAULT_COLUMNS = 24;
export const DEFAULT_MARGIN = 10;
/** ThingsBoard's row height on phones (gridSettings.mobileRowHeight). */
export const DEFAULT_MOBILE_ROW_HEIGHT = 70;
/** Under this width the grid becomes one column (ThingsBoard's gt-sm breakpoint). */
export const STACKED_BELOW_PX = 960;

export interface GridItem {
    /** The widget's key in the layout. */
    id: string;
    widget: Widget;
    row: number;
    col: number;
    sizeX: number;
    sizeY: number;
    /** Height in rows when stacked on a phone. */
    mobileHeight: number;
}

const byRowThenCol = (a: GridItem, b: GridItem) => a.row - b.row || a.col - b.col;

/**
 * The widgets of a layout placed on the grid, in reading order. Positions come from the
 * layout (ThingsBoard keeps them there), else from the widget; widgets missing from the
 * dashboard are skipped; sizes are clamped to the grid's columns.
 */
export function gridItems(layout: DashboardLayout | undefined, widgets: Record<string, Widget>): GridItem[] {
    if (!layout) return [];
    const columns = layout.gridSettings?.columns ?? DEFAULT_COLUMNS;
    return Object.entries(layout.widgets ?? {})
        .flatMap(([id, place]: [string, DashboardLayoutWidget]) => {
            const widget = widgets[id];
            if (!widget) return [];
            // CSS grid lines are whole cells; ThingsBoard's types have sizes such as 7.5, so round.
            const col = Math.min(Math.max(0, Math.round(place.col ?? widget.col ?? 0)), columns - 1);
            const sizeX = Math.max(1, Math.min(Math.round(place.sizeX ?? widget.sizeX ?? DEFAULT_WIDGET_SIZE.sizeX), columns - col));
            const sizeY = Math.max(1, Math.round(place.sizeY ?? widget.sizeY ?? DEFAULT_WIDGET_SIZE.sizeY));
            const row = Math.max(0, Math.round(place.row ?? widget.row ?? 0));
            return [{ id, widget, row, col, sizeX, sizeY, mobileHeight: place.mobileHeight ?? sizeY }];
        })
        .sort(byRowThenCol);
}

/** Stacked order on a phone: mobileOrder first where set, then reading order; hidden ones left out. */
export function stackedItems(layout: DashboardLayout | undefined, widgets: Record<string, Widget>): GridItem[] {
    const placed = gridItems(layout, widgets);
    const order = (item: GridItem) => layout?.widgets[item.id]?.mobileOrder ?? Number.MAX_SAFE_INTEGER;
    return placed.filter(item => !layout?.widgets[item.id]?.mobileHide).sort((a, b) => order(a) - order(b) || byRowThenCol(a, b));
}
