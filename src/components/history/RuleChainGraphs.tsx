import '@xyflow/react/dist/style.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type Palette } from '@mui/material/styles';
import { Background, BackgroundVariant, MarkerType, ReactFlow, ReactFlowProvider, type EdgeTypes, type NodeTypes } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ChangeKind, DocumentComparison } from '../../../shared/history/comparison';
import { INPUT_KEY, linkKey, ruleNodeKey } from '../../../shared/history/compareRuleChains';
import { isRecord } from '../../../shared/history/keyedChanges';
import { RuleChainEditorContext, type RuleChainEditorContextValue } from '../ruleChain/editorContext';
import { INPUT_NODE_ID, isRuleNode, metadataToGraph, type Graph } from '../ruleChain/graphModel';
import { LinkEdgeView } from '../ruleChain/LinkEdgeView';
import { categoryOf, shortClassName, type RuleChainMetaData } from '../ruleChain/ruleChainModel';
import { InputNodeView, RuleNodeView } from '../ruleChain/RuleNodeView';
import { useComponentDescriptors } from '../ruleChain/useComponentDescriptors';
import { CHANGE_COLOR } from './changeColors';

const nodeTypes: NodeTypes = { rule: RuleNodeView, chainInput: InputNodeView } as NodeTypes;
const edgeTypes: EdgeTypes = { link: LinkEdgeView } as EdgeTypes;

/** Which changes each side shows: the older side what went away, the newer what came. */
const SHOWN: Readonly<Record<'before' | 'after', readonly ChangeKind[]>> = { before: ['removed', 'changed'], after: ['added', 'changed'] };

/** The version's graph with its changed nodes ringed and its changed links coloured. */
function highlightedGraph(document: unknown, comparison: DocumentComparison, side: 'before' | 'after', palette: Palette): Graph {
    const saved = isRecord(document) && isRecord(document.metadata) ? (document.metadata as Partial<RuleChainMetaData>) : {};
    const graph = metadataToGraph({ ...saved, nodes: saved.nodes ?? [], connections: saved.connections ?? [] } as RuleChainMetaData);
    const kindOf = (section: string) => new Map((comparison.sections.find(entry => entry.section === section)?.changes ?? []).filter(change => SHOWN[side].includes(change.kind)).map(change => [change.id, change.kind]));
    const [nodeChanges, linkChanges] = [kindOf('nodes'), kindOf('links')];
    const color = (kind: ChangeKind) => palette[CHANGE_COLOR[kind]].main;
    // Graph ids are the saved ids, or local ones for nodes without: map each to the compare's key.
    const keyOf = new Map<string, string>([[INPUT_NODE_ID, INPUT_KEY]]);
    graph.nodes.filter(isRuleNode).forEach((node, index) => keyOf.set(node.id, ruleNodeKey(node.data.ruleNode, index)));
    return {
        nodes: graph.nodes.map(node => {
            const kind = nodeChanges.get(keyOf.get(node.id) ?? '');
            return kind ? { ...node, style: { borderRadius: 8, boxShadow: `0 0 0 3px ${color(kind)}` }, ariaLabel: kind } : node;
        }),
        edges: graph.edges.map(edge => {
            const [from, to] = [keyOf.get(edge.source) ?? '', keyOf.get(edge.target) ?? ''];
            const labels = edge.data?.labels.length ? edge.data.labels : [''];
            const kind = labels.map(type => linkChanges.get(linkKey(from, to, type))).find(found => found !== undefined);
            return kind ? { ...edge, data: { labels: edge.data?.labels ?? [], highlight: color(kind) } } : edge;
        }),
    };
}

const ReadOnlyGraph = ({ graph, title }: { graph: Graph; title: string }) => {
    const { palette } = useTheme();
    return (
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            <Typography variant="subtitle2" sx={{ px: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
                {title}
            </Typography>
            <Box sx={{ height: { xs: 260, md: 380 }, bgcolor: 'background.default' }} data-testid="history-graph">
                <ReactFlowProvider>
                    <ReactFlow
                        nodes={graph.nodes}
                        edges={graph.edges}
                        nodeTypes={nodeTypes}
                        edgeTypes={edgeTypes}
                        defaultEdgeOptions={{ markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18, color: palette.text.secondary } }}
                        nodesDraggable={false}
                        nodesConnectable={false}
                        elementsSelectable={false}
                        fitView
                        fitViewOptions={{ padding: 0.15 }}
                        minZoom={0.1}
                        proOptions={{ hideAttribution: true }}
                        colorMode={palette.mode}
                    >
                        <Background variant={BackgroundVariant.Dots} gap={16} size={1} />
                    </ReactFlow>
                </ReactFlowProvider>
            </Box>
        </Box>
    );
};

/** Two versions of a rule chain side by side, drawn as the editor draws them, read-only, changes highlighted. */
const RuleChainGraphs = ({ before, after, comparison, beforeTitle, afterTitle }: { before: unknown; after: unknown; comparison: DocumentComparison; beforeTitle: string; afterTitle: string }) => {
    const translate = useTranslate();
    const { palette } = useTheme();
    const descriptors = useComponentDescriptors('CORE');
    const context = useMemo<RuleChainEditorContextValue>(() => {
        const byClass = new Map((descriptors ?? []).map(descriptor => [descriptor.clazz, descriptor]));
        return {
            categoryOfClass: clazz => categoryOf(byClass.get(clazz ?? '')),
            kindOfClass: clazz => byClass.get(clazz ?? '')?.name ?? shortClassName(clazz),
            toggleDebug: () => undefined,
            openNode: () => undefined,
            readOnly: true,
        };
    }, [descriptors]);
    const graphs = useMemo(
        () => ({ before: highlightedGraph(before, comparison, 'before', palette), after: highlightedGraph(after, comparison, 'after', palette) }),
        [before, after, comparison, palette],
    );
    return (
        <RuleChainEditorContext.Provider value={context}>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 1.5 }} aria-label={translate('history.graphs')}>
                <ReadOnlyGraph graph={graphs.before} title={beforeTitle} />
                <ReadOnlyGraph graph={graphs.after} title={afterTitle} />
            </Box>
        </RuleChainEditorContext.Provider>
    );
};

export default RuleChainGraphs;
