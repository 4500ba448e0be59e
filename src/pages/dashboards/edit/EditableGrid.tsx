import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import ReactGridLayout, { getCompactor, useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { DashboardLayout, Widget } from '../../../dashboard/model/dashboardConfig';
import { dashboardGridBackground } from '../../../layout/theme/dashboardBackground';
import { DEFAULT_COLUMNS, DEFAULT_MARGIN, gridItems } from '../../../dashboard/runtime/dashboardGrid';
import type { GridRect } from '../../../dashboard/editor/layoutOps';
import { DRAG_CANCEL_CLASS, DRAG_HANDLE_CLASS } from './WidgetEditFrame';

/**
 * As ThingsBoard's grid (gridster with pushItems and compaction off): a widget stays where it is
 * dropped, never floats up, and cannot land on another (the others never move by themselves).
 */
const FREE_PLACEMENT_WITHOUT_OVERLAP = getCompactor(null, false, true);

export interface EditableGridProps {
    layout: DashboardLayout | undefined;
    widgets: Record<string, Widget>;
    renderWidget: (widget: Widget) => ReactNode;
    /** The widgets' rectangles after a drag or resize ended. */
    onChange: (rects: GridRect[]) => void;
}

/**
 * A layout in edit mode: the same square cells and margins as the viewer's grid
 * (DashboardGrid), with drag and resize by react-grid-layout.
 */
export const EditableGrid = ({ layout, widgets, renderWidget, onChange }: EditableGridProps) => {
    const { width, containerRef, mounted } = useContainerWidth();
    const settings = layout?.gridSettings ?? {};
    const columns = settings.columns ?? DEFAULT_COLUMNS;
    const margin = settings.margin ?? DEFAULT_MARGIN;
    const cell = width > 0 ? (width - margin * (columns + 1)) / columns : 0;
    const items = gridItems(layout, widgets);
    const rects: Layout = items.map(item => ({ i: item.id, x: item.col, y: item.row, w: item.sizeX, h: item.sizeY }));
    const report = (next: Layout) => onChange(next.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })));

    return (
        <Box
            ref={containerRef}
            data-testid="editable-grid"
            sx={{
                minHeight: '100%',
                bgcolor: dashboardGridBackground(settings.backgroundColor),
                // A visible grid of cells shows where a widget will land.
                backgroundImage: cell > 0 ? 'linear-gradient(to right, rgba(128,128,128,0.12) 1px, transparent 1px), linear-gradient(to bottom, rgba(128,128,128,0.12) 1px, transparent 1px)' : undefined,
                backgroundSize: cell > 0 ? `${cell + margin}px ${cell + margin}px` : undefined,
                backgroundPosition: `${margin / 2}px ${margin / 2}px`,
                '& .react-grid-item.react-grid-placeholder': { bgcolor: 'primary.main', opacity: 0.2, borderRadius: 1 },
                '& .react-grid-item > .react-resizable-handle': { zIndex: 1 },
            }}
        >
            {mounted && cell > 0 && (
                <ReactGridLayout
                    width={width}
                    layout={rects}
                    gridConfig={{ cols: columns, rowHeight: cell, margin: [margin, margin], containerPadding: [margin, margin] }}
                    dragConfig={{ enabled: true, handle: `.${DRAG_HANDLE_CLASS}`, cancel: `.${DRAG_CANCEL_CLASS}` }}
                    resizeConfig={{ enabled: true, handles: ['se'] }}
                    compactor={FREE_PLACEMENT_WITHOUT_OVERLAP}
                    onDragStop={report}
                    onResizeStop={report}
                    style={{ minHeight: 200 }}
                >
                    {items.map(item => (
                        <div key={item.id}>{renderWidget(item.widget)}</div>
                    ))}
                </ReactGridLayout>
            )}
        </Box>
    );
};
