import type { DashboardConfiguration, DashboardLayout, DashboardLayoutWidget, DashboardState, Widget } from '../model/dashboardConfig';
import { DEFAULT_GRID_SETTINGS } from '../model/upgradeConfiguration';
import { DEFAULT_COLUMNS } from '../runtime/dashboardGrid';

/** Which layout of which state an edit applies to. */
export interface LayoutRef {
    stateId: string;
    layoutId: 'main' | 'right';
}

/** A widget's rectangle on the grid, as react-grid-layout reports it (x = col, y = row, w = sizeX, h = sizeY). */
export interface GridRect {
    i: string;
    x: number;
    y: number;
    w: number;
    h: number;
}

export type MobileSettings = Pick<DashboardLayoutWidget, 'mobileOrder' | 'mobileHeight' | 'mobileHide'>;

const overlaps = (a: { row: number; col: number; sizeX: number; sizeY: number }, b: DashboardLayoutWidget) =>
    a.col < (b.col ?? 0) + b.sizeX && (b.col ?? 0) < a.col + a.sizeX && a.row < (b.row ?? 0) + b.sizeY && (b.row ?? 0) < a.row + a.sizeY;

/** The first place (top to bottom, left to right) where a widget of this size overlaps none of the layout's widgets. */
export function firstFreePlace(layout: DashboardLayout, sizeX: number, sizeY: number): { row: number; col: number } {
    const columns = layout.gridSettings?.columns ?? DEFAULT_COLUMNS;
    const width = Math.min(sizeX, columns);
    const placed = Object.values(layout.widgets);
    for (let row = 0; ; row++) {
        for (let col = 0; col + width <= columns; col++) {
            const candidate = { row, col, sizeX: width, sizeY };
            if (!placed.some(other => overlaps(candidate, other))) return { row, col };
        }
    }
}

/** The layout an edit goes to; a right layout is created on first use. */
function layoutOf(config: DashboardConfiguration, { stateId, layoutId }: LayoutRef): DashboardLayout {
    const state = config.states[stateId];
    if (!state) throw new Error(`Unknown dashboard state ${stateId}`);
    return state.layouts[layoutId] ?? { widgets: {}, gridSettings: { ...DEFAULT_GRID_SETTINGS } };
}

/** The configuration with one layout replaced (everything else shared, never mutated). */
function withLayout(config: DashboardConfiguration, ref: LayoutRef, layout: DashboardLayout): DashboardConfiguration {
    const state = config.states[ref.stateId];
    return { ...config, states: { ...config.states, [ref.stateId]: { ...state, layouts: { ...state.layouts, [ref.layoutId]: layout } } } };
}

/** Adds a widget at the first free place of the layout with the widget's own size. */
export function addWidget(config: DashboardConfiguration, ref: LayoutRef, widget: Widget): DashboardConfiguration {
    const layout = layoutOf(config, ref);
    const { row, col } = firstFreePlace(layout, widget.sizeX, widget.sizeY);
    const columns = layout.gridSettings?.columns ?? DEFAULT_COLUMNS;
    const place: DashboardLayoutWidget = { sizeX: Math.min(widget.sizeX, columns), sizeY: widget.sizeY, row, col };
    return withLayout({ ...config, widgets: { ...config.widgets, [widget.id]: widget } }, ref, { ...layout, widgets: { ...layout.widgets, [widget.id]: place } });
}

/**
 * Adds a set of widgets (pasted together) keeping their arrangement: `places` are relative to the
 * set's top left corner, and the set goes to the first free rectangle that holds it whole. A set
 * wider than the layout goes widget by widget to the first free places instead.
 */
export function addWidgetSet(config: DashboardConfiguration, ref: LayoutRef, entries: ReadonlyArray<{ widget: Widget; place: DashboardLayoutWidget }>): DashboardConfiguration {
    const layout = layoutOf(config, ref);
    const columns = layout.gridSettings?.columns ?? DEFAULT_COLUMNS;
    const width = Math.max(0, ...entries.map(({ place }) => (place.col ?? 0) + place.sizeX));
    const height = Math.max(0, ...entries.map(({ place }) => (place.row ?? 0) + place.sizeY));
    if (width > columns) return entries.reduce((next, { widget, place }) => addWidget(next, ref, { ...widget, sizeX: place.sizeX, sizeY: place.sizeY }), config);
    const origin = firstFreePlace(layout, width, height);
    const widgets = { ...config.widgets };
    const places = { ...layout.widgets };
    for (const { widget, place } of entries) {
        widgets[widget.id] = widget;
        places[widget.id] = { ...place, row: origin.row + (place.row ?? 0), col: origin.col + (place.col ?? 0) };
    }
    return withLayout({ ...config, widgets }, ref, { ...layout, widgets: places });
}

/**
 * Takes the grid's positions after a drag or resize. Only changed rectangles count, so the
 * unknown keys of each place (and of untouched widgets) stay as they were stored.
 */
export function applyGridRects(config: DashboardConfiguration, ref: LayoutRef, rects: readonly GridRect[]): DashboardConfiguration {
    const layout = layoutOf(config, ref);
    let changed = false;
    const widgets = { ...layout.widgets };
    for (const rect of rects) {
        const place = widgets[rect.i];
        if (!place) continue;
        if (place.col === rect.x && place.row === rect.y && place.sizeX === rect.w && place.sizeY === rect.h) continue;
        widgets[rect.i] = { ...place, col: rect.x, row: rect.y, sizeX: rect.w, sizeY: rect.h };
        changed = true;
    }
    return changed ? withLayout(config, ref, { ...layout, widgets }) : config;
}

const LAYOUT_IDS = ['main', 'right'] as const;

/** A state's layouts (main, and right when it has one). */
export const layoutsOf = (state: DashboardState): DashboardLayout[] => LAYOUT_IDS.flatMap(id => (state.layouts[id] ? [state.layouts[id]] : []));

/** Ids of the widgets that some layout of these states places. */
export const placedWidgetIds = (states: Iterable<DashboardState>): Set<string> => new Set([...states].flatMap(state => layoutsOf(state).flatMap(layout => Object.keys(layout.widgets))));

/** Removes a widget from the dashboard: from its widgets and from every layout of every state. */
export function removeWidget(config: DashboardConfiguration, widgetId: string): DashboardConfiguration {
    const { [widgetId]: _removed, ...widgets } = config.widgets;
    const states = Object.fromEntries(
        Object.entries(config.states).map(([id, state]) => {
            const layouts = { ...state.layouts };
            for (const layoutId of LAYOUT_IDS) {
                const layout = layouts[layoutId];
                if (!layout || !(widgetId in layout.widgets)) continue;
                const { [widgetId]: _place, ...rest } = layout.widgets;
                layouts[layoutId] = { ...layout, widgets: rest };
            }
            return [id, { ...state, layouts }];
        })
    );
    return { ...config, widgets, states };
}

/** Replaces a widget (after its configuration dialog); the same widget again is no change (no undo step). */
export function updateWidget(config: DashboardConfiguration, widget: Widget): DashboardConfiguration {
    if (JSON.stringify(config.widgets[widget.id]) === JSON.stringify(widget)) return config;
    return { ...config, widgets: { ...config.widgets, [widget.id]: widget } };
}

/** A widget's phone layout in one layout: order, height in rows, hidden. Empty values are removed. */
export function setMobileSettings(config: DashboardConfiguration, ref: LayoutRef, widgetId: string, mobile: MobileSettings): DashboardConfiguration {
    const layout = layoutOf(config, ref);
    const place = layout.widgets[widgetId];
    if (!place) return config;
    const next: DashboardLayoutWidget = { ...place, mobileOrder: mobile.mobileOrder ?? null, mobileHeight: mobile.mobileHeight ?? null, mobileHide: mobile.mobileHide === true };
    return withLayout(config, ref, { ...layout, widgets: { ...layout.widgets, [widgetId]: next } });
}

/** New grid settings (columns, margin, background, mobile row height) for one layout. */
export function setGridSettings(config: DashboardConfiguration, ref: LayoutRef, gridSettings: NonNullable<DashboardLayout['gridSettings']>): DashboardConfiguration {
    const layout = layoutOf(config, ref);
    return withLayout(config, ref, { ...layout, gridSettings: { ...layout.gridSettings, ...gridSettings } });
}
