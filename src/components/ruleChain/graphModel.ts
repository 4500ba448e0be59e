import type { Edge, Node } from '@xyflow/react';
import type { RuleChainMetaData, RuleNode } from './ruleChainModel';

/** The drawn-only node every chain starts from; its one link names the first rule node. */
export const INPUT_NODE_ID = 'rule-chain-input';
/** Where ThingsBoard draws the input node. */
const INPUT_POSITION = { x: 50, y: 150 };

export type RuleNodeData = { ruleNode: RuleNode };
export type InputNodeData = Record<string, never>;
export type GraphNode = Node<RuleNodeData, 'rule'> | Node<InputNodeData, 'chainInput'>;
/** One drawn link per pair of nodes; each label is one ThingsBoard connection. `highlight` colours it (a compare's change). */
export type LinkData = { labels: string[]; highlight?: string };
export type GraphEdge = Edge<LinkData, 'link'>;

export interface Graph {
    nodes: GraphNode[];
    edges: GraphEdge[];
}

/** What the graph does not draw but a save must send back unchanged. */
export type MetadataFrame = Pick<RuleChainMetaData, 'ruleChainId' | 'ruleChainConnections'>;

export const isRuleNode = (node: GraphNode): node is Node<RuleNodeData, 'rule'> => node.type === 'rule';

/** The rule node drawn as `nodeId`, if it is one (the input node is not). */
export const ruleNodeOf = (graph: Graph, nodeId: string): RuleNode | null => {
    const node = graph.nodes.find(candidate => candidate.id === nodeId);
    return node && isRuleNode(node) ? node.data.ruleNode : null;
};

export const edgeIdOf = (source: string, target: string) => `${source}->${target}`;

/** Saved nodes keep their id; new ones get a local id the server replaces. */
const graphIdOf = (node: RuleNode, index: number) => node.id?.id ?? `new-${index}`;

export const inputNode = (): GraphNode => ({ id: INPUT_NODE_ID, type: 'chainInput', position: { ...INPUT_POSITION }, data: {}, deletable: false });

/** Nodes (plus the input node) and links of a chain's metadata; the links group connections by node pair. */
export const metadataToGraph = (metadata: RuleChainMetaData): Graph => {
    const ruleNodes = metadata.nodes.map((ruleNode, index): GraphNode => ({
        id: graphIdOf(ruleNode, index),
        type: 'rule',
        position: { x: Number(ruleNode.additionalInfo?.layoutX ?? 0), y: Number(ruleNode.additionalInfo?.layoutY ?? 0) },
        data: { ruleNode },
    }));
    const edges: GraphEdge[] = [];
    const first = metadata.firstNodeIndex ?? null;
    if (first !== null && ruleNodes[first]) edges.push(link(INPUT_NODE_ID, ruleNodes[first].id, []));
    for (const connection of metadata.connections ?? []) {
        const source = ruleNodes[connection.fromIndex]?.id;
        const target = ruleNodes[connection.toIndex]?.id;
        if (!source || !target) continue;
        const existing = edges.find(edge => edge.source === source && edge.target === target);
        if (existing) existing.data!.labels.push(connection.type);
        else edges.push(link(source, target, [connection.type]));
    }
    return { nodes: [inputNode(), ...ruleNodes], edges };
};

export const link = (source: string, target: string, labels: string[]): GraphEdge => ({
    id: edgeIdOf(source, target),
    source,
    target,
    type: 'link',
    data: { labels },
});

/** The metadata a save sends: node positions into `additionalInfo.layoutX/Y`, one connection per label. */
export const graphToMetadata = (graph: Graph, frame: MetadataFrame): RuleChainMetaData => {
    const ruleNodes = graph.nodes.filter(isRuleNode);
    const indexOf = new Map(ruleNodes.map((node, index) => [node.id, index]));
    const nodes = ruleNodes.map(node => ({
        ...node.data.ruleNode,
        additionalInfo: { ...node.data.ruleNode.additionalInfo, layoutX: Math.round(node.position.x), layoutY: Math.round(node.position.y) },
    }));
    const firstLink = graph.edges.find(edge => edge.source === INPUT_NODE_ID);
    const connections = graph.edges
        .filter(edge => edge.source !== INPUT_NODE_ID && indexOf.has(edge.source) && indexOf.has(edge.target))
        .flatMap(edge => (edge.data?.labels ?? []).map(type => ({ fromIndex: indexOf.get(edge.source)!, toIndex: indexOf.get(edge.target)!, type })));
    return {
        ...frame,
        firstNodeIndex: firstLink ? (indexOf.get(firstLink.target) ?? null) : null,
        nodes,
        connections,
    };
};

/** A stable text of what a save would send, to tell an edited graph from the saved one. */
export const graphFingerprint = (graph: Graph) => JSON.stringify(graphToMetadata(graph, { ruleChainId: { entityType: 'RULE_CHAIN', id: '' } }));
