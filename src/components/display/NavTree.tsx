import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useMemo, useState } from 'react';
import { branchIds, searchTree, type NavTreeNode } from './navTree';
import { ChevronRight } from './directionalIcons';

export interface NavTreeProps {
    nodes: readonly NavTreeNode[];
    /** Shows only nodes containing this text (and their branches), not fuzzy. */
    search?: string;
    selectedId?: string | null;
    onSelect?: (node: NavTreeNode) => void;
}

/** A navigation tree: branches open and close, a node is picked by a click. */
export const NavTree = ({ nodes, search = '', selectedId, onSelect }: NavTreeProps) => {
    const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
    const shown = useMemo(() => searchTree(nodes, search), [nodes, search]);
    // A search opens every branch it kept.
    const open = useMemo(() => (search.trim() ? new Set(branchIds(shown)) : opened), [search, shown, opened]);

    const toggle = (id: string) =>
        setOpened(current => {
            const next = new Set(current);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
        });

    const render = (level: readonly NavTreeNode[], depth: number) =>
        level.map(node => {
            const hasChildren = !!node.children?.length;
            const isOpen = open.has(node.id);
            return (
                <Box key={node.id} role="treeitem" aria-expanded={hasChildren ? isOpen : undefined} aria-selected={selectedId === node.id}>
                    <ListItemButton
                        dense
                        disabled={node.disabled}
                        selected={selectedId === node.id}
                        sx={{ pl: 1 + depth * 2 }}
                        onClick={() => {
                            if (hasChildren) toggle(node.id);
                            onSelect?.(node);
                        }}
                    >
                        <Box sx={{ width: 24, display: 'inline-flex' }}>{hasChildren ? isOpen ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" /> : null}</Box>
                        <ListItemText primary={node.text} />
                    </ListItemButton>
                    {hasChildren && isOpen && <Box role="group">{render(node.children!, depth + 1)}</Box>}
                </Box>
            );
        });

    return (
        <List dense role="tree" disablePadding>
            {render(shown, 0)}
        </List>
    );
};
