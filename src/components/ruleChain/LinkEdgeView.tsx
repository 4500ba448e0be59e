import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps } from '@xyflow/react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { GraphEdge } from './graphModel';

/** A link with its relation labels ("True / Failure") on a chip halfway along. */
export const LinkEdgeView = ({ id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, selected, markerEnd }: EdgeProps<GraphEdge>) => {
    const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
    const text = (data?.labels ?? []).join(' / ');
    const { palette } = useTheme();
    return (
        <>
            <BaseEdge id={id} path={path} markerEnd={markerEnd} style={{ stroke: data?.highlight ?? (selected ? palette.primary.main : palette.text.secondary), strokeWidth: selected || data?.highlight ? 2.5 : 1.5 }} />
            {text && (
                <EdgeLabelRenderer>
                    <Box
                        data-testid="link-label"
                        sx={{
                            position: 'absolute',
                            transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
                            px: 0.75,
                            py: 0.125,
                            borderRadius: 1,
                            fontSize: 11,
                            fontWeight: 500,
                            bgcolor: 'background.paper',
                            border: '1px solid',
                            borderColor: data?.highlight ?? (selected ? 'primary.main' : 'divider'),
                            color: 'text.primary',
                            whiteSpace: 'nowrap',
                            pointerEvents: 'none',
                        }}
                    >
                        {text}
                    </Box>
                </EdgeLabelRenderer>
            )}
        </>
    );
};
