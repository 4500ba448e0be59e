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

/** Rows to fill and how many margins lie between and around them, top to bottom. */
export interface RowSpan {
    rows: number;
    margins: number;
}

/** A wide layout spans down to its lowest widget's bottom; a margin between rows and at both ends. */
export const spannedRows = (items: readonly GridItem[]): RowSpan => {
    const rows = Math.max(0, ...items.map(item => item.row + item.sizeY));
    return { rows, margins: rows + 1 };
};

/** The phone's one column stacks every widget's mobile height; a margin between widgets and at both ends. */
export const stackedRows = (items: readonly GridItem[]): RowSpan => ({
    rows: items.reduce((sum, item) => sum + item.mobileHeight, 0),
    margins: items.length + 1,
});

/**
 * The row height of a layout with ThingsBoard's "auto fill layout height": its rows share the
 * `available` height (from the grid's top to the bottom of the window), margins taken out, as
 * ThingsBoard's fit grid does. Unlike ThingsBoard (docs/compatibility.md), rows never shrink below
 * `normalRow` (the square cell, or the phone's row height): a screen too short for the layout
 * scrolls instead of clipping what its widgets show.
 */
export function filledRowHeight({ rows, margins }: RowSpan, available: number, margin: number, normalRow: number): number {
    if (rows <= 0 || available <= 0) return normalRow;
    return Math.max(normalRow, (available - margin * margins) / rows);
}
