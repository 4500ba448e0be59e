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

/**
 * The labels a link from this node may carry, and whether others may be typed in. A nested rule
 * chain offers the output labels of the chain it runs (its output nodes' names), once loaded.
 */
export const labelChoices = (definition: NodeDefinition | null, outputLabels: readonly string[] = []) => ({
    options: definition?.ruleChainNode ? [...outputLabels] : (definition?.relationTypes ?? []),
    allowCustom: definition ? definition.customRelations : true,
});

/** The chain a nested rule chain node runs, from its configuration; null for other nodes. */
export const nestedRuleChainId = (definition: NodeDefinition | null, configuration: Record<string, unknown> | null | undefined): string | null => {
    if (!definition?.ruleChainNode) return null;
    const id = configuration?.ruleChainId;
    return typeof id === 'string' && id !== '' ? id : null;
};

/** Labels already used on the node's other links: ThingsBoard offers each label once per node. */
export const labelsUsedElsewhere = (graph: Graph, source: string, target: string) =>
    graph.edges.filter(edge => edge.source === source && edge.target !== target).flatMap(edge => edge.data?.labels ?? []);

/** An i18n key for what is wrong with a link's labels, or null when they may be saved. */
export const labelsError = (labels: readonly string[], definition: NodeDefinition | null, outputLabels: readonly string[] = []): string | null => {
    if (labels.length === 0) return 'rulenode.link-labels-required';
    const { options, allowCustom } = labelChoices(definition, outputLabels);
    if (!allowCustom && labels.some(label => !options.includes(label))) return 'rulenode.link-label-not-allowed';
    return null;
};

/** The input node has one link: drawing another replaces it. */
export const replacesInputLink = (source: string) => source === INPUT_NODE_ID;
