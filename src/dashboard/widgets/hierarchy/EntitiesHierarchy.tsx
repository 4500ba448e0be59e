import ExpandMore from '@mui/icons-material/ExpandMore';
import { ChevronRight } from '../../../components/display/directionalIcons';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { ActionIcon } from '../../runtime/ActionIcon';
import { useWidgetActions } from '../../runtime/WidgetActionContext';
import type { EntitiesHierarchySettings, NodeIcon } from './hierarchyModel';
import { useHierarchyTree, type HierarchyTree, type TreeNode } from './useHierarchyTree';
import { useKeylessRoots } from './useKeylessRoots';

const INDENT_PX = 20;

const NodeIconView = ({ icon }: { icon: NodeIcon }) =>
    icon.iconUrl ? (
        <Box component="img" src={icon.iconUrl} alt="" sx={{ width: 20, height: 20, objectFit: 'contain', flexShrink: 0 }} />
    ) : (
        <ActionIcon name={icon.materialIcon} fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} />
    );

interface NodeRowProps {
    node: TreeNode;
    tree: HierarchyTree;
    selected: string | null;
    onSelect: (node: TreeNode) => void;
}

/** One node and, when opened, its children below it. */
const NodeRow = ({ node, tree, selected, onSelect }: NodeRowProps) => {
    const translate = useTranslate();
    const opened = tree.expanded.has(node.id);
    const children = tree.children.get(node.id);
    // A node that was opened and has no children is a leaf from then on.
    const expandable = node.look.hasChildren && node.ctx.entity.id.entityType !== 'function' && !(children && children.length === 0);
    const isSelected = selected === node.id;
    const select = () => !node.look.disabled && onSelect(node);
    const onKeyDown = (event: KeyboardEvent) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            select();
        } else if ((event.key === 'ArrowRight' && !opened) || (event.key === 'ArrowLeft' && opened)) {
            if (!expandable) return;
            event.preventDefault();
            tree.toggle(node);
        }
    };
    return (
        <Box component="li" role="treeitem" aria-expanded={expandable ? opened : undefined} aria-selected={isSelected} aria-disabled={node.look.disabled || undefined} aria-level={node.ctx.level} sx={{ listStyle: 'none' }}>
            <Box
                tabIndex={0}
                onClick={select}
                onKeyDown={onKeyDown}
                data-node-text={node.look.searchText}
                sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.75,
                    minHeight: 32,
                    pl: `${(node.ctx.level - 1) * INDENT_PX}px`,
                    pr: 1,
                    borderRadius: 1,
                    cursor: node.look.disabled ? 'default' : 'pointer',
                    color: node.look.disabled ? 'text.disabled' : 'text.primary',
                    bgcolor: isSelected ? 'action.selected' : undefined,
                    '&:hover': node.look.disabled ? undefined : { bgcolor: isSelected ? 'action.selected' : 'action.hover' },
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
            >
                <Box sx={{ width: 28, flexShrink: 0, display: 'grid', placeItems: 'center' }}>
                    {tree.loading.has(node.id) ? (
                        <CircularProgress size={16} aria-label={translate('widgets.hierarchy.loading')} />
                    ) : (
                        expandable && (
                            <IconButton
                                size="small"
                                tabIndex={-1}
                                aria-label={translate(opened ? 'widgets.hierarchy.collapse' : 'widgets.hierarchy.expand', { name: node.ctx.entity.name })}
                                onClick={event => {
                                    event.stopPropagation();
                                    tree.toggle(node);
                                }}
                            >
                                {opened ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
                            </IconButton>
                        )
                    )}
                </Box>
                <NodeIconView icon={node.look.icon} />
                <Typography component="span" variant="body2" noWrap sx={{ minWidth: 0 }} dangerouslySetInnerHTML={{ __html: node.look.html }} />
            </Box>
            {opened && children && children.length > 0 && (
                <Box component="ul" role="group" sx={{ m: 0, p: 0 }}>
                    {children.map(child => (
                        <NodeRow key={child.id} node={child} tree={tree} selected={selected} onSelect={onSelect} />
                    ))}
                </Box>
            )}
        </Box>
    );
};

/**
 * ThingsBoard's entities hierarchy: the datasources' entities as a tree, each node opening onto the
 * entities its relations query finds. Text, icon, disabled, opened, has-children and order come from
 * the settings' node functions (run in the sandbox), else ThingsBoard's defaults. Selecting a node
 * runs the widget's 'nodeSelected' actions on its entity.
 */
export const EntitiesHierarchy = ({ widget, snapshot }: WidgetComponentProps) => {
    const translate = useTranslate();
    const runActions = useWidgetActions();
    const settings = (widget.config.settings ?? {}) as EntitiesHierarchySettings;
    const dataKeys = (widget.config.datasources ?? []).flatMap(datasource => datasource.dataKeys ?? []);
    const keylessRoots = useKeylessRoots(widget.config.datasources ?? []);
    const tree = useHierarchyTree(snapshot.data, settings, dataKeys, keylessRoots);
    const [selected, setSelected] = useState<string | null>(null);

    const onSelect = (node: TreeNode) => {
        setSelected(node.id);
        const { entity } = node.ctx;
        if (entity.id.entityType === 'function') return;
        runActions('nodeSelected', { entityId: entity.id, entityName: entity.name, entityLabel: entity.label });
    };

    if (tree.roots.length === 0 && !snapshot.loading) {
        return (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
                <Typography variant="body2">{translate('entity.no-entities-prompt')}</Typography>
            </Box>
        );
    }
    return (
        <Box component="ul" role="tree" aria-label={widget.config.title ?? translate('entity.entities')} sx={{ position: 'absolute', inset: 0, overflow: 'auto', m: 0, p: 0.5 }}>
            {tree.roots.map(node => (
                <NodeRow key={node.id} node={node} tree={tree} selected={selected} onSelect={onSelect} />
            ))}
        </Box>
    );
};
