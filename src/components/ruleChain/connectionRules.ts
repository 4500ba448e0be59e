import { INPUT_NODE_ID, type Graph } from './graphModel';
import type { NodeDefinition } from './ruleChainModel';

/** Looks up the definition of a drawn node (the input node has none). */
export type DefinitionOf = (nodeId: string) => NodeDefinition | null;

/**
 * Whether a link may be drawn from `source` to `target`: never to itself nor into the input node,
 * only out of nodes with outputs and into nodes with inputs (ThingsBoard's inEnabled/outEnabled).
 */
export const canConnect = (source: string, target: string, definitionOf: DefinitionOf): boolean => {
    if (source === target || target === INPUT_NODE_ID) return false;
    const from = definitionOf(source);
    const to = definitionOf(target);
    if (source !== INPUT_NODE_ID && from && !from.outEnabled) return false;
    return !to || to.inEnabled;
};

/** The labels a link from this node may carry, and whether others may be typed in. */
export const labelChoices = (definition: NodeDefinition | null) => ({
    options: definition?.relationTypes ?? [],
    allowCustom: definition ? definition.customRelations : true,
});

/** Labels already used on the node's other links: ThingsBoard offers each label once per node. */
export const labelsUsedElsewhere = (graph: Graph, source: string, target: string) =>
    graph.edges.filter(edge => edge.source === source && edge.target !== target).flatMap(edge => edge.data?.labels ?? []);

/** An i18n key for what is wrong with a link's labels, or null when they may be saved. */
export const labelsError = (labels: readonly string[], definition: NodeDefinition | null): string | null => {
    if (labels.length === 0) return 'rulenode.link-labels-required';
    const { options, allowCustom } = labelChoices(definition);
    if (!allowCustom && labels.some(label => !options.includes(label))) return 'rulenode.link-label-not-allowed';
    return null;
};

/** The input node has one link: drawing another replaces it. */
export const replacesInputLink = (source: string) => source === INPUT_NODE_ID;
