import BugReportIcon from '@mui/icons-material/BugReport';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { useTranslate } from 'react-admin';
import { useRuleChainEditor } from './editorContext';
import type { GraphNode, RuleNodeData } from './graphModel';
import { NODE_CATEGORY_STYLE } from './nodeCategories';

/** ThingsBoard's node width: its saved layouts place nodes for it. */
const NODE_WIDTH = 150;

const handleStyle = { width: 10, height: 10, background: '#fff', border: '2px solid #5f6368' } as const;

const frame = (color: string, selected: boolean) => ({
    width: NODE_WIDTH,
    minHeight: 44,
    display: 'flex',
    alignItems: 'center',
    gap: 0.75,
    pl: 0.75,
    pr: 0.5,
    py: 0.5,
    borderRadius: 1.5,
    bgcolor: color,
    color: 'rgba(0, 0, 0, 0.87)',
    border: '1px solid rgba(0, 0, 0, 0.2)',
    // The selection ring in the theme's primary (a light blue on the dark canvas).
    boxShadow: (theme: Theme) => (selected ? `0 0 0 3px ${theme.palette.primary.main}, 0 3px 8px rgba(0,0,0,0.25)` : '0 1px 3px rgba(0,0,0,0.2)'),
    transition: 'box-shadow 120ms',
});

/** A rule node as ThingsBoard draws it: category colour and icon, name, class, a debug switch. */
export const RuleNodeView = ({ id, data, selected }: NodeProps<GraphNode & { data: RuleNodeData }>) => {
    const translate = useTranslate();
    const { categoryOfClass, kindOfClass, toggleDebug, readOnly } = useRuleChainEditor();
    const { ruleNode } = data;
    const category = categoryOfClass(ruleNode.type);
    const style = NODE_CATEGORY_STYLE[category];
    const Icon = style.icon;
    const debug = ruleNode.debugMode === true;
    return (
        <Box sx={frame(style.color, selected)} data-testid="rule-node" data-node-name={ruleNode.name}>
            <Handle type="target" position={Position.Left} style={handleStyle} />
            <Icon fontSize="small" sx={{ opacity: 0.75 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
                {/* Names wrap instead of being cut: up to three lines, the rest in the tooltip. */}
                <Typography
                    variant="body2"
                    sx={{ fontWeight: 500, lineHeight: 1.25, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                    title={ruleNode.name}
                    data-testid="rule-node-name"
                >
                    {ruleNode.name}
                </Typography>
                <Typography variant="caption" noWrap component="div" sx={{ opacity: 0.7, lineHeight: 1.2 }}>
                    {kindOfClass(ruleNode.type)}
                </Typography>
            </Box>
            <Tooltip title={translate(debug ? 'rulenode.debug-mode-on' : 'rulenode.debug-mode-off')}>
                <span>
                    <IconButton
                        size="small"
                        className="nodrag"
                        aria-label={translate('rulenode.debug-mode')}
                        aria-pressed={debug}
                        disabled={readOnly}
                        onClick={event => {
                            event.stopPropagation();
                            toggleDebug(id);
                        }}
                        sx={{ p: 0.25, color: debug ? '#b71c1c' : 'rgba(0,0,0,0.25)' }}
                    >
                        <BugReportIcon sx={{ fontSize: 18 }} />
                    </IconButton>
                </span>
            </Tooltip>
            <Handle type="source" position={Position.Right} style={handleStyle} />
        </Box>
    );
};

/** The chain's entry point; messages enter here and go to the node it links to. */
export const InputNodeView = ({ selected }: NodeProps) => {
    const translate = useTranslate();
    const style = NODE_CATEGORY_STYLE.INPUT;
    const Icon = style.icon;
    return (
        <Box sx={{ ...frame(style.color, selected), width: 110 }} data-testid="input-node">
            <Icon fontSize="small" sx={{ opacity: 0.75 }} />
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {translate('rulenode.input')}
            </Typography>
            <Handle type="source" position={Position.Right} style={handleStyle} />
        </Box>
    );
};
