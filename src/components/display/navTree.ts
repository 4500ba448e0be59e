export interface NavTreeNode {
    id: string;
    text: string;
    children?: NavTreeNode[];
    disabled?: boolean;
    data?: unknown;
}

/**
 * The tree cut to the nodes whose text contains the search (any case, not fuzzy) and the
 * branches leading to them; empty search keeps everything.
 */
export const searchTree = (nodes: readonly NavTreeNode[], search: string): NavTreeNode[] => {
    const needle = search.trim().toLowerCase();
    if (!needle) return [...nodes];
    return nodes.flatMap(node => {
        const children = searchTree(node.children ?? [], needle);
        const matches = node.text.toLowerCase().includes(needle);
        return matches || children.length ? [{ ...node, children }] : [];
    });
};

/** Ids of nodes with children in a tree, to open every branch a search kept. */
export const branchIds = (nodes: readonly NavTreeNode[]): string[] =>
    nodes.flatMap(node => (node.children?.length ? [node.id, ...branchIds(node.children)] : []));
