import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { DashboardState, Widget } from '../../../dashboard/model/dashboardConfig';
import type { GridRect } from '../../../dashboard/editor/layoutOps';
import { DashboardGrid } from '../../../dashboard/runtime/DashboardGrid';
import { EditableGrid } from './EditableGrid';

export type LayoutId = 'main' | 'right';

export interface DashboardLayoutsProps {
    state: DashboardState | undefined;
    widgets: Record<string, Widget>;
    renderWidget: (widget: Widget, layoutId: LayoutId) => ReactNode;
    /** Set in edit mode: drag and resize on wide screens report here. */
    onGridChange?: (layoutId: LayoutId, rects: GridRect[]) => void;
}

/**
 * A state's main layout and, when it has one, its right layout beside it (below it on phones).
 * In edit mode wide screens drag and resize; under 960 px the editor shows the phone's single
 * column (the mobile preview), where widgets keep their actions but do not move.
 */
export const DashboardLayouts = ({ state, widgets, renderWidget, onGridChange }: DashboardLayoutsProps) => {
    const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const layoutIds: LayoutId[] = state?.layouts.right ? ['main', 'right'] : ['main'];
    return (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100%', alignItems: 'stretch' }}>
            {layoutIds.map(layoutId => {
                const layout = state?.layouts[layoutId];
                return (
                    <Box
                        key={layoutId}
                        data-testid={`layout-${layoutId}`}
                        sx={{ flex: layoutId === 'main' ? 1 : { md: '0 0 33%' }, minWidth: 0, borderLeft: layoutId === 'right' ? { md: 1 } : 0, borderColor: 'divider' }}
                    >
                        {onGridChange && !stacked ? (
                            <EditableGrid layout={layout} widgets={widgets} renderWidget={widget => renderWidget(widget, layoutId)} onChange={rects => onGridChange(layoutId, rects)} />
                        ) : (
                            <DashboardGrid layout={layout} widgets={widgets} renderWidget={widget => renderWidget(widget, layoutId)} />
                        )}
                    </Box>
                );
            })}
        </Box>
    );
};
