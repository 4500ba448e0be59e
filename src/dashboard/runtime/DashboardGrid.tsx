import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { dashboardGridBackground } from '../../layout/theme/dashboardBackground';
import type { DashboardLayout, Widget } from '../model/dashboardConfig';
import { DEFAULT_COLUMNS, DEFAULT_MARGIN, DEFAULT_MOBILE_ROW_HEIGHT, gridItems, stackedItems } from './dashboardGrid';
import { useElementSize } from './useElementSize';

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
 * mobile height in rows of 70 px.
 */
export const DashboardGrid = ({ layout, widgets, renderWidget, rowHeight }: DashboardGridProps) => {
    const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const [ref, { width }] = useElementSize<HTMLDivElement>();
    const settings = layout?.gridSettings ?? {};
    const columns = settings.columns ?? DEFAULT_COLUMNS;
    const margin = settings.margin ?? DEFAULT_MARGIN;
    const background = dashboardGridBackground(settings.backgroundColor);

    if (stacked) {
        const rowHeight = settings.mobileRowHeight ?? DEFAULT_MOBILE_ROW_HEIGHT;
        return (
            <Box ref={ref} sx={{ display: 'flex', flexDirection: 'column', gap: `${margin}px`, p: `${margin}px`, bgcolor: background }}>
                {stackedItems(layout, widgets).map(item => (
                    <Box key={item.id} sx={{ height: item.mobileHeight * rowHeight, flexShrink: 0 }}>
                        {renderWidget(item.widget)}
                    </Box>
                ))}
            </Box>
        );
    }
    const cell = width > 0 ? (width - margin * (columns + 1)) / columns : 0;
    return (
        <Box
            ref={ref}
            sx={{
                display: 'grid',
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                gridAutoRows: `${Math.max(rowHeight ?? cell, 1)}px`,
                gap: `${margin}px`,
                p: `${margin}px`,
                bgcolor: background,
                minHeight: '100%',
                alignContent: 'start',
            }}
        >
            {cell > 0 &&
                gridItems(layout, widgets).map(item => (
                    <Box key={item.id} sx={{ gridColumn: `${item.col + 1} / span ${item.sizeX}`, gridRow: `${item.row + 1} / span ${item.sizeY}`, minWidth: 0, minHeight: 0 }}>
                        {renderWidget(item.widget)}
                    </Box>
                ))}
        </Box>
    );
};
