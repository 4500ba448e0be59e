import { INPUT_NODE_ID, isRuleNode, link, type Graph, type GraphEdge, type GraphNode } from './graphModel';
import type { RuleNode } from './ruleChainModel';

/** Copied rule nodes and the links among them (never the input node). */
export interface GraphClipboard {
    nodes: { ruleNode: RuleNode; position: { x: number; y: number }; key: string }[];
    links: { source: string; target: string; labels: string[] }[];
}

/** Where pasted nodes land relative to their originals. */
export const PASTE_OFFSET = 40;

/** The selected rule nodes and the links whose both ends are selected. */
export const copySelection = (graph: Graph): GraphClipboard | null => {
    const selected = graph.nodes.filter(node => node.selected && isRuleNode(node) && node.id !== INPUT_NODE_ID);
    if (selected.length === 0) return null;
    const keys = new Set(selected.map(node => node.id));
    return {
        nodes: selected.map(node => ({ ruleNode: structuredClone((node.data as { ruleNode: RuleNode }).ruleNode), position: { ...node.position }, key: node.id })),
        links: graph.edges
            .filter(edge => keys.has(edge.source) && keys.has(edge.target))
            .map(edge => ({ source: edge.source, target: edge.target, labels: [...(edge.data?.labels ?? [])] })),
    };
};

/**
 * Adds copies of the clipboard to the graph: each node gets a fresh local id (and loses its saved
 * id, so the server creates it), links are remapped to the copies, and only the copies are selected.
 */
export const pasteClipboard = (graph: Graph, clipboard: GraphClipboard, newId: () => string, offset = PASTE_OFFSET): Graph => {
    const idOf = new Map(clipboard.nodes.map(node => [node.key, newId()]));
    const pastedNodes: GraphNode[] = clipboard.nodes.map(({ ruleNode, position, key }) => {
        const { id: _savedId, createdTime: _created, ruleChainId: _chain, ...copy } = structuredClone(ruleNode);
        return { id: idOf.get(key)!, type: 'rule', position: { x: position.x + offset, y: position.y + offset }, data: { ruleNode: copy }, selected: true };
    });
    const pastedEdges: GraphEdge[] = clipboard.links.map(({ source, target, labels }) => ({ ...link(idOf.get(source)!, idOf.get(target)!, [...labels]), selected: false }));
    return {
        nodes: [...graph.nodes.map(node => ({ ...node, selected: false })), ...pastedNodes],
        edges: [...graph.edges.map(edge => ({ ...edge, selected: false })), ...pastedEdges],
    };
};
