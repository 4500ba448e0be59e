import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { dashboardGridBackground } from '../../layout/theme/dashboardBackground';
import type { DashboardLayout, Widget } from '../model/dashboardConfig';
import { MountInTurn } from './MountInTurn';
import { DEFAULT_COLUMNS, DEFAULT_MARGIN, DEFAULT_MOBILE_ROW_HEIGHT, filledRowHeight, gridItems, spannedRows, stackedItems, stackedRows } from './dashboardGrid';
import { useElementSize } from './useElementSize';
import { useHeightToWindowBottom } from './useHeightToWindowBottom';

export interface DashboardGridProps {
    layout: DashboardLayout | undefined;
    widgets: Record<string, Widget>;
    renderWidget: (widget: Widget) => ReactNode;
    /** Rows of this height instead of square cells (a state drawn to fill a dashboard state widget). */
    rowHeight?: number;
}

/**
 * A state's layout as ThingsBoard draws it: a grid of square cells (24 columns by default) with
 * the layout's margin between widgets; under 960 px one column of widgets, each as high as its
 * mobile height in rows of 70 px. With "auto fill layout height" (autoFillHeight, on phones
 * mobileAutoFillHeight) the rows grow to fill the window down from the grid's top.
 */
export const DashboardGrid = ({ layout, widgets, renderWidget, rowHeight }: DashboardGridProps) => {
    const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const [ref, { width }] = useElementSize<HTMLDivElement>();
    const settings = layout?.gridSettings ?? {};
    const columns = settings.columns ?? DEFAULT_COLUMNS;
    const margin = settings.margin ?? DEFAULT_MARGIN;
    const background = dashboardGridBackground(settings.backgroundColor);
    // A state drawn inside a dashboard state widget has its row height given: it fills that widget, not the window.
    const fills = rowHeight === undefined && (stacked ? settings.mobileAutoFillHeight === true : settings.autoFillHeight === true);
    const available = useHeightToWindowBottom(ref, fills, stacked ? 'column' : 'grid');

    if (stacked) {
        const items = stackedItems(layout, widgets);
        const mobileRow = filledRowHeight(stackedRows(items), available, margin, settings.mobileRowHeight ?? DEFAULT_MOBILE_ROW_HEIGHT);
        return (
            <Box ref={ref} sx={{ display: 'flex', flexDirection: 'column', gap: `${margin}px`, p: `${margin}px`, bgcolor: background }}>
                {items.map(item => (
                    <Box key={item.id} sx={{ height: item.mobileHeight * mobileRow, flexShrink: 0 }}>
                        <MountInTurn>{renderWidget(item.widget)}</MountInTurn>
                    </Box>
                ))}
            </Box>
        );
    }
    const cell = width > 0 ? (width - margin * (columns + 1)) / columns : 0;
    const items = gridItems(layout, widgets);
    const row = rowHeight ?? filledRowHeight(spannedRows(items), available, margin, cell);
    return (
        <Box
            ref={ref}
            sx={{
                display: 'grid',
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                gridAutoRows: `${Math.max(row, 1)}px`,
                gap: `${margin}px`,
                p: `${margin}px`,
                bgcolor: background,
                minHeight: '100%',
                alignContent: 'start',
            }}
        >
            {cell > 0 &&
                items.map(item => (
                    <Box key={item.id} sx={{ gridColumn: `${item.col + 1} / span ${item.sizeX}`, gridRow: `${item.row + 1} / span ${item.sizeY}`, minWidth: 0, minHeight: 0 }}>
                        <MountInTurn>{renderWidget(item.widget)}</MountInTurn>
                    </Box>
                ))}
        </Box>
    );
};
